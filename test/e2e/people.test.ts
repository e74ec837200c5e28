// The people lists and the organisation screen in Debian's Chromium against the real server:
// list, search, detail, the import wizard opened from a list and from the organisation screen.
import type { Page } from 'playwright-core';
import { screenshot, signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(120_000);

let signedIn: SignedInConsole;
let page: Page;

beforeAll(async () => {
  signedIn = await signedInConsole();
  page = signedIn.page;
});
afterAll(() => signedIn?.close());

const total = async () => Number(/\d+/.exec((await page.textContent('[data-testid="people-total"]')) ?? '')?.[0]);

test('students: the list with masked numbers, a name search, reset, and a detail with every field whole', async () => {
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  const all = await total();
  expect(all).toBeGreaterThan(100);
  const firstRow = page.locator('[data-testid^="people-row-"]').first();
  expect(await firstRow.textContent()).toMatch(/\d{6}\*{8}[\dX]{4}/);

  const nameButton = page.locator('[data-testid^="people-detail-"]').first();
  const name = (await nameButton.textContent())!.trim();
  await page.fill('[data-testid="people-filter-name"]', name);
  await page.click('[data-testid="people-search"]');
  await page.waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="people-total"]')?.textContent ?? '')?.[0]) < n, all);
  await screenshot(page, 'people-01-search');
  await page.click('[data-testid="people-reset"]');
  await page.waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="people-total"]')?.textContent ?? '')?.[0]) === n, all);

  await page.locator('[data-testid^="people-detail-"]').first().click();
  const idNumber = page.locator('[data-testid="people-detail-field-idNumber"]');
  await idNumber.waitFor();
  expect(await idNumber.textContent()).toMatch(/^\d{17}[\dX]$/);
  expect(await page.textContent('[data-testid="people-detail-field-orgPath"]')).toMatch(/ \/ .+ \/ .+ \/ .+班$/);
  await screenshot(page, 'people-02-detail');
  await page.click('[data-testid="people-detail-close"]');
  await page.waitForSelector('[data-testid="people-detail-panel"]', { state: 'detached' });
});

test('teachers: a department from the tree narrows the list; the import button opens the wizard', async () => {
  await page.click('.side-menu a[href="/teacherManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  // the staff list's own total, not the 0 shown while it loads after the students' list (read
  // as the total, it made the narrowed list never smaller: the test failed in CI)
  await page.waitForFunction(() => Number(/\d+/.exec(document.querySelector('[data-testid="people-total"]')?.textContent ?? '')?.[0]) > 0);
  const all = await total();
  // the department list has arrived (not busy) before it is opened, and the department shows as
  // chosen (no placeholder) before the search is pressed: on a loaded machine (CI) a choice made
  // while the screen was still settling was once lost, as a person would see and choose again
  const placement = '[data-testid="people-filter-orgUnitId"]';
  await page.waitForSelector(`${placement}[aria-busy="false"]`);
  // choose, search, and see the total drop; on a loaded machine a choice or its search can be
  // lost while the screen settles, so a person's retry (choose and search again) is allowed twice
  const narrowed = (timeout: number) =>
    page
      .waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="people-total"]')?.textContent ?? '')?.[0]) < n, all, { timeout })
      .then(
        () => true,
        () => false,
      );
  let done = false;
  for (let tries = 0; tries < 3 && !done; tries += 1) {
    await page.click(placement);
    await page.click(`${placement} .menu .item:nth-child(3)`);
    await page.waitForFunction((sel) => !document.querySelector(`${sel} > .text.default`), placement, { timeout: 3000 }).catch(() => undefined);
    await page.click('[data-testid="people-search"]');
    done = await narrowed(tries < 2 ? 10_000 : 20_000);
  }
  expect(done).toBe(true);
  await page.click('[data-testid="people-import"]');
  await page.waitForSelector('[data-testid="import-wizard"]');
  await screenshot(page, 'people-03-import-wizard');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="import-wizard"]', { state: 'detached' });
});

test("organisation: the tree, a unit's children with people counts, and the import menu per unit type", async () => {
  await page.click('.side-menu a[href="/organization"]');
  await page.waitForSelector('[data-testid="org-tree"] [data-testid^="org-node-"]');
  const campus = page.locator('[data-testid^="org-row-"]').first();
  await campus.waitFor();
  const campusId = (await campus.getAttribute('data-testid'))!.replace('org-row-', '');
  await page.click(`[data-testid="org-node-${campusId}"]`);
  await page.waitForSelector('[data-testid="org-list-title"]:has-text("的下级单位")');
  expect(Number(await page.locator('[data-testid^="org-people-"]').first().textContent())).toBeGreaterThan(0);
  await page.click('[data-testid="org-import"]');
  await page.click('[data-testid="org-import-4"]');
  await page.waitForSelector('[data-testid="import-wizard"]');
  await screenshot(page, 'people-04-organization-import');
  await page.keyboard.press('Escape');
  expect(signedIn.w.foreign()).toEqual([]);
});
