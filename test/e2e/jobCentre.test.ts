// The job centre in Chromium against the real server (issue 17): an import of 3,000 students
// (some rows bad) is started, the page is refreshed while it runs, and the job centre in the
// header finds it again from the server: running with its progress bar, then finished, with its
// error report, which downloads and names the bad rows. Small batches (IMPORT_BATCH_ROWS) keep
// the import running through the refresh.
import type { Page } from 'playwright-core';
import { savedDownload, screenshot, SignedInConsole, signedInConsole } from './harness';
import { readXlsx, rowOf, students, studentsXlsx, tempDir } from './files';

jest.setTimeout(150_000);

let c: SignedInConsole;
let page: Page;
const dir = tempDir();
const ROWS = 3_000;

beforeAll(async () => {
  c = await signedInConsole({ env: { IMPORT_BATCH_ROWS: '20' }, timeoutMs: 30_000 });
  ({ page } = c);
});
afterAll(async () => {
  await c?.close();
});

test('import started, page refreshed: the job centre shows it running, then finished, with its error report', async () => {
  const rows = students(ROWS, 'JC26').map(rowOf);
  // two bad rows: a gender the rules refuse, a missing name
  rows[10] = [rows[10][0], rows[10][1], '未说明', rows[10][3], rows[10][4]];
  rows[20] = [rows[20][0], '', rows[20][2], rows[20][3], rows[20][4]];
  const file = await studentsXlsx(dir, '三千名学生.xlsx', rows);

  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  await page.click('[data-testid="people-import"]');
  await page.waitForSelector('[data-testid="import-wizard"]');
  await page.setInputFiles('#import-file', file);
  await page.waitForFunction(() => (document.querySelector('#import-header-row') as HTMLInputElement | null)?.value === '2');
  await page.click('[data-testid="import-rule-1"]');
  await page.click('[data-testid="import-basic-1"]');
  await page.click('[data-testid="import-next"]');
  await page.waitForSelector('[data-testid="import-map-studentNo"]');
  await page.click('[data-testid="import-next"]');
  await page.click('[data-testid="import-confirm"]');
  await page.waitForSelector('[data-testid="import-progress"]');

  await page.reload();
  await page.waitForSelector('.side-menu');
  // the header's button counts the running import, found again from the server's list
  const button = page.locator('.job-centre-button');
  await page.waitForSelector('.job-centre-badge');
  await button.click();
  const row = page.locator('.job-centre-row[data-job-kind="import"]').first();
  await row.locator('.ui.progress').waitFor();
  expect(await row.getAttribute('data-job-state')).toMatch(/queued|running/);
  expect(await row.textContent()).toContain('三千名学生.xlsx');
  await screenshot(page, '90-job-centre-running');

  // followed every 3 s until it ends: finished, with the failed rows and the error report
  await page.waitForSelector('.job-centre-row[data-job-kind="import"][data-job-state="finished"]', { timeout: 100_000 });
  // announced once, as a notice (a toast: asked while it shows, before the slower steps below)
  await page.waitForSelector('text=任务已完成：三千名学生.xlsx');
  expect(await page.locator('text=任务已完成：三千名学生.xlsx').count()).toBe(1);
  await page.waitForSelector('.job-centre-badge', { state: 'detached' });
  const finished = page.locator('.job-centre-row[data-job-kind="import"][data-job-state="finished"]').first();
  const failed = Number(/失败 (\d+)/.exec((await finished.textContent()) ?? '')?.[1]);
  expect(failed).toBeGreaterThanOrEqual(2);
  await screenshot(page, '91-job-centre-finished');
  const [download] = await Promise.all([page.waitForEvent('download'), finished.locator('button:has-text("下载错误报告")').click()]);
  const report = await readXlsx(await savedDownload(download));
  expect(report[0]).toEqual(['行号', '列', '值', '原因']);
  // the two bad rows are named (a generated ID number may clash with another row too: the
  // report then names that one as well)
  expect(report.slice(1)).toEqual(
    expect.arrayContaining([
      ['13', '性别', '未说明', '性别只能填写男或女'],
      ['23', '姓名', '', '必填项为空'],
    ]),
  );
  expect(report.length).toBeGreaterThan(2);
});
