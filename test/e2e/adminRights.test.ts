// Issue 36, in Debian's Chromium against the real server: the demo school's alumni-office
// administrator (role 校友办: the alumni circle only) signs in and sees only the alumni screens;
// a people screen opened by its address shows 权限不足, not the screen; and a call to a people
// route forged outside the console (signed with the same session) answers 1002 naming the right.
// (On the shared server: no other test signs in as this administrator.)
import type { Browser, Page } from 'playwright-core';
import { CHANGE_PASSWORD_PATH } from '../../src/shared/protocol';
import { DEMO_PASSWORD } from '../../src/shared/auth/password';
import { peopleListPath } from '../../src/shared/people/api';
import { apiSignIn, ApiSession, signedPost } from './api';
import { DEMO, launchBrowser, openPage, RunningServer, screenshot, sharedServer, signIn } from './harness';

const ALUMNI = { tenant: DEMO.tenant, account: 'alumni', password: 'Xiaoyou-Ban-2026-校友圈' };

let server: RunningServer;
let browser: Browser;
let page: Page;
let session: ApiSession;

beforeAll(async () => {
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
  page = (await openPage(browser, server.url)).page;
  // the demo's alumni administrator holds the published password: changed once, as at its first sign-in
  const first = await apiSignIn(server.url, { ...ALUMNI, password: DEMO_PASSWORD });
  const changed = await signedPost(server.url, first, CHANGE_PASSWORD_PATH, { currentPassword: DEMO_PASSWORD, newPassword: ALUMNI.password });
  if (changed.status !== 1000) throw new Error(`password change failed: ${changed.msg}`);
  session = await apiSignIn(server.url, ALUMNI);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the alumni office sees only the alumni screens, and a people screen shows 权限不足', async () => {
  await page.goto(`${server.url}/login`);
  await signIn(page, ALUMNI);
  await page.waitForSelector('.side-menu');
  const areas = await page.locator('.side-menu .side-menu-area .header').allInnerTexts();
  expect(areas.map((a) => a.trim())).toEqual(['校友圈']);
  const screens = await page.locator('.side-menu .side-menu-area .menu a').allInnerTexts();
  expect(screens).toContain('动态管理');
  expect(screens).not.toContain('本专科生管理');
  await page.waitForURL(/\/dynamicManage$/);
  await screenshot(page, 'adminRights-alumni-menu');

  await page.goto(`${server.url}/studentManage`);
  await page.waitForSelector('[data-testid="not-permitted"]');
  expect(await page.locator('[data-testid="not-permitted"]').innerText()).toContain('权限不足');
  await screenshot(page, 'adminRights-alumni-people-refused');
});

test('a forged call to a people route answers 1002 naming the right', async () => {
  const forged = await signedPost(server.url, session, peopleListPath('STUDENT'), { pageIndex: 1, pageSize: 10 });
  expect(forged.status).toBe(1002);
  expect(forged.msg).toBe('权限不足：需要「本专科生管理」的查看权限');
  expect(forged.result).toBeNull();
});
