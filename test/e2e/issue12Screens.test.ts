// The special screens of issue 12 in Debian's Chromium against the real server: the login page
// following the published notice and appearance, the welcome page's attention cards, the
// download page with its QR code, the phone page's choice for an iPhone and inside WeChat, and
// the robot library's "try it" answering a reworded question; hostile rich text shown inert; the
// collection tools (covert users' overview and clear), related lists (an alumni user's posts) and
// the tabs of /deviceManage.
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, openPage, RunningServer, screenshot, signIn, startServer } from './harness';
import { apiSignIn, signedPost } from './api';
import { documentPath, DocumentState } from '../../src/shared/documents';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let page: Page;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = (await openPage(browser, server.url)).page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the login page shows the published notice and platform name, not the newer draft', async () => {
  await page.goto(`${server.url}/login?tenant=${DEMO.tenant}`);
  // the seed publishes "欢迎使用校园服务平台" and keeps "系统维护通知" as a newer draft
  await page.waitForSelector('[data-testid="login-notice"]:has-text("欢迎使用校园服务平台")');
  expect(await page.textContent('[data-testid="login-notice"]')).not.toContain('系统维护通知');
  // the published appearance names the platform (the runtime config's name is 校园服务平台管理后台)
  await page.waitForSelector('.auth-card >> text=示范大学校园服务平台');
  await screenshot(page, 'i12-login-notice');
});

test('the welcome page lists what needs attention, each with its link', async () => {
  await signIn(page);
  await page.waitForSelector('.side-menu');
  await page.goto(`${server.url}/wel/index`);
  await page.waitForSelector('[data-testid="attention-panel"]');
  await page.waitForSelector('[data-testid="attention-servicesOffShelf"]');
  expect(await page.getAttribute('[data-testid="attention-link-servicesOffShelf"]', 'href')).toBe('/serviceList?shelfStatus=0');
  await screenshot(page, 'i12-welcome');
  // 前往处理 opens the list filtered to the services off the shelf
  await page.click('[data-testid="attention-link-servicesOffShelf"]');
  await page.waitForSelector('[data-testid="filter-shelfStatus"]:has-text("已下架")');
  await page.waitForSelector('[data-testid^="row-"]');
  await screenshot(page, 'i29-services-off-shelf');
});

test("the download page shows each platform's latest version and the phone page as a QR code", async () => {
  await page.goto(`${server.url}/downloadPage`);
  await page.waitForSelector('[data-testid="download-platform-android"]');
  await page.waitForSelector('[data-testid="download-qr"] path');
  // demo data: 3.3.0 is not published, so 3.2.0 is the latest
  expect(await page.textContent('[data-testid="download-platform-android"]')).toContain('3.2.0');
  await screenshot(page, 'i12-download');
});

test('the phone page offers an iPhone the App Store and tells WeChat to open a browser, without a session', async () => {
  for (const [ua, expectWhat] of [
    [IPHONE, 'ios'],
    [WECHAT, 'wechat'],
  ] as const) {
    const context = await browser.newContext({ userAgent: ua, viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const phone = await context.newPage();
    await phone.goto(`${server.url}/downloadMiddlePage?tenant=${DEMO.tenant}`);
    if (expectWhat === 'ios') {
      await phone.waitForSelector('[data-testid="middle-offer"][data-platform="ios"]');
      expect(await phone.getAttribute('[data-testid="middle-download"]', 'href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    } else {
      await phone.waitForSelector('[data-testid="middle-open-in-browser"]');
    }
    await screenshot(phone, `i12-middle-${expectWhat}`);
    await context.close();
  }
});

test('the robot library answers a reworded question from the library', async () => {
  await page.goto(`${server.url}/robotFAQLibrary`);
  await page.waitForSelector('[data-testid^="robot-question-row-"]');
  await page.fill('[data-testid="robot-try-input"]', '饭卡丢了怎么办');
  await page.click('[data-testid="robot-try-submit"]');
  await page.waitForSelector('[data-testid="robot-try-candidate-1"]');
  const answer = await page.textContent('[data-testid="robot-try-answer"]');
  expect(answer).toMatch(/挂失/);
  await screenshot(page, 'i12-robot-try');
});

test('rich text with script, an event handler and a javascript: link is stored clean and shown inert on the login page', async () => {
  const session = await apiSignIn(server.url);
  const detail = await signedPost<DocumentState>(server.url, session, documentPath('loginPrompt', 'detail'), {});
  expect(detail.status).toBe(1000);
  const hostile =
    '<p>安全检查<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
    '<a data-testid="hostile-link" href="javascript:window.__pwned=3">点此</a><b onclick="window.__pwned=4">粗体</b></p>';
  const saved = await signedPost<DocumentState>(server.url, session, documentPath('loginPrompt', 'save'), {
    baseVersion: detail.result.version,
    content: { ...detail.result.content, enabled: true, title: '安全检查', content: hostile, startDate: null, endDate: null },
    publish: true,
  });
  expect(saved.status).toBe(1000);
  // stored clean: what the server keeps has no script, no handler, no javascript: address
  const stored = String(saved.result.content.content);
  expect(stored).toContain('安全检查');
  expect(stored).not.toMatch(/<script|onerror|onclick|javascript:/i);

  const fresh = await browser.newPage();
  await fresh.goto(`${server.url}/login?tenant=${DEMO.tenant}`);
  const notice = fresh.locator('[data-testid="login-notice"]');
  await notice.locator('text=粗体').waitFor();
  const html = await notice.innerHTML();
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  await notice.locator('text=粗体').click();
  await notice
    .locator('text=点此')
    .click()
    .catch(() => undefined);
  expect(await fresh.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await screenshot(fresh, 'i12-login-notice-inert');
  await fresh.close();
});

test('covert users: the overview counts per identity, and clear all asks first, then empties the list', async () => {
  await page.goto(`${server.url}/contactsMannage`);
  await page.waitForSelector('tr[data-testid^="row-"]');
  const rows = await page.$$eval('tr[data-testid^="row-"]', (els) => els.length);
  await page.click('[data-testid="tool-overview"]');
  await page.waitForSelector('[data-testid="summary-overview"]');
  const total = Number(await page.textContent('[data-testid="figure-covertUser.overviewTotal"] .value'));
  expect(total).toBe(rows);
  await screenshot(page, 'i12-covert-overview');
  await page.click('[data-testid="tool-truncate"]');
  await page.waitForSelector('[data-testid="notice-confirm"]');
  await screenshot(page, 'i12-covert-clear-ask');
  await page.click('[data-testid="notice-confirm"]');
  await page.waitForSelector('tr[data-testid^="row-"]', { state: 'detached' });
  await page.waitForSelector(`text=已清空${rows}个隐身用户`);
  expect(await page.isDisabled('[data-testid="tool-truncate"]')).toBe(true);
});

test("alumni users: a user's posts open from the row, newest first", async () => {
  await page.goto(`${server.url}/userManage`);
  await page.waitForSelector('tr[data-testid^="row-"]');
  const button = page.locator('[data-testid^="related-posts-"]').first();
  await button.click();
  await page.waitForSelector('[data-testid="related-dialog-posts"]');
  await page.waitForSelector('[data-testid^="related-row-"], [data-testid="related-none"]');
  await screenshot(page, 'i12-alumni-user-posts');
  await page.click('[data-testid="related-close"]');
  await page.waitForSelector('[data-testid="related-dialog-posts"]', { state: 'detached' });
});

test('device management: login devices and emergency records as tabs, a record opened in detail', async () => {
  await page.goto(`${server.url}/deviceManage`);
  await page.waitForSelector('[data-testid="resource-screen-loginDevices"] tr[data-testid^="row-"]');
  await page.click('[data-testid="resource-tab-emergencyRecords"]');
  await page.waitForSelector('[data-testid="resource-screen-emergencyRecords"] tr[data-testid^="row-"]');
  await page.locator('[data-testid^="detail-"]').first().click();
  await page.waitForSelector('text=同学在排队时晕倒，已呼叫校医。');
  await screenshot(page, 'i12-emergency-detail');
  await page.keyboard.press('Escape');
});
