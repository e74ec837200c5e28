// Issue 17 part 1 in Chromium against the real server: an export is started on the student list,
// then the administrator presses Back. The export's flow ends as closing ends it: no file is
// downloaded, the server's job is told to stop and reads cancelled, and neither the home page
// nor the list shown again by Forward carries the export's dialog.
//
// The server runs with JOB_RUNNERS=0 (a process serving calls only: README, "Several API
// processes"), so the job stays unfinished (queued) for as long as the test needs, whatever the
// machine's speed: the demo's 2,000 students are written in well under a poll period otherwise.
// Its progress answers as any unfinished job's does, and nothing but the console's cancel can end it.
import type { Page } from 'playwright-core';
import { EXPORT_PATHS, ExportProgress } from '../../src/shared/exports/api';
import { apiSignIn, signedPost } from './api';
import { startListExport } from './exports';
import { RunningServer, screenshot, SignedInConsole, signedInConsole, WatchedPage } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
let server: RunningServer;
let w: WatchedPage;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole({ env: { JOB_RUNNERS: '0' } });
  ({ server, w, page } = c);
});
afterAll(async () => {
  await c?.close();
});

/** Every dialog on screen: semantic-ui's modals and anything with the dialog role. */
const dialogsShown = () => page.locator('.ui.modal:visible, [role="dialog"]:visible, [role="alertdialog"]:visible').count();
const progressCalls = () => w.requests.filter((u) => u.endsWith(EXPORT_PATHS.progress)).length;

test('export started, Back pressed: no download, the server job is stopped, no dialog on the next screen nor on Forward', async () => {
  const home = new URL(page.url()).pathname;
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  expect(home).not.toBe('/studentManage');

  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));

  // the export of every student
  const redisKey = await startListExport(page);
  // it is being followed: a progress poll went out
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/export/progress')));
  await screenshot(page, 'export-left-01-running');

  // Back: the client asks the server to stop the job
  const [cancel] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(EXPORT_PATHS.cancel)), page.goBack()]);
  expect(new URL(page.url()).pathname).toBe(home);
  expect(cancel.postData()).toBeTruthy();
  await page.waitForSelector('[data-testid="export-progress-dialog"]', { state: 'detached' });
  expect(await dialogsShown()).toBe(0);

  // the server's job reads cancelled
  const session = await apiSignIn(server.url);
  let progress: ExportProgress | null = null;
  for (let i = 0; i < 50 && progress?.state !== 'cancelled'; i += 1) {
    progress = (await signedPost<ExportProgress>(server.url, session, EXPORT_PATHS.progress, { redisKey, identity: 'STUDENT' })).result;
    if (progress?.state !== 'cancelled') await page.waitForTimeout(100);
  }
  expect(progress?.state).toBe('cancelled');

  // over more than two poll periods (3 s): no poll, no download, still no dialog
  const polls = progressCalls();
  await page.waitForTimeout(7_000);
  expect(progressCalls()).toBe(polls);
  expect(downloads).toEqual([]);
  expect(await dialogsShown()).toBe(0);
  await screenshot(page, 'export-left-02-home-after-back');

  // Forward: the list again, without the export's dialog
  await page.goForward();
  await page.waitForSelector('[data-testid^="people-row-"]');
  expect(new URL(page.url()).pathname).toBe('/studentManage');
  await page.waitForTimeout(500);
  expect(await dialogsShown()).toBe(0);
  expect(downloads).toEqual([]);
  await screenshot(page, 'export-left-03-list-after-forward');
});
