// The alumni circle closed from the console (issue 29 item 1) in Chromium against the real server:
// the administrator opens /AlumniOpen, turns 开放校友圈 off and publishes; a post the apps then
// send through their signed call (the demo tenant's app key, from the test process) is answered
// CLOSED with its reason and nothing is written; turned on again, the next post is taken.
import type { Page } from 'playwright-core';
import { ALUMNI_POST_PATHS, PostCard } from '../../src/shared/alumni/posts';
import type { PageResult, ResourceRow } from '../../src/shared/resources/types';
import { apiSignIn, ApiSession, signedPost } from './api';
import { appPosts, circleState } from './alumniCircle';
import { screenshot, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
let page: Page;
let api: ApiSession;
let account: string;

const sel = (id: string) => `[data-testid="${id}"]`;

beforeAll(async () => {
  // a server of its own: closing the circle must not reach another file's posts
  c = await signedInConsole();
  page = c.page;
  api = await apiSignIn(c.server.url);
  const users = await signedPost<PageResult<ResourceRow>>(c.server.url, api, '/api/blade-platform/platformalumniuser/list', {
    pageIndex: 1,
    pageSize: 40,
    forbidden: false,
  });
  account = String(users.result.data.find((u) => /^\d+$/.test(String(u.account)))!.account);
});
afterAll(() => c?.close());

async function openSettings(): Promise<void> {
  await page.goto(`${c.server.url}/AlumniOpen`);
  await page.waitForSelector(sel('doc-state'));
  await page.waitForSelector('[data-testid^="doc-history-row-"]');
}

/** Turns the open switch to `on` and publishes; waits until the published version says so. */
async function publishOpen(on: boolean): Promise<void> {
  const box = sel('field-open');
  await page.waitForSelector(box);
  if ((await page.isChecked(`${box} input`)) !== on) await page.click(box);
  expect(await page.isChecked(`${box} input`)).toBe(on);
  const before = await circleState(c.server.url, api);
  await page.click(sel('doc-publish'));
  // the bar says a newer version is published once the server answered
  await page.waitForFunction((was) => {
    const m = /已发布 v(\d+)/.exec(document.querySelector('[data-testid="doc-state"]')?.textContent ?? '');
    return m !== null && Number(m[1]) > was;
  }, before.publishedVersion ?? 0);
  const d = await circleState(c.server.url, api);
  expect({ published: d.publishedVersion === d.version, open: d.content.open }).toEqual({ published: true, open: on });
}

/** The console's moderation list searched for the words (every post not blocked). */
async function postsWith(words: string): Promise<PostCard[]> {
  const res = await signedPost<PageResult<PostCard>>(c.server.url, api, ALUMNI_POST_PATHS.list, { channel: 'ALUMNI', words, pageSize: 40 });
  expect(res.status).toBe(1000);
  return res.result.data;
}

test('the circle published closed refuses the apps’ posts with CLOSED; opened again, it takes them', async () => {
  await openSettings();
  await publishOpen(false);
  await screenshot(page, 'i29-alumni-open-closed');

  const closed = await appPosts(c.server.url, [{ account, content: 'E2E 关闭时的动态' }]);
  expect(closed.items).toEqual([{ index: 0, outcome: 'CLOSED', reason: '校友圈未开放，暂不接受发布、转发和评论，未记录' }]);
  expect(await postsWith('关闭时的动态')).toEqual([]);

  // open again (the demo's groups and review stand): the post is no longer refused as closed
  await openSettings();
  await publishOpen(true);
  const opened = await appPosts(c.server.url, [{ account, content: 'E2E 开放后的动态' }]);
  expect(opened.items[0].outcome).not.toBe('CLOSED');
  expect(c.w.foreign()).toEqual([]);
});
