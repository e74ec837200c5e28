// Issue 6 in Chromium against the real server: an administrator selects every student of a
// faculty across pages, unticks three, adds the rest to a role, and the role grows by the total
// minus three; the empty-selection and class-limit messages show; quick authorization ticks follow
// their rules and are there again when the dialog is reopened.
import type { Page } from 'playwright-core';
import { screenshot, signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(180_000);

let signedIn: SignedInConsole;
let page: Page;

beforeAll(async () => {
  signedIn = await signedInConsole();
  page = signedIn.page;
});
afterAll(() => signedIn?.close());

const numberIn = async (selector: string, attribute?: string) => {
  const el = page.locator(selector).first();
  const text = attribute ? await el.getAttribute(attribute) : await el.textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
};

test('select all students of a faculty across pages, untick three, add the rest to a role', async () => {
  await page.click('.side-menu a[href="/roleMemberManage"]');
  const group = page.locator('[data-testid^="member-group-open-"]').first();
  await group.waitFor();
  const groupId = (await group.getAttribute('data-testid'))!.replace('member-group-open-', '');
  await group.click();
  await page.waitForSelector('[data-testid="member-panel"]');
  const before = await numberIn(`[data-testid="member-group-count-${groupId}"]`);

  await page.click('[data-testid="member-add-STUDENT"]');
  await page.waitForSelector('[data-testid="member-picker"] [data-testid^="member-picker-row-"]');
  await page.click('[data-testid="member-picker-confirm"]');
  expect(await page.textContent('[data-testid="member-picker-message"]')).toContain('请选择数据');

  // a faculty: the first unit under the first campus
  await page.click('[data-testid="member-picker-filter-orgUnitId"]');
  await page.click('[data-testid="member-picker-filter-orgUnitId"] .menu .item:nth-child(3)');
  await page.click('[data-testid="member-picker-search"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="member-picker"] .loading'));
  await page.waitForTimeout(300);
  const total = await numberIn('[data-testid="member-picker-total"]');
  expect(total).toBeGreaterThan(10);

  await page.click('[data-testid="member-picker-select-all"]');
  await page.waitForFunction((n) => document.querySelector('[data-testid="member-picker-count"]')?.getAttribute('data-count') === String(n), total);
  const rows = page.locator('[data-testid^="member-picker-row-"]');
  await rows.nth(0).click();
  await rows.nth(1).click();
  await page.click('[data-testid="member-picker-next"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="member-picker-page-2"]')?.className.includes('active'));
  await page.locator('[data-testid^="member-picker-row-"]').nth(0).click();
  await page.waitForFunction((n) => document.querySelector('[data-testid="member-picker-count"]')?.getAttribute('data-count') === String(n - 3), total);
  await screenshot(page, 'members-01-select-all-minus-three');
  await page.click('[data-testid="member-picker-confirm"]');
  await page.waitForSelector('[data-testid="member-picker"]', { state: 'detached' });
  await page.waitForFunction(
    ([id, n]) => Number(/\d+/.exec(document.querySelector(`[data-testid="member-group-count-${id}"]`)?.textContent ?? '')?.[0]) === n,
    [groupId, before + total - 3] as const,
  );
  await screenshot(page, 'members-02-role-grew');
});

test('more than twenty classes are refused', async () => {
  await page.click('[data-testid="member-add-CLASS"]');
  await page.waitForSelector('[data-testid="member-picker"] [data-testid^="member-picker-row-"]');
  expect(await numberIn('[data-testid="member-picker-total"]')).toBeGreaterThan(20);
  await page.click('[data-testid="member-picker-select-all"]');
  await page.click('[data-testid="member-picker-confirm"]');
  await page.waitForSelector('[data-testid="member-picker-message"]');
  expect(await page.textContent('[data-testid="member-picker-message"]')).toContain('最多选择二十个班级');
  await screenshot(page, 'members-03-class-limit');
  await page.click('[data-testid="member-picker-cancel"]');
  await page.waitForSelector('[data-testid="member-picker"]', { state: 'detached' });
});

test('quick authorization: ticks follow their rules and persist', async () => {
  await page.click('.side-menu a[href="/dataDirectory"]');
  await page.waitForSelector('[data-testid="directory-screen"]');
  // a table: enter directories until one shows
  for (let depth = 0; depth < 4 && (await page.locator('[data-testid^="quick-auth-file-"]').count()) === 0; depth += 1) {
    await page.locator('[data-testid^="quick-auth-dir-"]').first().click();
    await page.waitForTimeout(500);
  }
  const file = page.locator('[data-testid^="quick-auth-file-"]').first();
  const fileId = (await file.getAttribute('data-testid'))!.replace('quick-auth-file-', '');
  await page.click(`[data-testid="quick-auth-open-${fileId}"]`);
  await page.waitForSelector('[data-testid="quick-auth-dialog"] [data-testid^="quick-auth-user-"]');
  const user = (await page.locator('[data-testid^="quick-auth-user-"]').first().getAttribute('data-testid'))!.replace('quick-auth-user-', '');
  const checked = (tick: string) => page.locator(`[data-testid="quick-auth-${tick}-${user}"]`).evaluate((el) => el.classList.contains('checked'));
  const click = (tick: string) => page.click(`[data-testid="quick-auth-${tick}-${user}"]`);
  // start from nothing ticked
  if (await checked('look')) await click('look');
  expect([await checked('look'), await checked('data'), await checked('table')]).toEqual([false, false, false]);
  await click('table');
  expect([await checked('look'), await checked('data'), await checked('table')]).toEqual([true, true, true]);
  await click('look');
  expect([await checked('look'), await checked('data'), await checked('table')]).toEqual([false, false, false]);
  await click('data');
  expect([await checked('look'), await checked('data'), await checked('table')]).toEqual([true, true, false]);
  await screenshot(page, 'members-04-quick-auth');
  await page.click('[data-testid="quick-auth-save"]');
  await page.waitForSelector('[data-testid="quick-auth-dialog"]', { state: 'detached' });

  await page.click(`[data-testid="quick-auth-open-${fileId}"]`);
  await page.waitForSelector(`[data-testid="quick-auth-user-${user}"]`);
  expect([await checked('look'), await checked('data'), await checked('table')]).toEqual([true, true, false]);
  await page.click('[data-testid="quick-auth-cancel"]');
  await page.waitForSelector('[data-testid="quick-auth-dialog"]', { state: 'detached' });
});
