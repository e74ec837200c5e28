// Issue 36, in Debian's Chromium against the real server: the demo school's alumni-office
// administrator (role 校友办: the alumni circle only) signs in and sees only the alumni screens;
// a people screen opened by its address shows 权限不足, not the screen; and a call to a people
// route forged outside the console (signed with the same session) answers 1002 naming the right.
// Then the full administrator makes a role in the rights matrix (the alumni circle, read only);
// an administrator given it sees the moderation's block buttons disabled, the reason on hover.
// (On the shared server: no other test signs in as these administrators.)
import type { Browser, Page } from 'playwright-core';
import { CHANGE_PASSWORD_PATH } from '../../src/shared/protocol';
import { DEMO_PASSWORD } from '../../src/shared/auth/password';
import { peopleListPath } from '../../src/shared/people/api';
import { ADMIN_PATHS } from '../../src/shared/rights/api';
import { ADMIN_ROLES_BASE } from '../../src/shared/resources/adminRoles/definition';
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

test('a role made in the rights matrix reads the alumni circle only: its write buttons are disabled with the reason', async () => {
  const admin = (await openPage(browser, server.url)).page;
  await admin.goto(`${server.url}/login`);
  await signIn(admin, DEMO);
  await admin.waitForSelector('.side-menu');
  await admin.goto(`${server.url}/adminRoles`);
  await admin.click('[data-testid="resource-add"]');
  await admin.fill('#resource-field-name', '校友圈只读');
  await admin.click('[data-testid="field-grants-area-alumni-read"]');
  await admin.click('[data-testid="field-grants-open-alumni"]');
  // a screen of the area offers only more than the area gives
  expect(await admin.isDisabled('[data-testid="field-grants-screen-/dynamicManage-none"]')).toBe(true);
  await screenshot(admin, 'adminRights-role-matrix');
  await admin.click('[data-testid="resource-save"]');
  await admin.waitForSelector('[data-testid="resource-form"]', { state: 'detached' });
  await admin.context().close();

  // an administrator holding it (made through the accounts' call, its first password changed)
  const full = await apiSignIn(server.url, DEMO);
  const roles = await signedPost<{ data: { id: number; name: string; grants: string[] }[] }>(server.url, full, `${ADMIN_ROLES_BASE}/list`, {
    pageIndex: 1,
    pageSize: 100,
  });
  const role = roles.result!.data.find((r) => r.name === '校友圈只读')!;
  expect(role.grants).toEqual(['area:alumni:read']);
  const made = await signedPost<{ id: number; password: string }>(server.url, full, ADMIN_PATHS.save, {
    account: 'alumniread',
    userName: '校友圈查看员',
    roleId: role.id,
  });
  expect(made.status).toBe(1000);
  const reader = { tenant: DEMO.tenant, account: 'alumniread', password: 'Xiaoyou-Du-2026-只读' };
  const first = await apiSignIn(server.url, { ...reader, password: made.result!.password });
  expect((await signedPost(server.url, first, CHANGE_PASSWORD_PATH, { currentPassword: made.result!.password, newPassword: reader.password })).status).toBe(
    1000,
  );

  const r = (await openPage(browser, server.url)).page;
  await r.goto(`${server.url}/login`);
  await signIn(r, reader);
  await r.waitForURL(/\/dynamicManage$/);
  const block = r.locator('[data-testid$="-block"]').first();
  await block.waitFor();
  expect(await block.isDisabled()).toBe(true);
  expect(await block.locator('xpath=..').getAttribute('title')).toBe('权限不足：需要「动态管理」的修改权限');
  await screenshot(r, 'adminRights-read-only-moderation');
  await r.context().close();
});
