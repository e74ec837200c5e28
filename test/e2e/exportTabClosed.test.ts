// Issue 32 in Chromium against the real server: closing the tab is closing the dialog. A photo
// export is kept running in the job centre, then a bulk export is started and the tab closed while
// it runs: once its follower has been silent for the silence time the server cancels it (the kept
// one runs on), and the next sign-in announces the ending the user did not see, with its reason,
// once.
//
// The server runs with JOB_RUNNERS=0 (it serves calls only), so both jobs stay unfinished for as
// long as the test needs whatever the machine's speed, and EXPORT_FOLLOWER_SILENCE_MS=5000 (two
// minutes by default), so the sweep ends the abandoned one within seconds. The test reads the jobs
// through the job centre's list, which is not a follower's poll (a poll would keep them alive).
import type { Page, Response } from 'playwright-core';
import { EXPORT_PATHS } from '../../src/shared/exports/api';
import { JOB_PATHS, JobItem } from '../../src/shared/jobs/api';
import { PHOTO_PATHS } from '../../src/shared/photos/api';
import { apiSignIn, signedPost } from './api';
import { startedKey, startListExport } from './exports';
import { openPage, RunningServer, screenshot, SignedInConsole, signedInConsole, signIn } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole({ env: { JOB_RUNNERS: '0', EXPORT_FOLLOWER_SILENCE_MS: '5000' } });
  ({ server, page } = c);
});
afterAll(async () => {
  await c?.close();
});

async function jobList(): Promise<JobItem[]> {
  const session = await apiSignIn(server.url);
  return (await signedPost<JobItem[]>(server.url, session, JOB_PATHS.list, {})).result;
}

const toasts = (p: Page) => p.locator('.toast-stack .toast').allTextContents();

test('a kept photo export runs on; an export whose tab was closed is cancelled and announced at the next sign-in, once', async () => {
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');

  // a photo export, kept running in the job centre
  await page.click('[data-testid="photo-export-open"]');
  await page.waitForSelector('[data-testid="photo-export-dialog"]');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="photo-export-count"]')?.textContent ?? ''));
  const [photoStarted] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().endsWith(PHOTO_PATHS.exportStart), { timeout: 30_000 }),
    (async () => {
      await page.click('[data-testid="photo-export-start"]');
      // people lacking the naming identifier are reported first: go on without them
      const next = await Promise.race([
        page.waitForSelector('[data-testid="photo-export-progress-dialog"]').then(() => 'progress'),
        page.waitForSelector('[data-testid="photo-export-continue"]').then(() => 'notice'),
      ]);
      if (next === 'notice') await page.click('[data-testid="photo-export-continue"]');
    })(),
  ]);
  const kept = await startedKey(photoStarted);
  await page.waitForSelector('[data-testid="photo-export-progress-dialog"]');
  expect(await page.textContent('[data-testid="photo-export-progress-dialog"]')).toContain('关闭窗口（或关闭浏览器页面）将取消本次导出');
  await screenshot(page, 'export-tab-01-photo-export-running');
  await page.click('[data-testid="photo-export-keep-running"]');
  await page.waitForSelector('[data-testid="photo-export-progress-dialog"]', { state: 'detached' });
  expect((await toasts(page)).join('\n')).toContain('导出将在“我的任务”中继续');

  // a bulk export, then the tab is closed while it runs
  const polled = page.waitForResponse((r: Response) => r.url().endsWith(EXPORT_PATHS.progress));
  const abandoned = await startListExport(page);
  await polled;
  await screenshot(page, 'export-tab-02-export-running');
  await page.close();

  // the server cancels the abandoned export once its follower has been silent for 5 s; the kept one runs on
  let jobs: JobItem[] = [];
  for (let i = 0; i < 60; i += 1) {
    jobs = await jobList();
    if (jobs.find((j) => j.id === abandoned)?.state === 'cancelled') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const byId = (id: string) => jobs.find((j) => j.id === id);
  expect(byId(abandoned)).toMatchObject({ kind: 'export', state: 'cancelled', endingUnseen: true, errorMsg: '导出窗口已关闭，无人等待结果，导出已取消' });
  expect(byId(kept)).toMatchObject({ kind: 'photoExport', state: 'queued', endingUnseen: false });

  // the next sign-in announces it, with its reason, and marks it seen on the server
  const next = await openPage(c.browser, server.url);
  await next.page.goto(`${server.url}/login`);
  const marked = next.page.waitForResponse((r: Response) => r.url().endsWith(JOB_PATHS.seen));
  await signIn(next.page);
  await next.page.waitForSelector('.side-menu');
  await next.page.waitForFunction(() => document.querySelector('.toast-stack')?.textContent?.includes('您离开期间，任务已取消'));
  const said = (await toasts(next.page)).join('\n');
  expect(said).toContain(`您离开期间，任务已取消：${byId(abandoned)!.fileName}。导出窗口已关闭，无人等待结果，导出已取消`);
  await screenshot(next.page, 'export-tab-03-announced-at-sign-in');
  // marked seen on the server: a later sign-in (another tab, another day) says nothing more
  expect((await marked).ok()).toBe(true);
  jobs = await jobList();
  expect(byId(abandoned)?.endingUnseen).toBe(false);
  const later = await openPage(c.browser, server.url);
  await later.page.goto(`${server.url}/login`);
  const listed = later.page.waitForResponse((r: Response) => r.url().endsWith(JOB_PATHS.list));
  const followed = later.page.waitForResponse((r: Response) => r.url().endsWith(PHOTO_PATHS.exportProgress));
  await signIn(later.page);
  await later.page.waitForSelector('.side-menu');
  // the job centre has read its list and follows the kept export (its poll goes out after the
  // list is taken in, where an unseen ending would have been said)
  await listed;
  await followed;
  expect((await toasts(later.page)).join('\n')).not.toContain('您离开期间');
  expect(later.foreign()).toEqual([]);
  expect(next.foreign()).toEqual([]);
});
