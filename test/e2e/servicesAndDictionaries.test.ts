// Issue 31 in Chromium against the real server: /serviceList reads its option lists through GET
// serviceInfo/getAllServerDict (never the bundled lookups one by one) and saves an order typed in
// its cell through POST serviceItem/update; a rich-text field's "insert service link" lists
// services by POST serviceInfo/richTextEditor/serviceList and inserts a link; /dictionaryManage
// reads GET dict/list and POST dict/getDict, saves through POST dict/saveDict, and asks before
// leaving unsaved edits. The paths are seen on the wire (the bodies are encrypted).
import type { Page, Request } from 'playwright-core';
import { CATALOGUE_PATHS } from '../../src/shared/services/catalogue';
import { DICT_PATHS } from '../../src/shared/dicts/api';
import { screenshot, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(180_000);

let c: SignedInConsole;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole();
  page = c.page;
});
afterAll(async () => {
  await c?.close();
});

const called = (path: string, method: string) => (r: Request) => new URL(r.url()).pathname === path && r.method() === method;
const seen = (path: string) => c.w.requests.filter((u) => new URL(u).pathname === path).length;

test('/serviceList: options by getAllServerDict, an order edited in its cell by serviceItem/update', async () => {
  const dict = page.waitForRequest(called(CATALOGUE_PATHS.allServerDict, 'GET'));
  await page.click('.side-menu a[href="/serviceList"]');
  await dict;
  await page.waitForSelector('[data-testid^="cell-sort-"]');
  expect(seen(CATALOGUE_PATHS.typeOptions)).toBe(0);
  expect(seen(CATALOGUE_PATHS.shelfLabels)).toBe(0);
  const cell = page.locator('input[data-testid^="cell-sort-"]').first();
  const testId = await cell.getAttribute('data-testid');
  await cell.fill('777');
  const update = page.waitForRequest(called(CATALOGUE_PATHS.serviceItemUpdate, 'POST'));
  await cell.press('Enter');
  await update;
  await page.waitForFunction((id) => (document.querySelector(`input[data-testid="${id}"]`) as HTMLInputElement | null)?.value === '777', testId);
  await screenshot(page, 'issue31-serviceList-inline-sort');
});

test('a rich-text field inserts a link to a service listed by richTextEditor/serviceList', async () => {
  await page.click('.side-menu a[href="/AlumniDHTML"]');
  await page.click('[data-testid="resource-add"]');
  const button = page.locator('[data-testid^="service-link-resource-field-"]').first();
  await button.waitFor();
  const listed = page.waitForRequest(called(CATALOGUE_PATHS.richTextServices, 'POST'));
  await button.click();
  await listed;
  const choose = page.locator('[data-testid^="service-link-choose-"]').first();
  await choose.waitFor();
  await screenshot(page, 'issue31-service-link-picker');
  await choose.click();
  await page.waitForSelector('.rich-text-editor .ql-editor a[href^="http"]');
  await screenshot(page, 'issue31-service-link-inserted');
  await page.click('[data-testid="resource-cancel"]');
  const leave = page.locator('[data-testid="leave-dialog"]');
  if (await leave.isVisible().catch(() => false)) await leave.getByRole('button').last().click();
});

test('/dictionaryManage: codes by dict/list, entries by dict/getDict, saved by dict/saveDict, leaving asks', async () => {
  const codes = page.waitForRequest(called(DICT_PATHS.list, 'GET'));
  await page.click('.side-menu a[href="/dictionaryManage"]');
  await codes;
  const entries = page.waitForRequest(called(DICT_PATHS.getDict, 'POST'));
  await page.click('[data-testid="dict-code-stu_present_state"]');
  await entries;
  await page.fill('[data-testid="dict-dictValue-0"]', '在校（浏览器）');
  const save = page.waitForRequest(called(DICT_PATHS.saveDict, 'POST'));
  await page.click('[data-testid="dict-save"]');
  await save;
  await page.waitForSelector('[data-testid="dict-save"]:disabled');
  await screenshot(page, 'issue31-dictionaries-saved');
  await page.fill('[data-testid="dict-dictValue-1"]', '未保存的修改');
  await page.click('.side-menu a[href="/serviceList"]');
  await page.waitForSelector('[data-testid="leave-dialog"]');
  await screenshot(page, 'issue31-dictionaries-leave');
});
