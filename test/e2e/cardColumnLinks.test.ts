// Issue 31 on the wire, against the real server and build. /cardsConfigNew loads a column's option
// lists through the documented cardcolumnconfig calls (getRoleListClass, getFlowType,
// getBusTypeName, getParamTypeList, getServiceList) and searches its owner through
// cardcolumnconfig/teacher/dropList; the ties saved are stored. /cardsConfig asks
// /api/blade-brick/ospApplicationCardConfig/checkReuse before saving and refuses a taken code
// beside its field, saving nothing.
import type { Request } from 'playwright-core';
import { apiSignIn, signedPost } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { screenshot, SignedInConsole, signedInConsole } from './harness';
import { CARD_PATHS, CardDetail, CardSummary } from '../../src/shared/serviceCards/api';
import type { TeacherOption } from '../../src/shared/serviceCards/columnLinks';
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
