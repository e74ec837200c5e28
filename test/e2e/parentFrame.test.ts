// The demo parent page (static/parent-demo.html) embeds the console in a frame and exchanges
// every message kind with it: the frame-id handshake and parent context (console → parent),
// model open/close signals when a dialog opens and closes, and the parent's pushes
// (notice-config change, model destroyed, notice, frame id), each acknowledged.
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, openPage, RunningServer, screenshot, signIn, startServer, WatchedPage } from './harness';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;
let w: WatchedPage;
let page: Page;
let frame: Frame;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  w = await openPage(browser, server.url);
  page = w.page;
  await page.goto(`${server.url}/parent-demo.html`);
  const handle = await page.waitForSelector('#console-frame');
  frame = (await handle.contentFrame())!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the console asks the parent for its frame id and context', async () => {
  await page.waitForSelector('#handshake-status:has-text("answered")');
  await page.waitForSelector('#context-answered:has-text("yes")');
  expect(await page.textContent('#frame-id-answered')).toBe('demo-frame-1');
  await frame.waitForSelector('#login-tenant');
});

test('opening and closing a dialog in the console signals model open and close to the parent', async () => {
  // the administrator changed the published password earlier: no dialog opens at sign-in
  await signIn(frame);
  await frame.waitForSelector('.side-menu');
  expect(await page.textContent('#model-open-count')).toBe('0');
  await frame.click('.side-menu a[href="/sensitiveWordManage"]');
  await frame.click('[data-testid="resource-add"]');
  await page.waitForSelector('#model-state:has-text("open")');
  expect(await page.textContent('#model-open-count')).toBe('1');
  await screenshot(page, '20-parent-model-open');
  await frame.click('[data-testid="resource-cancel"]');
  await page.waitForSelector('#model-state:has-text("closed")');
  expect(await page.textContent('#model-close-count')).toBe('1');
});

test('the parent pushes a notice, a notice-config change, model destroyed and a frame id; each is acknowledged', async () => {
  await page.click('#send-notice');
  await frame.waitForSelector('text=今晚 22:00 系统维护');
  await page.waitForSelector('#last-ack:has-text("notice 1000")');
  await screenshot(page, '21-parent-notice');
  await page.click('#send-notice-config');
  await page.waitForSelector('#last-ack:has-text("noticeConfigChange 1000")');
  await page.click('#send-model-destroyed');
  await page.waitForSelector('#last-ack:has-text("modelDestroyed 1000")');
  await page.fill('#frame-id-input', 'demo-frame-2');
  await page.click('#send-frame-id');
  await page.waitForSelector('#last-ack:has-text("frameId 1000")');
  const kinds = await page.$$eval('#log li.log-entry', (lis) => lis.map((li) => `${li.getAttribute('data-direction')}:${li.getAttribute('data-api')}`));
  for (const k of [
    'in:getFrameId',
    'in:getParentContext',
    'in:modelOpen',
    'in:modelClose',
    'out:notice',
    'out:noticeConfigChange',
    'out:modelDestroyed',
    'out:frameId',
  ]) {
    expect(kinds).toContain(k);
  }
  expect(w.foreign()).toEqual([]);
});
