// Issue 17's small things in Chromium against the real server: the tab's title names the screen
// in the current language; an English browser starts in English; a list being read shows its
// loader, never "0"; the monitors' tables show every column at 1440 px; the photo import on the
// staff list is titled for staff.
import type { Browser, Page } from 'playwright-core';
import { WORKBENCH } from '../../src/shared/protocol/constants';
import { PEOPLE_API_FAMILY } from '../../src/shared/people/api';
import { RunningServer, screenshot, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
let server: RunningServer;
let browser: Browser;
let page: Page;
let project: string;

beforeAll(async () => {
  c = await signedInConsole({ shared: true });
  ({ server, browser, page } = c);
  project = await page.evaluate(async () => ((await (await fetch('/config.json')).json()) as { projectName: string }).projectName);
});
afterAll(async () => {
  await c?.close();
});

/** Waits for the tab's title; a wrong one fails with the title it had. */
async function titleIs(p: Page, title: string) {
  try {
    await p.waitForFunction((t) => document.title === t, title, { timeout: 10_000 });
  } catch {
    expect(await p.evaluate(() => document.title)).toBe(title);
  }
}

test('the title names each screen, follows navigation and the language switch', async () => {
  expect(project.length).toBeGreaterThan(0);
  await page.click('.side-menu a[href="/serviceList"]');
  await titleIs(page, `服务列表 - ${project}`);
  await page.click('.side-menu a[href="/teacherManage"]');
  await titleIs(page, `教职工管理 - ${project}`);
  await page.click('.side-menu a[href="/apiMonitorManage"]');
  await page.waitForFunction((t) => document.title !== t, `教职工管理 - ${project}`, { timeout: 10_000 });
  const monitorsZh = await page.evaluate(() => document.title);
  expect(monitorsZh).not.toBe(`教职工管理 - ${project}`);
  expect(monitorsZh.endsWith(` - ${project}`)).toBe(true);

  await page.click('header button[aria-label^="语言"]');
  await page.waitForSelector('header:has-text("Sign out")');
  await page.waitForFunction((t) => document.title !== t, monitorsZh, { timeout: 10_000 });
  const monitorsEn = await page.evaluate(() => document.title);
  expect(monitorsEn).not.toBe(monitorsZh);
  expect(monitorsEn).not.toMatch(/[\u4e00-\u9fff](?=.* - )/);
  await page.click('.side-menu a[href="/serviceList"]');
  await titleIs(page, `Service list - ${project}`);
  await page.click('header button[aria-label^="Language"]');
  await titleIs(page, `服务列表 - ${project}`);
});

test('an English browser starts in English (until a choice is stored)', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const en = await context.newPage();
    await en.goto(`${server.url}/login`);
    expect(await en.evaluate(() => navigator.language)).toBe('en-US');
    await en.waitForSelector('form button[type=submit]:has-text("Sign in")');
    expect(await en.evaluate(() => document.documentElement.lang)).toBe('en');
    await titleIs(en, `Sign in - ${project}`);
    await screenshot(en, 'small-01-english-browser');
  } finally {
    await context.close();
  }
});

test('a list being read shows its loader, not 暂无数据 nor 共 0 人', async () => {
  const listPath = `${WORKBENCH}/${PEOPLE_API_FAMILY.TEACHER}/list/role`;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${listPath}*`, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await page.click('.side-menu a[href="/userManage"]');
    await page.click('.side-menu a[href="/teacherManage"]');
    // the loader shows after its 500 ms delay, while the answer is held
    await page.waitForFunction(() => {
      const loader = document.querySelector('[data-testid="paged-table-loader"]');
      return loader !== null && getComputedStyle(loader).opacity === '1';
    });
    expect(await page.locator('[data-testid="paged-table-empty"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="people-total"]')).not.toMatch(/\b0\b/);
    expect(await page.textContent('[data-testid="pager-total"]')).not.toMatch(/\b0\b/);
    await screenshot(page, 'small-02-list-loading');
  } finally {
    release();
    await page.unroute(`**${listPath}*`);
  }
  await page.waitForSelector('[data-testid^="people-row-"]');
  await page.waitForSelector('[data-testid="paged-table-loader"]', { state: 'detached' });
  expect(await page.textContent('[data-testid="people-total"]')).toMatch(/共 [1-9]\d* 人/);
});

test('the photo import on the staff list is titled for staff', async () => {
  await page.waitForSelector('[data-testid="people-screen-TEACHER"]');
  await page.click('[data-testid="photo-import-open"]');
  const dialog = page.locator('[data-testid="photo-import-dialog"]');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('导入教职工数据');
  expect(await dialog.textContent()).not.toContain('导入学生数据');
  await screenshot(page, 'small-03-staff-photo-import');
  await page.click('[data-testid="photo-import-cancel"]');
  await dialog.waitFor({ state: 'detached' });
});

/** Every paged table on the page: its last header cell's right edge against the table's visible box. */
const lastColumnsCut = (p: Page) =>
  p.$$eval('[data-testid="paged-table"] .paged-table-body', (bodies) =>
    bodies.map((body) => {
      const box = body.getBoundingClientRect();
      const cells = body.querySelectorAll('thead th');
      const last = cells[cells.length - 1].getBoundingClientRect();
      return { lastRight: Math.round(last.right), boxRight: Math.round(Math.min(box.right, document.documentElement.clientWidth)) };
    }),
  );

test('at 1440 px the monitors and their APIs show every column whole', async () => {
  expect(page.viewportSize()?.width).toBe(1440);
  await page.click('.side-menu a[href="/apiMonitorManage"]');
  const first = page.locator('[data-testid^="monitor-open-"]').first();
  await first.waitFor();
  await first.click();
  await page.waitForSelector('[data-testid="monitor-apis"] [data-testid="paged-table"] tbody tr');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="paged-table-loader"]').length === 0);
  await screenshot(page, 'small-04-monitors-1440');
  const tables = await lastColumnsCut(page);
  expect(tables).toHaveLength(2);
  for (const t of tables) expect(t.lastRight).toBeLessThanOrEqual(t.boxRight);
});

test('the monitors opened first (no people screen before) name every advanced-search operator in words', async () => {
  // a page load straight onto the monitors: only their chunk's catalogues are there
  await page.goto(`${server.url}/apiMonitorManage`);
  const first = page.locator('[data-testid^="monitor-open-"]').first();
  await first.waitFor();
  await first.click();
  await page.locator('[data-testid^="monitor-add-"]').first().click();
  await page.click('[data-testid="monitor-api-advanced"]');
  await page.click('[data-testid="monitor-advanced-row-0-operator"]');
  const options = await page.locator('[data-testid="monitor-advanced-row-0-operator"] .menu .item').allTextContents();
  expect(options).toEqual(expect.arrayContaining(['包含', '等于 (=)', '不等于 (!=)', '大于等于 (>=)', '为空值']));
  for (const o of options) expect(o).not.toMatch(/[a-z]+\.[a-z]/i);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
});
