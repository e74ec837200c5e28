// The alumni moderation screens in Chromium against the real server: posts sent through the
// apps' signed call are blocked, held or masked as their words' mechanisms say and show so on
// /dynamicManage; a reported post is blocked with a reason on /ReportingManagement (not without
// one), appears on /ShieldingManagement, is unblocked, and the history shows both decisions;
// script and javascript: links in a post stay text; a public-account post's quote says 'view on
// the phone'; pictures open in the viewer. No request leaves the server. The circle is published
// open to every group without review first (the demo reviews every post and lets only verified
// alumni and staff post: test/e2e/alumniClosed.test.ts, test/server/alumni/circleSettings.test.ts).
import type { Page } from 'playwright-core';
import { ALUMNI_APP_PATHS, AlumniBatchAnswer } from '../../src/shared/alumni/posts';
import { appCallHeaders } from '../../src/shared/appCalls/sign';
import { uuidV4 } from '../../src/shared/protocol';
import type { PageResult, ResourceRow } from '../../src/shared/resources/types';
import { DEMO_APP_KEYS } from '../../src/server/db/seed/appKeys';
import { apiSignIn, signedGet, signedPost } from './api';
import { OPEN_TO_ALL, publishCircleSettings } from './alumniCircle';
import { DEMO, screenshot, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
let account: string;

beforeAll(async () => {
  c = await signedInConsole();
  const api = await apiSignIn(c.server.url);
  await publishCircleSettings(c.server.url, api, OPEN_TO_ALL);
  const users = await signedPost<PageResult<ResourceRow>>(c.server.url, api, '/api/blade-platform/platformalumniuser/list', {
    pageIndex: 1,
    pageSize: 40,
    forbidden: false,
  });
  account = String(users.result.data.find((u) => /^\d+$/.test(String(u.account)))!.account);
  // two words of our own for posts (the demo's are enabled at random)
  const mechanisms = await signedGet<{ id: number; code: string }[]>(
    c.server.url,
    api,
    `/api/blade-platform/platformalumnimechanismconfig/list?_t=${Date.now()}`,
  );
  const idOf = (code: string) => mechanisms.result.find((m) => m.code === code)!.id;
  for (const [word, code] of [
    ['封禁词甲', 'BLOCK'],
    ['待审词乙', 'REVIEW'],
  ]) {
    const saved = await signedPost(c.server.url, api, '/api/blade-platform/platformalumniword/save', {
      word,
      actionType: 1,
      mechanismId: idOf(code),
      enabled: true,
    });
    expect(saved.status).toBe(1000);
  }
});
afterAll(() => c?.close());

async function appSend<T extends keyof typeof ALUMNI_APP_PATHS>(path: T, list: string, items: Record<string, unknown>[]): Promise<AlumniBatchAnswer> {
  const at = new Date(Date.now() - 5_000).toISOString();
  const body = JSON.stringify({ batchId: uuidV4(), [list]: items.map((i) => ({ account, at, ...i })) });
  const res = await fetch(`${c.server.url}${ALUMNI_APP_PATHS[path]}`, {
    method: 'POST',
    headers: appCallHeaders(DEMO_APP_KEYS[DEMO.tenant], { path: ALUMNI_APP_PATHS[path], body }),
    body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AlumniBatchAnswer;
}

async function searchWords(page: Page, words: string, status = '') {
  await page.fill('[data-testid="posts-filter-words"] input', words);
  if (status) {
    await page.click('[data-testid="posts-filter-status"]');
    await page.click(`[data-testid="posts-filter-status"] .item >> text="${status}"`);
  }
  await page.click('[data-testid="posts-search"]');
}

test('posts from the apps are blocked or masked as their words say, and show so', async () => {
  const { page, server } = c;
  const sent = await appSend('posts', 'posts', [
    { content: 'E2E 周末有人找封禁词甲吗' },
    { content: 'E2E 谁知道待审词乙' },
    {
      content: 'E2E <script>window.__hacked = 1</script><a href="javascript:window.__hacked=2">点我</a>',
      images: ['/api/files/view/f_00000000000000000000000000000000'],
    },
  ]);
  expect(sent.items.map((i) => i.outcome)).toEqual(['BLOCKED', 'HELD', 'SHOWN']);
  const [blocked, held, scripted] = sent.items.map((i) => i.id!);

  await page.goto(`${server.url}/dynamicManage`);
  await page.waitForSelector('[data-testid^="post-"][data-testid$="-tabs"]');
  await searchWords(page, 'E2E');
  await page.waitForSelector(`[data-testid="post-${held}-status"]:has-text("待审核")`);
  expect(await page.locator(`[data-testid="post-${blocked}"]`).count()).toBe(0);
  // the script is shown as text and never runs; the link is not a link
  expect(await page.textContent(`[data-testid="post-${scripted}"] .post-text`)).toContain('<script>window.__hacked = 1</script>');
  expect(await page.locator(`[data-testid="post-${scripted}"] .post-text a`).count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  // its broken picture falls back to the placeholder, and opens in the viewer
  await page.click(`[data-testid="post-${scripted}"] .post-image`);
  await page.waitForSelector('.ui.modal img');
  await page.keyboard.press('Escape');

  await searchWords(page, 'E2E', '已屏蔽');
  await page.waitForSelector(`[data-testid="post-${blocked}-block-reason"]:has-text("敏感词自动屏蔽")`);
  expect(await page.textContent(`[data-testid="post-${blocked}-block-reason"]`)).toContain('封禁词甲');
  await screenshot(page, 'i15-dynamic-manage-blocked-by-word');
});

test('a MASK word added in the console stars the next post from the apps', async () => {
  const { page, server } = c;
  await page.goto(`${server.url}/sensitiveWordManage`);
  await page.click('[data-testid="resource-add"]');
  await page.fill('[data-testid="field-word"]', '打码词');
  await page.click('[data-testid="field-actionType"]');
  await page.click('[data-testid="field-actionType"] .menu .item:has-text("发布动态")');
  await page.click('[data-testid="field-mechanismId"]');
  await page.click('[data-testid="field-mechanismId"] .menu .item:has-text("替换为***")');
  await page.click('[data-testid="resource-save"]');
  await page.locator('tr:has-text("打码词")').waitFor();
  const sent = await appSend('posts', 'posts', [{ content: 'E2E 这里有打码词哦' }]);
  expect(sent.items[0].outcome).toBe('MASKED');
  await page.goto(`${server.url}/dynamicManage`);
  await searchWords(page, '这里有');
  const id = sent.items[0].id!;
  await page.waitForSelector(`[data-testid="post-${id}-masked"]`);
  expect(await page.textContent(`[data-testid="post-${id}"] .post-text`)).toBe('E2E 这里有***哦');
  await screenshot(page, 'i15-dynamic-manage-masked');
});

test('a reported post is blocked with a reason, listed as blocked, unblocked, and both are in the history', async () => {
  const { page, server } = c;
  const [post] = (await appSend('posts', 'posts', [{ content: 'E2E 待举报的动态' }])).items;
  const reasons = await fetchReasons();
  await appSend('reports', 'reports', [{ postId: post.id, reasonId: reasons[0] }]);

  await page.goto(`${server.url}/ReportingManagement`);
  await page.waitForSelector(`[data-testid="report-${post.id}"]`);
  await page.click(`[data-testid="report-${post.id}-block"]`);
  await page.click('[data-testid="block-confirm"]');
  await page.waitForSelector('[data-testid="block-message"]:has-text("请选择屏蔽原因")');
  await screenshot(page, 'i15-block-reason-required');
  await page.click('[data-testid="block-reason"]');
  await page.click('[data-testid="block-reason"] .item >> nth=1');
  await page.fill('[data-testid="block-note"]', '多次违规');
  await page.click('[data-testid="block-confirm"]');
  await page.waitForSelector(`[data-testid="report-${post.id}"]`, { state: 'detached' });

  await page.goto(`${server.url}/ShieldingManagement`);
  await page.waitForSelector(`[data-testid="post-${post.id}-block-reason"]:has-text("多次违规")`);
  await screenshot(page, 'i15-shielding-management');
  await page.click(`[data-testid="post-${post.id}-unblock"]`);
  await page.click('[data-testid="notice-confirm"]');
  await page.waitForSelector(`[data-testid="post-${post.id}"]`, { state: 'detached' });

  await page.goto(`${server.url}/dynamicManage`);
  await searchWords(page, '待举报');
  await page.waitForSelector(`[data-testid="post-${post.id}"]`);

  // the history names the post by its author and words, never by its id
  await page.goto(`${server.url}/HistoryProject`);
  const rows = 'tr:has-text("校友动态审核"):has-text("E2E 待举报的动态")';
  await page.waitForSelector(rows);
  expect(await page.locator(rows).count()).toBe(2);
  expect(await page.locator(`tr:has-text("#${post.id}")`).count()).toBe(0);
  await screenshot(page, 'i15-history');
  expect(c.w.foreign()).toEqual([]);
});

test('the public accounts: badges, the quoted message is read on the phone, comments open', async () => {
  const { page, server } = c;
  await page.goto(`${server.url}/pubilcDynamic`);
  await page.waitForSelector('[data-testid$="-mptype"]');
  const quote = page.locator('[data-testid$="-quote"]').first();
  await quote.click();
  await page.waitForSelector('.ui.modal:has-text("请在手机上查看")');
  await page.keyboard.press('Escape');
  const tab = page.locator('[data-testid$="-tab-comments"]').first();
  await tab.click();
  await page.waitForSelector('[data-testid$="-tab-body"]');
  await screenshot(page, 'i15-public-dynamic');
  for (const route of ['/publicReport', '/publicShield']) {
    await page.goto(`${server.url}${route}`);
    await page.waitForSelector('[data-testid="moderation-list"]');
    expect(await page.locator('.not-built').count()).toBe(0);
  }
  expect(c.w.foreign()).toEqual([]);
});

async function fetchReasons(): Promise<number[]> {
  const api = await apiSignIn(c.server.url);
  const path = `/api/blade-platform/platformalumnireportreasonconfig/getReportReason?_t=${Date.now()}`;
  const reasons = await signedGet<{ id: number; content: string }[]>(c.server.url, api, path);
  expect(reasons.status).toBe(1000);
  return reasons.result.map((r) => r.id);
}
