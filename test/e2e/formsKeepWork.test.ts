// Issue 30, forms that keep work safe, in Debian's Chromium against a fresh server: the leave
// guard (a menu click on a dirty document asks; keep stays with the edits, discard leaves and
// drops them; a reload asks through beforeunload; Escape on a dirty record form asks), every
// missing field of the FAQ dialog named at once beside it, and the per-field merge on
// /generalConfig when another administrator saved meanwhile (their change to one field kept, mine
// to another kept, a field both changed offered side by side).
import type { Page } from 'playwright-core';
import { documentPath, DocumentState } from '../../src/shared/documents';
import { apiSignIn, signedPost } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { screenshot, signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(180_000);

let c: SignedInConsole;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole();
  page = c.page;
});
afterAll(() => c?.close());

const GENERAL = 'generalSettings';
const field = (name: string) => `[data-testid="field-${name}"]`;

/** The newest version of /generalConfig as the server holds it. */
async function generalConfig(): Promise<DocumentState> {
  const session = await apiSignIn(c.server.url);
  const detail = await signedPost<DocumentState>(c.server.url, session, documentPath(GENERAL, 'detail'), {});
  expect(detail.status).toBe(1000);
  return detail.result;
}

/** The console's beforeunload handler asks (the page's reload or close would show the browser's question). */
const reloadAsks = () =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

async function openGeneralConfig() {
  await page.goto(`${c.server.url}/generalConfig`);
  await page.waitForSelector(`${field('servicePhone')}:not([disabled])`);
}

test('leaving a dirty document asks: keep stays with the edits, discard leaves and drops them; a clean one leaves at once', async () => {
  await openGeneralConfig();
  const saved = await page.inputValue(field('servicePhone'));
  expect(await reloadAsks()).toBe(false);
  await page.fill(field('servicePhone'), '010-12345678');
  await page.waitForSelector('[data-testid="doc-state"]:has-text("有未保存的修改")');
  expect(await reloadAsks()).toBe(true);
  // a real reload gets the browser's question; staying keeps the edit
  const question = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
  await page.evaluate(() => setTimeout(() => location.reload(), 0));
  expect(await question).toBe('beforeunload');
  expect(await page.inputValue(field('servicePhone'))).toBe('010-12345678');

  await page.click('.side-menu a[href="/sensitiveWordManage"]');
  await page.waitForSelector('[data-testid="leave-dialog"]');
  await expectNoSeriousA11yViolations(page, { include: ['[data-testid="leave-dialog"]'], label: 'the leave question' });
  await screenshot(page, 'forms-leave-document');
  await page.click('[data-testid="leave-keep"]');
  await page.waitForSelector('[data-testid="leave-dialog"]', { state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/generalConfig');
  expect(await page.inputValue(field('servicePhone'))).toBe('010-12345678');

  await page.click('.side-menu a[href="/sensitiveWordManage"]');
  await page.click('[data-testid="leave-discard"]');
  await page.waitForURL('**/sensitiveWordManage');
  expect(await reloadAsks()).toBe(false);
  // back on the document: the edits were dropped, the saved value shows
  await page.click('.side-menu a[href="/generalConfig"]');
  await page.waitForSelector(`${field('servicePhone')}:not([disabled])`);
  expect(await page.inputValue(field('servicePhone'))).toBe(saved);
  // clean: a menu click leaves without a question
  await page.click('.side-menu a[href="/sensitiveWordManage"]');
  await page.waitForURL('**/sensitiveWordManage');
  expect(await page.locator('[data-testid="leave-dialog"]').count()).toBe(0);
});

test('Escape on a dirty record form asks; keep stays in the form, discard closes it; a clean form closes at once', async () => {
  await page.goto(`${c.server.url}/sensitiveWordManage`);
  await page.waitForSelector('[data-testid^="row-edit-"]');
  await page.click('[data-testid="resource-add"]');
  await page.waitForSelector('[data-testid="resource-form"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="resource-form"]', { state: 'detached' });

  await page.click('[data-testid="resource-add"]');
  await page.fill(field('word'), '半填的词');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="leave-dialog"]');
  await screenshot(page, 'forms-leave-record-form');
  // Escape on the question is "keep editing"
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="leave-dialog"]', { state: 'detached' });
  expect(await page.inputValue(field('word'))).toBe('半填的词');
  // the close icon asks too; discard closes the form
  await page.click('[data-testid="resource-form"] [data-testid="dialog-close"]');
  await page.click('[data-testid="leave-discard"]');
  await page.waitForSelector('[data-testid="resource-form"]', { state: 'detached' });
  // a fresh form is empty again
  await page.click('[data-testid="resource-add"]');
  expect(await page.inputValue(field('word'))).toBe('');
  await page.click('[data-testid="resource-cancel"]');
  await page.waitForSelector('[data-testid="resource-form"]', { state: 'detached' });
});

test('the FAQ dialog names every missing field at once, each beside its field', async () => {
  await page.goto(`${c.server.url}/robotFAQLibrary`);
  await page.waitForSelector('[data-testid^="robot-question-row-"]');
  await page.click('[data-testid="robot-question-add"]');
  await page.waitForSelector('[data-testid="robot-question-dialog"]');
  await page.click('[data-testid="robot-question-save"]');
  for (const [f, text] of [
    ['typeId', '请选择所属分类'],
    ['question', '请输入问题'],
    ['answer', '请输入答案'],
  ])
    await page.waitForSelector(`.field.error [data-testid="robot-question-error-${f}"]:has-text("${text}")`);
  await screenshot(page, 'forms-faq-all-errors');
  // typing clears that field's message only
  await page.fill('[data-testid="robot-question-question"]', '半个问题');
  await page.waitForSelector('[data-testid="robot-question-error-question"]', { state: 'detached' });
  expect(await page.locator('[data-testid="robot-question-error-answer"]').count()).toBe(1);
  // and the dialog now holds an edit: Escape asks
  await page.keyboard.press('Escape');
  await page.click('[data-testid="leave-discard"]');
  await page.waitForSelector('[data-testid="robot-question-dialog"]', { state: 'detached' });
});

test('a conflict on /generalConfig merges per field: their change kept, mine kept, a field both changed chosen side by side', async () => {
  await openGeneralConfig();
  const base = await generalConfig();
  // mine: the phone (only mine) and the hours (theirs too)
  await page.fill(field('servicePhone'), '021-55556666');
  await page.fill(field('serviceHours'), '我的：周一至周五');
  // meanwhile another administrator saves the e-mail (only theirs) and the hours
  const other = await apiSignIn(c.server.url);
  const theirs = await signedPost<DocumentState>(c.server.url, other, documentPath(GENERAL, 'save'), {
    baseVersion: base.version,
    content: { ...base.content, serviceEmail: 'theirs@example.edu.cn', serviceHours: '他们：全天' },
    publish: false,
  });
  expect(theirs.status).toBe(1000);

  await page.click('[data-testid="doc-save-draft"]');
  await page.waitForSelector('[data-testid="doc-conflict"]');
  await page.waitForSelector('[data-testid="doc-merge-serviceHours-mine-value"]:has-text("我的：周一至周五")');
  await page.waitForSelector('[data-testid="doc-merge-serviceHours-theirs-value"]:has-text("他们：全天")');
  // only the field both changed is a question
  expect(await page.locator('[data-testid^="doc-merge-"][data-testid$="-mine"]').count()).toBe(1);
  expect(await page.isDisabled('[data-testid="doc-keep-mine"]')).toBe(true);
  await screenshot(page, 'forms-merge-conflict');

  await page.click('[data-testid="doc-merge-serviceHours-theirs"]');
  await page.click('[data-testid="doc-keep-mine"]');
  await page.waitForSelector('[data-testid="doc-conflict"]', { state: 'detached' });
  await page.waitForSelector('[data-testid="doc-state"]:not(:has-text("有未保存的修改"))');
  const after = await generalConfig();
  expect(after.version).toBe(base.version + 2);
  expect(after.content).toMatchObject({ serviceEmail: 'theirs@example.edu.cn', servicePhone: '021-55556666', serviceHours: '他们：全天' });
  expect(await page.inputValue(field('serviceEmail'))).toBe('theirs@example.edu.cn');
  await screenshot(page, 'forms-merge-saved');
});

test('discard draft returns a saved draft to the published version, after asking', async () => {
  // the previous test left a draft over the published version
  await openGeneralConfig();
  const before = await generalConfig();
  expect(before.hasDraft).toBe(true);
  await page.fill(field('servicePhone'), '未保存的');
  await page.click('[data-testid="doc-discard"]');
  await page.waitForSelector('[data-testid="doc-discard-question"]');
  await screenshot(page, 'forms-discard-draft');
  await page.click('[data-testid="notice-confirm"]');
  await page.waitForSelector('[data-testid="doc-state"]:not(:has-text("草稿"))');
  const after = await generalConfig();
  expect(after).toMatchObject({ hasDraft: false, version: before.version + 1, publishedVersion: before.version + 1 });
  expect(await page.inputValue(field('servicePhone'))).toBe(String(after.content.servicePhone ?? ''));
  expect(await page.isDisabled('[data-testid="doc-discard"]')).toBe(true);
});

test('in English the question and the merge speak English only', async () => {
  await openGeneralConfig();
  await page.click('header button[aria-label^="语言"]');
  await page.waitForSelector('header:has-text("Sign out")');
  const base = await generalConfig();
  await page.fill(field('serviceHours'), 'Mine: weekdays');
  const other = await apiSignIn(c.server.url);
  const theirs = await signedPost<DocumentState>(c.server.url, other, documentPath(GENERAL, 'save'), {
    baseVersion: base.version,
    content: { ...base.content, serviceHours: 'Theirs: all day', serviceEmail: 'english@example.edu.cn' },
    publish: false,
  });
  expect(theirs.status).toBe(1000);
  await page.click('[data-testid="doc-save-draft"]');
  await page.waitForSelector('[data-testid="doc-merge-serviceHours"]');
  const panel = await page.textContent('[data-testid="doc-conflict"]');
  expect(panel).toContain('Keep mine');
  // data aside (the hours as they were, shown as the change's before), no Chinese
  expect(panel?.replace(String(base.content.serviceHours), '')).not.toMatch(/[\u4e00-\u9fff]/);
  expect(panel).toContain('Saving keeps their change to Help desk e-mail.');
  await screenshot(page, 'forms-merge-english');
  await page.click('.side-menu a[href="/sensitiveWordManage"]');
  await page.waitForSelector('[data-testid="leave-dialog"]:has-text("Keep editing")');
  expect(await page.textContent('[data-testid="leave-dialog"]')).not.toMatch(/[\u4e00-\u9fff]/);
  await page.click('[data-testid="leave-discard"]');
  await page.waitForURL('**/sensitiveWordManage');
  await page.click('header button[aria-label^="Language"]');
  await page.waitForSelector('header:has-text("退出登录")');
});
