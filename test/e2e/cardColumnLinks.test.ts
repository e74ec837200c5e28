// Issue 31 on the wire, against the real server and build. /cardsConfigNew loads a column's option
// lists through the documented cardcolumnconfig calls (getRoleListClass, getFlowType,
// getBusTypeName, getParamTypeList, getServiceList) and searches its owner through
// cardcolumnconfig/teacher/dropList; the ties saved are stored. Opening a card reads its parts
// through their documented calls (getCardDetailById, cardcolumnconfig/list,
// queryServiceCardConfigDetail, getAssociationCardConfig, the API's getRequestParamByDataSource and
// getReturnParamByDataSource), not cardConfigDetail; the ties dialog reads cardcolumnconfig/detail;
// saving associations reads them again alone. /cardsConfig asks
// /api/blade-brick/ospApplicationCardConfig/checkReuse before saving and refuses a taken code
// beside its field, saving nothing.
import type { Request } from 'playwright-core';
import { apiSignIn, signedPost } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { screenshot, SignedInConsole, signedInConsole } from './harness';
import { CARD_PATHS, CardDetail, CardSummary } from '../../src/shared/serviceCards/api';
import type { TeacherOption } from '../../src/shared/serviceCards/columnLinks';
import { unwrap } from '../../src/shared/protocol/codec';
import { APP_CARD_CHECK_REUSE_PATH } from '../../src/shared/resources/appCards/definition';

jest.setTimeout(240_000);

let c: SignedInConsole;
const posted: { url: string; body: string }[] = [];
const heard = (r: Request) => {
  if (r.method() === 'POST') posted.push({ url: new URL(r.url()).pathname, body: r.postData() ?? '' });
};
beforeAll(async () => {
  c = await signedInConsole();
  c.page.on('request', heard);
});
afterAll(() => c?.close());

const sent = (path: string) => posted.some((p) => p.url === path);
/** the body the page sent to `path` first, as the request layer wrapped it (src/shared/protocol/codec.ts) */
const bodyOf = (path: string) => unwrap<Record<string, unknown>>((JSON.parse(posted.find((p) => p.url === path)!.body) as { data: string }).data);

test('/cardsConfigNew: the option lists and the owner search go through the documented calls; the ties are stored', async () => {
  const { page, server, w } = c;
  const api = await apiSignIn(server.url);
  const cards = (await signedPost<CardSummary[]>(server.url, api, CARD_PATHS.list, {})).result;
  const card = cards.find((x) => x.columnCount > 0 && x.name !== '常用服务')!;
  const teacher = (await signedPost<{ data: TeacherOption[] }>(server.url, api, CARD_PATHS.teacherDropList, { pageIndex: 1, pageSize: 40 })).result.data[3];

  await page.goto(`${server.url}/cardsConfigNew`);
  for (const path of [CARD_PATHS.getRoleListClass, CARD_PATHS.getFlowType, CARD_PATHS.getBusTypeName, CARD_PATHS.getParamTypeList, CARD_PATHS.getServiceList])
    await waitSent(path);
  await page.click(`[data-testid="service-card-list"] .item:has-text("${card.name}")`);
  const first = (await signedPost<CardDetail>(server.url, api, CARD_PATHS.cardConfigDetail, { id: card.id })).result.columns[0];
  await page.click(`[data-testid="service-card-column-${first.id}-links"]`);
  await page.waitForSelector('[data-testid="service-card-links"]');
  await waitSent(CARD_PATHS.teacherDropList);

  await page.click('[data-testid="service-card-link-flow"]');
  await page.click('[data-testid="service-card-link-flow"] .menu .item >> nth=0');
  await page.click('[data-testid="service-card-link-roles"]');
  await page.click('[data-testid="service-card-link-roles"] .menu .item >> nth=0');
  // the owner: typed, searched on the server, picked
  const searchesBefore = posted.filter((p) => p.url === CARD_PATHS.teacherDropList).length;
  await page.fill('[data-testid="service-card-link-owner"] input.search', teacher.name);
  await waitFor(() => posted.filter((p) => p.url === CARD_PATHS.teacherDropList).length > searchesBefore);
  await page.click(`[data-testid="service-card-link-owner"] .menu .item:has-text("${teacher.name}")`);
  await screenshot(page, 'i31-cardsConfigNew-ties');
  await expectNoSeriousA11yViolations(page, {
    include: ['[data-testid="service-card-links"]', '[data-testid="service-card-columns"]'],
    label: 'the ties dialog',
  });
  await page.click('[data-testid="service-card-links-save"]');
  await page.waitForSelector('[data-testid="service-card-links"]', { state: 'detached' });
  await page.waitForSelector(`[data-testid="service-card-column-${first.id}-links"]:has-text("1 个角色可见")`);

  const after = (await signedPost<CardDetail>(server.url, api, CARD_PATHS.cardConfigDetail, { id: card.id })).result.columns.find((x) => x.id === first.id)!;
  expect(after.roleIds).toHaveLength(1);
  expect(after.flowKey).toBeTruthy();
  expect(after.ownerName).toBe(teacher.name);
  expect(sent(CARD_PATHS.columnSubmit)).toBe(true);
  expect(await page.$('.ui.negative.message')).toBeNull();
  expect(w.foreign()).toEqual([]);
});

test('/cardsConfigNew: opening a card, its ties and its associations read through the seven documented calls', async () => {
  const { page, server, w } = c;
  const api = await apiSignIn(server.url);
  const cards = (await signedPost<CardSummary[]>(server.url, api, CARD_PATHS.list, {})).result;
  const card = cards.find((x) => x.columnCount > 0 && x.apiKey !== null && x.name !== '常用服务')!;
  const linked = (await signedPost<CardSummary[]>(server.url, api, CARD_PATHS.queryServiceCardConfigDetail, { id: card.id })).result.map((x) => x.id);
  const other = cards.find((x) => x.id !== card.id && !linked.includes(x.id))!;
  await page.goto(`${server.url}/cardsConfigNew`);
  await page.waitForSelector(`[data-testid="service-card-list"] .item:has-text("${card.name}")`);
  posted.length = 0;
  await page.click(`[data-testid="service-card-list"] .item:has-text("${card.name}")`);
  const opening = [
    CARD_PATHS.getCardDetailById,
    CARD_PATHS.columnList,
    CARD_PATHS.queryServiceCardConfigDetail,
    CARD_PATHS.getAssociationCardConfig,
    CARD_PATHS.getRequestParamByDataSource,
    CARD_PATHS.getReturnParamByDataSource,
  ];
  for (const path of opening) await waitSent(path);
  // each part once, and not the whole card again
  for (const path of [CARD_PATHS.getCardDetailById, CARD_PATHS.columnList, CARD_PATHS.queryServiceCardConfigDetail])
    expect(posted.filter((p) => p.url === path)).toHaveLength(1);
  expect(sent(CARD_PATHS.cardConfigDetail)).toBe(false);
  expect(bodyOf(CARD_PATHS.columnList)).toMatchObject({ cardId: card.id });
  expect(bodyOf(CARD_PATHS.getRequestParamByDataSource)).toMatchObject({ dataSource: card.dataSource, apiKey: card.apiKey });
  await page.waitForSelector('[data-testid="service-card-leading"]');
  // the API's params as the two ByDataSource calls answered them
  await page.waitForSelector('[data-testid="service-card-request-params"]');
  await page.waitForSelector('[data-testid="service-card-return-params"]');

  // the ties dialog: filled from the column as stored
  const columns = (await signedPost<{ id: number }[]>(server.url, api, CARD_PATHS.columnList, { cardId: card.id })).result;
  await page.click(`[data-testid="service-card-column-${columns[0].id}-links"]`);
  await page.waitForSelector('[data-testid="service-card-links"]');
  expect(bodyOf(CARD_PATHS.columnDetail)).toMatchObject({ id: columns[0].id });
  await page.click('[data-testid="service-card-links"] button:has-text("取消")');
  await page.waitForSelector('[data-testid="service-card-links"]', { state: 'detached' });

  // the associations saved: read again alone, through queryServiceCardConfigDetail
  posted.length = 0;
  await page.click('[data-testid="service-card-associations"] .ui.dropdown');
  await page.click(`[data-testid="service-card-associations"] .menu .item:has-text("${other.name}")`);
  await page.keyboard.press('Escape');
  await page.click('[data-testid="service-card-save-associations"]');
  await waitSent(CARD_PATHS.associationSubmit);
  await waitSent(CARD_PATHS.queryServiceCardConfigDetail);
  expect(sent(CARD_PATHS.getCardDetailById) || sent(CARD_PATHS.columnList) || sent(CARD_PATHS.cardConfigDetail)).toBe(false);
  // the other card now names this one among the cards leading to it
  const leading = (await signedPost<CardSummary[]>(server.url, api, CARD_PATHS.getAssociationCardConfig, { id: other.id })).result;
  expect(leading.map((x) => x.id)).toContain(card.id);
  await page.click(`[data-testid="service-card-list"] .item:has-text("${other.name}")`);
  await page.waitForSelector(`[data-testid="service-card-leading"] .label:has-text("${card.name}")`);
  await page.locator('[data-testid="service-card-leading"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'i31-cardsConfigNew-reads');
  expect(await page.$('.ui.negative.message')).toBeNull();
  expect(w.foreign()).toEqual([]);
});

test('/cardsConfig: a taken code is refused beside its field after checkReuse, and nothing is saved', async () => {
  const { page, server } = c;
  await page.goto(`${server.url}/cardsConfig`);
  await page.click('[data-testid="resource-add"]');
  await page.waitForSelector('[data-testid="resource-form"]');
  await page.fill('#resource-field-cardName', '查重测试卡片');
  await page.fill('#resource-field-cardCode', 'campus-card');
  posted.length = 0;
  await page.click('[data-testid="resource-save"]');
  await page.waitForSelector('[data-testid="resource-form"]:has-text("卡片编码“campus-card”已存在")');
  expect(APP_CARD_CHECK_REUSE_PATH).toBe('/api/blade-brick/ospApplicationCardConfig/checkReuse');
  expect(sent(APP_CARD_CHECK_REUSE_PATH)).toBe(true);
  expect(posted.some((p) => p.url.endsWith('/ospApplicationCardConfig/save'))).toBe(false);
  expect(posted.some((p) => p.url.startsWith('/api/blade-platform/ospApplicationCardConfig'))).toBe(false);
  await screenshot(page, 'i31-cardsConfig-checkReuse');

  // a free code: checked, then saved under /api/blade-brick
  await page.fill('#resource-field-cardCode', 'e2e-reuse-free');
  await page.click('[data-testid="resource-save"]');
  await page.waitForSelector('[data-testid="resource-form"]', { state: 'detached' });
  expect(sent('/api/blade-brick/ospApplicationCardConfig/save')).toBe(true);
});

/** waits until the page has posted to `path` (the listener records every POST) */
async function waitSent(path: string) {
  await waitFor(() => sent(path));
}
async function waitFor(done: () => boolean) {
  for (;;) {
    if (done()) return;
    await c.page.waitForEvent('requestfinished');
  }
}
