// /cardsConfigNew against the real server and build: the demo draft card "常用服务" shows its
// preview from the demo services; a column added from the API's return params (服务类型) appears
// in the preview with the services' real type names; moving it up by its button reorders the
// preview; a new card starts as a draft, opened through cardcolumnconfig/getCardDetailById, and
// enabling it while incomplete is refused, after which the whole stored card is read again
// (serviceCardConfig/cardConfigDetail); nothing is asked of another server.
import type { Request } from 'playwright-core';
import { apiSignIn, signedPost } from './api';
import { screenshot, SignedInConsole, signedInConsole } from './harness';
import { CARD_PATHS, CardSummary } from '../../src/shared/serviceCards/api';

jest.setTimeout(240_000);

let c: SignedInConsole;
beforeAll(async () => {
  c = await signedInConsole();
});
afterAll(() => c?.close());

const PREVIEW = '[data-testid="service-card-preview"]';

test('adding a column changes the live preview, and the order follows the buttons', async () => {
  const { page, server, w } = c;
  await page.goto(`${server.url}/cardsConfigNew`);
  await page.click('[data-testid="service-card-list"] .item:has-text("常用服务")');
  await page.waitForSelector(`${PREVIEW} th:has-text("服务名称")`);
  expect(await page.$(`${PREVIEW} th:has-text("服务类型")`)).toBeNull();
  const rowsBefore = await page.$$eval(`${PREVIEW} tbody tr`, (trs) => trs.length);
  expect(rowsBefore).toBeGreaterThan(0);

  await page.click('[data-testid="service-card-new-field"]');
  await page.click('[data-testid="service-card-new-field"] .menu .item:has-text("服务类型")');
  expect(await page.inputValue('[data-testid="service-card-new-label"] input')).toBe('服务类型');
  await page.click('[data-testid="service-card-add-column"]');
  await page.waitForSelector(`${PREVIEW} th:has-text("服务类型")`);
  await page.waitForSelector('[data-testid="service-card-column-typeName"]');

  // the new column's cells are the demo services' real types
  const api = await apiSignIn(server.url);
  const cards = (await signedPost<CardSummary[]>(server.url, api, CARD_PATHS.list, {})).result;
  const card = cards.find((x) => x.name === '常用服务')!;
  const preview = (await signedPost<{ rows: string[][] }>(server.url, api, CARD_PATHS.preview, { id: card.id })).result;
  const types = await page.$$eval(`${PREVIEW} tbody tr td:nth-child(2)`, (tds) => tds.map((td) => td.textContent));
  expect(types).toEqual(preview.rows.map((r) => r[1]));
  expect(types.some((x) => x)).toBe(true);

  await page.click('[aria-label="上移“服务类型”"]');
  await page.waitForFunction((sel) => document.querySelector(`${sel} thead th`)?.textContent === '服务类型', PREVIEW);
  await screenshot(page, 'i15-cardsConfigNew');
  expect(await page.$('.ui.negative.message')).toBeNull();
  expect(w.foreign()).toEqual([]);
});

test('a new card starts as a draft and names itself; enabling it incomplete is refused and the stored card read again', async () => {
  const { page } = c;
  const paths: string[] = [];
  const heard = (r: Request) => {
    if (r.method() === 'POST') paths.push(new URL(r.url()).pathname);
  };
  page.on('request', heard);
  try {
    await page.click('[data-testid="service-card-add"]');
    await page.waitForSelector('[data-testid="service-card-status"]:has-text("草稿")');
    await page.waitForSelector('.service-card-toolbar h3:has-text("未命名卡片")');
    expect(paths).toContain(CARD_PATHS.getTempId);
    expect(paths).toContain(CARD_PATHS.getCardDetailById);
    expect(paths).not.toContain(CARD_PATHS.cardConfigDetail);
    const detailRead = page.waitForRequest((r) => new URL(r.url()).pathname === CARD_PATHS.cardConfigDetail);
    await page.click('[data-testid="service-card-enable"]');
    await page.waitForSelector('[data-testid="service-card-notice"].negative');
    await detailRead;
    await page.waitForSelector('[data-testid="service-card-status"]:has-text("草稿")');
  } finally {
    page.off('request', heard);
  }
});

test('the designer speaks English through the console’s switch', async () => {
  const { page } = c;
  await page.click('[data-testid="service-card-list"] .item:has-text("校园要闻")');
  await page.click('header button[aria-label^="语言"]');
  await page.waitForSelector(`${PREVIEW}:has-text("Live preview")`);
  await page.waitForSelector('[data-testid="service-card-add-column"]:has-text("Add column")');
  await page.waitForSelector('[data-testid="service-card-status"]:has-text("Enabled")');
  await screenshot(page, 'i15-cardsConfigNew-en');
  await page.click('header button[aria-label^="Language"]');
  await page.waitForSelector(`${PREVIEW}:has-text("实时预览")`);
});
