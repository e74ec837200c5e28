// The Excel import wizard in Chromium against the real server: an administrator imports an
// xlsx (title banner, header on row 2) and an xls of students, matches fields, watches
// progress and sees the new rows in the list; a file with bad rows ends with a failed count
// and an error report the test downloads and reads back; a dry run writes nothing; undo
// removes what an import inserted.
import type { Page } from 'playwright-core';
import { savedDownload, screenshot, SignedInConsole, signedInConsole } from './harness';
import { readXlsx, rowOf, students, studentsXls, studentsXlsx, tempDir } from './files';

jest.setTimeout(180_000);

let c: SignedInConsole;
let page: Page;
const dir = tempDir();

beforeAll(async () => {
  // the first upload starts the server's parse worker; give the steps room
  c = await signedInConsole({ timeoutMs: 30_000 });
  ({ page } = c);
});
afterAll(async () => {
  await c?.close();
});

const total = async () => Number((await page.textContent('[data-testid="people-total"]'))?.replace(/\D/g, '') ?? 'NaN');

async function openStudents() {
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
}

/** Clears the filters and waits until the whole list is back (the seed has about 2,000 students). */
async function resetList() {
  await page.click('[data-testid="people-reset"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) > 1000);
}

async function searchByNumber(no: string) {
  await page.fill('[data-testid="people-filter-identifier"] input, input[data-testid="people-filter-identifier"]', no);
  await page.click('[data-testid="people-search"]');
}

/** Step 1 → 2 → 3 of the wizard with the defaults the server suggests. */
async function uploadAndMap(file: string, expectedHeaderRow: string) {
  await page.click('[data-testid="people-import"]');
  await page.waitForSelector('[data-testid="import-wizard"]');
  await page.setInputFiles('#import-file', file);
  await page.waitForFunction((v) => (document.querySelector('#import-header-row') as HTMLInputElement | null)?.value === v, expectedHeaderRow);
  await page.click('[data-testid="import-rule-1"]');
  await page.click('[data-testid="import-basic-1"]');
  await page.click('[data-testid="import-next"]');
  await page.waitForSelector('[data-testid="import-map-studentNo"]');
  await screenshot(page, '30-import-mapping');
  await page.click('[data-testid="import-next"]');
  await page.waitForSelector('[data-testid="import-confirm"]');
}

async function runToEnd(): Promise<void> {
  await page.click('[data-testid="import-confirm"]');
  await page.waitForSelector('[data-testid="import-progress"]');
  await page.waitForSelector('[data-testid="import-progress-title"]:has-text("导入成功")', { timeout: 60_000 });
  await screenshot(page, '32-import-finished');
  await page.click('[data-testid="import-progress-close"]');
  await page.waitForSelector('[data-testid="import-wizard"]', { state: 'detached' });
}

test('an xlsx of students: the banner row is skipped, a dry run writes nothing, the import adds every row', async () => {
  await openStudents();
  const before = await total();
  const rows = students(12, 'E2E26');
  const file = await studentsXlsx(dir, '2026级学生.xlsx', rows.map(rowOf));
  await uploadAndMap(file, '2');

  await page.click('[data-testid="import-dry-run"]');
  await page.waitForSelector('[data-testid="import-dry-run-result"]:has-text("12")', { timeout: 60_000 });
  await screenshot(page, '31-import-dry-run');
  expect(await total()).toBe(before);

  await runToEnd();
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) === n, before + 12);
  await searchByNumber('E2E260007');
  await page.waitForSelector(`[data-testid^="people-row-"]:has-text("${rows[6].name}")`);
  await screenshot(page, '33-imported-rows-in-list');
});

test('an xls of students imports the same way', async () => {
  await resetList();
  const before = await total();
  const file = studentsXls(dir, '补录学生.xls', students(5, 'XLS26').map(rowOf));
  await uploadAndMap(file, '1');
  await runToEnd();
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) === n, before + 5);
});

test('a file with bad rows ends with a failed count and an error report that names each row', async () => {
  const good = students(3, 'BAD26');
  const rows = [
    rowOf(good[0]),
    [good[1].studentNo, good[1].name, '未说明', good[1].idNumber, good[1].phone],
    [good[2].studentNo, '', '男', '110105199001011234', '12345'],
    rowOf(good[0]),
  ];
  const file = await studentsXlsx(dir, '有错误的名单.xlsx', rows);
  await uploadAndMap(file, '2');
  await page.click('[data-testid="import-confirm"]');
  await page.waitForSelector('[data-testid="import-progress-title"]:has-text("导入成功")', { timeout: 60_000 });
  await page.waitForSelector('[data-testid="import-error-download"]');
  await screenshot(page, '34-import-with-failures');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="import-error-download"]')]);
  const report = await readXlsx(await savedDownload(download));
  const body = report.slice(1);
  expect(report[0]).toEqual(['行号', '列', '值', '原因']);
  expect(body).toEqual([
    ['4', '性别', '未说明', '性别只能填写男或女'],
    ['5', '姓名', '', '必填项为空'],
    ['5', '身份证号', '110105199001011234', '身份证号校验位不正确'],
    ['5', '手机号', '12345', '手机号格式不正确'],
    ['6', '学号', good[0].studentNo, '与文件第3行重复'],
  ]);
  expect(await page.textContent('[data-testid="import-count-failed"]')).toMatch(/3/);
  await page.click('[data-testid="import-progress-close"]');
});

test('undo from the import history removes exactly the rows the newest import inserted', async () => {
  await resetList();
  const before = await total();
  await page.click('[data-testid="people-import"]');
  await page.click('[data-testid="import-history-tab"]');
  // newest first: the file with bad rows, which inserted one student (BAD260001)
  const undo = page.locator('[data-testid^="import-undo-"]').first();
  await undo.waitFor();
  await screenshot(page, '35-import-history');
  await undo.click();
  await page.click('[data-testid="notice-confirm"]');
  await page.waitForSelector('[data-testid="import-undo-result"]');
  await screenshot(page, '36-import-undone');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="import-wizard"]', { state: 'detached' });
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) === n, before - 1);
  await searchByNumber('BAD260001');
  await page.waitForSelector('[data-testid^="people-row-"]', { state: 'detached' });
});
