// The settings screens speak as the documents name their calls (issue 31), seen on the wire in
// Debian's Chromium against the real server: each screen loads by its documented detail (GET
// where documented) and saves by its documented save; the robot's scenes are listed and switched
// through questionScene/*, the alumni moments' titles added, renamed and removed and their tiles
// listed through appconfiguration/*, the bottom links checked through checkLinks and the access
// ways offered from getAccessWayList.
import type { Page, Request } from 'playwright-core';
import { screenshot, signedInConsole, SignedInConsole } from './harness';
import { documentByKey, documentCallOf } from '../../src/shared/documents';

jest.setTimeout(240_000);

let c: SignedInConsole;
let page: Page;
/** every API request the page made: "METHOD /path" (no query) */
const wire: string[] = [];

const sel = (id: string) => `[data-testid="${id}"]`;
const B = '/api/blade-platform';

beforeAll(async () => {
  c = await signedInConsole();
  page = c.page;
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) wire.push(`${r.method()} ${url.pathname}`);
  });
});
afterAll(() => c?.close());

/** Does `act` and waits for the page to ask `call` ("METHOD /path") and for its answer. */
async function asks(call: string, act: () => Promise<void>): Promise<void> {
  const [method, path] = call.split(' ');
  const answered = page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);
  await act();
  await answered;
}

async function openScreen(route: string): Promise<string[]> {
  const from = wire.length;
  await page.goto(`${c.server.url}${route}`);
  await page.waitForSelector(sel('doc-state'));
  await page.waitForSelector('[data-testid^="doc-history-row-"]');
  return wire.slice(from);
}

// route, document key, the documented detail and save (document 000 / 002 §7), a text field and a value to save
const SCREENS: Array<[route: string, key: string, detail: string, save: string | null, field: string, value: string]> = [
  ['/AppPersonalCenter', 'appPersonalLayout', `${B}/platformappspersonalconfig/detail`, `${B}/platformappspersonalconfig/save`, 'pageTitle', '我的校园'],
  ['/APPAbnormalCondition', 'appException', `${B}/platformappsexceptionconfig/detail`, `${B}/platformappsexceptionconfig/save`, 'supportPhone', '010-62750000'],
  [
    '/LoginInAdvanceShowConfig',
    'preLoginPage',
    `${B}/platformPreLoginPageShoConfig/detail`,
    `${B}/platformPreLoginPageShoConfig/submit`,
    'welcomeText',
    '欢迎来到示范大学',
  ],
  [
    '/LoginInAdvanceBottomInformation',
    'preLoginBottom',
    `${B}/platformPrepareLoginButtomConfig/detail`,
    `${B}/platformPrepareLoginButtomConfig/submit`,
    'address',
    '北京市海淀区示范路 1 号',
  ],
  ['/AlumniOpen', 'alumniMoments', `${B}/appconfiguration/getAlumniMomentsConfig`, `${B}/appconfiguration/saveAlumniMomentConfig`, 'maxImagesPerPost', '6'],
  // the appearance has a documented detail only (its method is the definition's); its save stays generic
  ['/appearanceConfig', 'appearance', `${B}/platformapplyguiselogo/detail`, null, 'footerText', '示范大学 版权所有'],
];

describe.each(SCREENS)('%s', (route, key, detail, save, field, value) => {
  test('loads by its documented detail and saves by its documented save', async () => {
    const def = documentByKey(key)!;
    const detailCall = documentCallOf(def, 'detail');
    expect(detailCall.path).toBe(detail);
    const loaded = await openScreen(route);
    expect(loaded).toContain(`${detailCall.method} ${detail}`);
    expect(loaded).not.toContain(`POST /api/config/${key}/detail`);
    if (['/LoginInAdvanceShowConfig', '/LoginInAdvanceBottomInformation', '/AlumniOpen'].includes(route)) expect(detailCall.method).toBe('GET');

    const from = wire.length;
    await page.fill(`#resource-field-${field}`, value);
    await asks(save ? `POST ${save}` : `POST /api/config/${key}/save`, () => page.click(sel('doc-save-draft')));
    if (save) expect(wire.slice(from)).not.toContain(`POST /api/config/${key}/save`);
    await page.waitForSelector(`${sel('doc-state')}:has-text("草稿")`);
    await screenshot(page, `i31-${key}-saved`);
  });
});

test('/LoginInAdvanceShowConfig offers the access ways getAccessWayList answers', async () => {
  const loaded = await openScreen('/LoginInAdvanceShowConfig');
  expect(loaded).toContain(`GET ${B}/platformPreLoginPageShoConfig/getAccessWayList`);
  await page.click(`${sel('field-accessWays')} input.search`);
  await page.waitForSelector(`${sel('field-accessWays')} .menu .item:has-text("钉钉登录")`);
  await screenshot(page, 'i31-preLoginPage-accessWays');
  await page.keyboard.press('Escape');
});

test('/LoginInAdvanceBottomInformation checks its links through checkLinks, each with its result', async () => {
  await openScreen('/LoginInAdvanceBottomInformation');
  await asks(`POST ${B}/platformPrepareLoginButtomConfig/checkLinks`, () => page.click(sel('doc-panel-check-links')));
  await page.waitForSelector(sel('doc-panel-links-summary'));
  await page.waitForSelector('[data-testid="doc-panel-link-0"]');
  await page.locator(sel('doc-panel-links')).scrollIntoViewIfNeeded();
  await screenshot(page, 'i31-preLoginBottom-checkLinks');
});

test('/robotBasicInfo lists its scenes by questionScene/list and switches one by questionScene/update', async () => {
  const loaded = await openScreen('/robotBasicInfo');
  expect(loaded).toContain(`GET ${B}/questionScene/list`);
  const toggle = `${sel('doc-panel-scene-switch-career')}`;
  await page.waitForSelector(toggle);
  const wasOn = await page.isChecked(`${toggle} input`);
  const from = wire.length;
  // the list is read again once the new version is the form's base
  const listedAgain = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `${B}/questionScene/list`);
  await asks(`POST ${B}/questionScene/update`, () => page.click(toggle));
  await listedAgain;
  expect(wire.slice(from)).not.toContain('POST /api/config/robotBasicInfo/save');
  await page.waitForFunction(([s, on]) => (document.querySelector(`${s} input`) as HTMLInputElement | null)?.checked === on, [toggle, !wasOn] as const);
  await page.locator(sel('doc-panel-scenes')).scrollIntoViewIfNeeded();
  await screenshot(page, 'i31-robot-scenes');
});

test('/AlumniOpen lists its tiles and adds, renames and removes a title through appconfiguration/*', async () => {
  const loaded = await openScreen('/AlumniOpen');
  expect(loaded).toContain(`GET ${B}/appconfiguration/AlumniMomentTile/list`);
  await page.waitForSelector(sel('doc-panel-tile-0'));

  await page.fill(`${sel('doc-panel-title-new')} input`, '毕业季');
  await asks(`POST ${B}/appconfiguration/AlumniMomentTitle/add`, () => page.click(sel('doc-panel-title-add')));
  const row = page.locator('[data-testid^="doc-panel-title-name-"] input[value="毕业季"]');
  await row.waitFor();
  const index = Number(((await row.locator('xpath=ancestor::tr').getAttribute('data-testid')) ?? '').split('-').pop());

  await page.fill(`${sel(`doc-panel-title-name-${index}`)} input`, '毕业季专题');
  await asks(`POST ${B}/appconfiguration/AlumniMomentTitle/update`, () => page.click(sel(`doc-panel-title-rename-${index}`)));
  await page.waitForSelector('[data-testid^="doc-panel-title-name-"] input[value="毕业季专题"]');
  await page.locator(sel('doc-panel-titles')).scrollIntoViewIfNeeded();
  await screenshot(page, 'i31-alumni-titles');

  const from = wire.length;
  await asks(`POST ${B}/appconfiguration/AlumniMomentTitle/remove`, () => page.click(sel(`doc-panel-title-remove-${index}`)));
  await page.waitForFunction(() => !document.querySelector('[data-testid^="doc-panel-title-name-"] input[value="毕业季专题"]'));
  expect(wire.slice(from)).not.toContain('POST /api/config/alumniMoments/save');
});
