// Issue 4 in Chromium against the real server: an administrator builds an advanced search on the
// student list, orders it by two fields, hides a column, exports the current search, and the
// downloaded xlsx holds exactly the list's rows, in the list's order, with the chosen columns.
import type { Page } from 'playwright-core';
import { savedDownload, screenshot, signedInConsole, SignedInConsole } from './harness';
import { readXlsx } from './files';

jest.setTimeout(180_000);

let signedIn: SignedInConsole;
let page: Page;

beforeAll(async () => {
  signedIn = await signedInConsole();
  page = signedIn.page;
});
afterAll(() => signedIn?.close());

const totalText = () => page.textContent('[data-testid="people-total"]');
const total = async () => Number(/\d+/.exec((await totalText()) ?? '')?.[0]);

/** Opens a dropdown and picks the option whose text is exactly `text`. */
async function choose(testId: string, text: string): Promise<void> {
  const dropdown = page.locator(`[data-testid="${testId}"]`);
  await dropdown.click();
  await dropdown
    .locator('.menu .item', { hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) })
    .first()
    .click();
}

/** The rows on screen: each row's cells' text. */
async function screenRows(): Promise<string[][]> {
  return page.$$eval('[data-testid^="people-row-"]', (rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())));
}

async function headers(): Promise<string[]> {
  return page.$$eval('[data-testid="people-screen-STUDENT"] table thead th', (ths) => ths.map((th) => (th.textContent ?? '').trim()));
}

test('advanced search, two-field order, a hidden column, and an export of the current search that matches the list', async () => {
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  const all = await total();

  // advanced search: name contains 张, or (gender = 男 and grade not empty)
  await page.click('[data-testid="people-advanced-search"]');
  await page.waitForSelector('[data-testid="advanced-search-dialog"]');
  await page.click('[data-testid="advanced-confirm"]');
  expect(await page.textContent('[data-testid="advanced-row-0-field-error"]')).toBe('请选择');
  await choose('advanced-row-0-field', '姓名');
  await choose('advanced-row-0-operator', '包含');
  await page.fill('[data-testid="advanced-row-0-value"]', '张');
  await page.click('[data-testid="advanced-add"]');
  await choose('advanced-row-1-join', '或者');
  await choose('advanced-row-1-field', '性别');
  await choose('advanced-row-1-value', '男');
  await page.click('[data-testid="advanced-add"]');
  await choose('advanced-row-2-field', '年级');
  await choose('advanced-row-2-operator', '不为空');
  await screenshot(page, 'people-export-01-advanced-search');
  await page.click('[data-testid="advanced-confirm"]');
  await page.waitForSelector('[data-testid="advanced-search-dialog"]', { state: 'detached' });
  await page.waitForFunction((n) => Number(/\d+/.exec(document.querySelector('[data-testid="people-total"]')?.textContent ?? '')?.[0]) < n, all);
  const matched = await total();
  expect(matched).toBeGreaterThan(0);
  expect(await page.textContent('[data-testid="people-advanced-active"]')).toContain('3');

  // order: gender ascending, then student number descending
  await page.click('[data-testid="people-data-order"]');
  await page.waitForSelector('[data-testid="data-order-dialog"]');
  await choose('data-order-row-0-field', '性别');
  await page.click('[data-testid="data-order-save"]');
  expect(await page.textContent('[data-testid="data-order-row-0-order-error"]')).toBe('请选择排序方式');
  await choose('data-order-row-0-order', '升序');
  await page.click('[data-testid="data-order-add"]');
  await choose('data-order-row-1-field', '学号');
  await choose('data-order-row-1-order', '降序');
  await screenshot(page, 'people-export-02-data-order');
  await page.click('[data-testid="data-order-save"]');
  await page.waitForSelector('[data-testid="data-order-dialog"]', { state: 'detached' });
  await page.waitForSelector('[data-testid="people-data-order-active"]');

  // hide the phone column
  await page.click('[data-testid="people-field-display"]');
  await page.waitForSelector('[data-testid="field-display-dialog"]');
  await page.click('[data-testid="field-display-up-photo"]');
  expect(await page.textContent('[data-testid="field-display-notice"]')).toContain('已经是第一条，不能上移');
  await page.click('[data-testid="field-display-show-phone"]');
  await screenshot(page, 'people-export-03-field-display');
  await page.click('[data-testid="field-display-save"]');
  await page.waitForSelector('[data-testid="field-display-dialog"]', { state: 'detached' });
  await page.waitForFunction(
    () => !Array.from(document.querySelectorAll('[data-testid="people-screen-STUDENT"] table thead th')).some((th) => th.textContent?.includes('手机号')),
  );
  expect(await headers()).toContain('学号');

  // the list as the administrator sees it: gender groups ascending, student numbers descending in each
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="people-row-"]').length > 0);
  const rows = await screenRows();
  const head = await headers();
  const noCol = head.indexOf('学号');
  const nameCol = head.indexOf('姓名');
  const listed = rows.map((r) => ({ no: r[noCol], name: r[nameCol] }));
  await screenshot(page, 'people-export-04-list');

  // export the current search
  await page.click('[data-testid="people-export"]');
  await page.waitForSelector('[data-testid="export-dialog"]');
  await page.click('[data-testid="export-range-2"]');
  await page.waitForFunction((n) => document.querySelector('[data-testid="export-count"]')?.getAttribute('data-total') === String(n), matched);
  const fileName = await page.inputValue('[data-testid="export-file-name"] input, input[data-testid="export-file-name"]');
  expect(fileName.length).toBeLessThanOrEqual(30);
  await screenshot(page, 'people-export-05-dialog');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click('[data-testid="export-start"]')]);
  await page.waitForSelector('[data-testid="export-progress-dialog"]');
  await page.waitForSelector('[data-testid="export-download"]');
  await screenshot(page, 'people-export-06-progress');
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readXlsx(await savedDownload(download));
  const [header, ...data] = sheet;
  expect(header).toEqual(expect.arrayContaining(['姓名', '学号', '性别', '手机号']));
  expect(data).toHaveLength(matched);
  const xNo = header.indexOf('学号');
  const xName = header.indexOf('姓名');
  expect(data.slice(0, listed.length).map((r) => ({ no: r[xNo], name: r[xName] }))).toEqual(listed);
  // the order holds over the whole file: 男 before 女, student numbers descending within each
  const xGender = header.indexOf('性别');
  for (let i = 1; i < data.length; i += 1) {
    const [a, b] = [data[i - 1], data[i]];
    if (a[xGender] === b[xGender]) expect(a[xNo] >= b[xNo]).toBe(true);
    else expect([a[xGender], b[xGender]]).toEqual(['男', '女']);
  }
  // every row matches the search
  expect(data.every((r) => r[xName].includes('张') || (r[xGender] === '男' && r[header.indexOf('年级')] !== ''))).toBe(true);
  await page.click('[data-testid="export-close"]');
  await page.waitForSelector('[data-testid="export-progress-dialog"]', { state: 'detached' });
});

test('the export dialog refuses a blank or too long file name and an empty field list', async () => {
  await page.click('[data-testid="people-export"]');
  await page.waitForSelector('[data-testid="export-dialog"]');
  const name = page.locator('[data-testid="export-file-name"] input, input[data-testid="export-file-name"]').first();
  await name.fill('   ');
  await page.click('[data-testid="export-start"]');
  expect(await page.textContent('[data-testid="export-error-fileName"]')).toBe('请输入文件名称');
  await name.fill('一'.repeat(31));
  await page.click('[data-testid="export-start"]');
  expect(await page.textContent('[data-testid="export-error-fileName"]')).toBe('文件名称不能超过30个字符');
  await name.fill('学生名单');
  await page.click('[data-testid="export-fields-all"]');
  await page.click('[data-testid="export-start"]');
  expect(await page.textContent('[data-testid="export-error-fields"]')).toBe('请至少选择一个导出字段');
  await screenshot(page, 'people-export-07-refusals');
  await page.click('[data-testid="export-cancel"]');
  await page.waitForSelector('[data-testid="export-dialog"]', { state: 'detached' });
});
