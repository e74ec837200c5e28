// The console in Debian's Chromium against the real server: sign in, shield words end to end
// (add, edit, remove, validation), a not-built screen, language switch, lock and unlock, sign
// out — and no request leaves the server while the console loads.
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, openPage, RunningServer, screenshot, signIn, startServer, WatchedPage } from './harness';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;
let w: WatchedPage;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  w = await openPage(browser, server.url);
  page = w.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function chooseOption(testId: string, text: string) {
  await page.click(`[data-testid="${testId}"]`);
  await page.click(`[data-testid="${testId}"] .menu .item:has-text("${text}")`);
}

test('the root leads to sign-in; the page loads no web font and no request leaves the server', async () => {
  await page.goto(`${server.url}/`);
  await page.waitForURL('**/login');
  await page.waitForSelector('#login-tenant');
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, '01-login');
  // text in the system's fonts, the form's icons inline (the login page within its 250 KB)
  expect(w.requests.filter((u) => /\.(woff2?|ttf|eot)(\?|$)/.test(u))).toEqual([]);
  expect(w.foreign()).toEqual([]);
});

test('a wrong password is refused with the server message; the demo sign-in lands on /downloadPage', async () => {
  await signIn(page, { ...DEMO, password: 'wrong-password' });
  await page.waitForSelector('.auth-card .message.error:has-text("租户、账号或密码错误")');
  await signIn(page);
  await page.waitForURL('**/downloadPage');
  await page.waitForSelector('.side-menu');
  await screenshot(page, '02-landing');
  // the console's icons come from the icon font this server bundles
  await page.evaluate(() => document.fonts.ready);
  expect(w.requests.some((u) => u.startsWith(server.url) && /\/icons\.[0-9a-f]+\.woff2$/.test(u))).toBe(true);
  expect(w.foreign()).toEqual([]);
});

test('shield words: list, validation, add, edit and remove against the server', async () => {
  await page.click('.side-menu a[href="/sensitiveWordManage"]');
  await page.waitForURL('**/sensitiveWordManage');
  await page.waitForSelector('[data-testid^="row-edit-"]');
  await screenshot(page, '03-shield-words');

  await page.click('[data-testid="resource-add"]');
  await page.waitForSelector('[data-testid="resource-form"]');
  await page.click('[data-testid="resource-save"]');
  await page.waitForSelector('[data-testid="error-word"]:has-text("敏感词不能为空")');
  await screenshot(page, '04-shield-word-validation');

  const word = `浏览器测试词${Date.now() % 100000}`;
  await page.fill('[data-testid="field-word"]', word);
  await chooseOption('field-actionType', '评论');
  await chooseOption('field-mechanismId', '替换为***');
  await page.click('[data-testid="resource-save"]');
  await page.waitForSelector('[data-testid="resource-form"]', { state: 'detached' });
  const row = page.locator(`tr:has-text("${word}")`);
  await row.waitFor();
  await screenshot(page, '05-shield-word-added');

  // A duplicate is refused by the server with a field error.
  await page.click('[data-testid="resource-add"]');
  await page.fill('[data-testid="field-word"]', word);
  await chooseOption('field-actionType', '评论');
  await chooseOption('field-mechanismId', '替换为***');
  await page.click('[data-testid="resource-save"]');
  await page.waitForSelector(`[data-testid="error-word"]:has-text("已存在")`);
  await page.click('[data-testid="resource-cancel"]');

  const id =
    (await row.getAttribute('data-testid'))?.replace('row-', '') ??
    (await row.locator('[data-testid^="row-edit-"]').getAttribute('data-testid'))!.replace('row-edit-', '');
  await page.click(`[data-testid="row-edit-${id}"]`);
  await page.fill('[data-testid="field-word"]', `${word}改`);
  await page.click('[data-testid="resource-save"]');
  await page.locator(`tr:has-text("${word}改")`).waitFor();

  await page.click(`[data-testid="row-remove-${id}"]`);
  await page.waitForSelector('[data-testid="notice-confirm"]');
  await screenshot(page, '06-shield-word-remove-confirm');
  await page.click('[data-testid="notice-confirm"]');
  await page.locator(`tr:has-text("${word}改")`).waitFor({ state: 'detached' });
});

test('an address outside the menu says the page does not exist', async () => {
  await page.goto(`${server.url}/noScreenForThis`);
  await page.waitForSelector('text=页面不存在');
  await screenshot(page, '07-not-found');
});

test('the language switch turns the console into English and back', async () => {
  await page.click('.sensitive-word-link, .side-menu a[href="/sensitiveWordManage"]');
  await page.waitForSelector('[data-testid^="row-edit-"]');
  await page.click('header button[aria-label^="语言"]');
  await page.waitForSelector('header:has-text("Sign out")');
  await page.waitForSelector('.side-menu:has-text("Sensitive words")');
  await page.waitForSelector('[data-testid="resource-add"]:has-text("Add")');
  await screenshot(page, '08-english');
  await page.click('header button[aria-label^="Language"]');
  await page.waitForSelector('header:has-text("退出登录")');
});

test('lock survives a reload, refuses a wrong password and unlocks with the right one', async () => {
  await page.click('header button:has-text("锁屏")');
  await page.waitForURL('**/lock');
  await page.reload();
  await page.waitForSelector('#lock-password');
  await page.goto(`${server.url}/sensitiveWordManage`);
  await page.waitForURL('**/lock');
  await page.fill('#lock-password', 'not-the-password');
  await page.click('form button[type=submit]');
  await page.waitForSelector('.message.error:has-text("密码错误")');
  await screenshot(page, '09-locked');
  await page.fill('#lock-password', DEMO.password);
  await page.click('form button[type=submit]');
  await page.waitForURL('**/sensitiveWordManage');
});

test('sign-out ends the session: the console goes to /login and stays there', async () => {
  await page.click('header button:has-text("退出登录")');
  await page.waitForURL('**/login');
  await page.goto(`${server.url}/sensitiveWordManage`);
  await page.waitForURL('**/login');
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)));
  expect(stored).toEqual([]);
  await screenshot(page, '10-signed-out');
  expect(w.foreign()).toEqual([]);
});
