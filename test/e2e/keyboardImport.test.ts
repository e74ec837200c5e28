// Issue 30 in Chromium against the real server. Item 6: a people import completed with the
// keyboard alone, the file choice included: Tab to the student list's import button, Enter opens
// the wizard, Tab to the file button, Enter opens the browser's chooser (playwright's
// 'filechooser' event answers it with a real xlsx the test makes), then Tab, Space and Enter
// through the three steps to the finished import, whose rows the list then shows. No click, no
// fill, no setInputFiles on the page. Item 5: the FAQ library, moderation and the service score
// open with 40 rows a page, as document 002 says of every list.
import type { FileChooser, Page } from 'playwright-core';
import { screenshot, signedInConsole, SignedInConsole } from './harness';
import { rowOf, students, studentsXlsx, tempDir } from './files';

jest.setTimeout(240_000);

let c: SignedInConsole;
let page: Page;

/** The page's file choosers, heard by one listener for the page's whole life: the interception
 *  stays on, so no chooser opens between a wait's start and its key press unheard. */
const choosers: FileChooser[] = [];
let waiting: ((chooser: FileChooser) => void) | null = null;
function heard(chooser: FileChooser) {
  if (waiting) {
    const take = waiting;
    waiting = null;
    take(chooser);
  } else choosers.push(chooser);
}
/** the chooser the key press opens */
async function chooserOf(press: () => Promise<void>): Promise<FileChooser> {
  choosers.length = 0;
  const next = new Promise<FileChooser>((resolve) => (waiting = resolve));
  await press();
  return next;
}

beforeAll(async () => {
  c = await signedInConsole({ timeoutMs: 30_000 });
  ({ page } = c);
  page.on('filechooser', heard);
});
afterAll(() => c?.close());

const byTestId = (id: string) => `[data-testid="${id}"]`;

/** Whether the focused element is (or is inside) what `selector` matches. */
const focusIsOn = (selector: string) =>
  page.evaluate((sel) => {
    const el = document.activeElement;
    return !!el && el !== document.body && [...document.querySelectorAll(sel)].some((t) => t === el || t.contains(el));
  }, selector);

/** What has focus, to say where a walk went. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('id') ?? el.textContent?.trim().slice(0, 20) ?? ''}]` : 'none';
  });

/** Presses Tab (or Shift+Tab) until focus is on `selector`; fails when it is never reached. */
async function tabTo(selector: string, { back = false, max = 120 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await focusIsOn(selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    seen.push(await focused());
  }
  throw new Error(`${selector} never took focus; Tab went through ${seen.slice(-30).join(' → ')}`);
}

/** Tabs into the radio group `name` and moves with the arrow keys until `target` is checked. */
async function chooseRadio(name: string, target: string): Promise<void> {
  await tabTo(`input[type="radio"][name="${name}"]`);
  for (let i = 0; i < 4 && !(await page.$eval(target, (el) => (el as HTMLInputElement).checked)); i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.checked === true, target);
  expect(await focusIsOn(target)).toBe(true);
}

const total = async () => Number((await page.textContent(byTestId('people-total')))?.replace(/\D/g, '') ?? 'NaN');

test.each([
  ['/newStudentManage', 'photo-import-open', 'photo-import-dialog', 'photo-import-file-button', '.zip'],
  ['/cardsPackageConfig', 'package-upload', 'package-upload-dialog', 'package-upload-file-button', '.zip'],
])(
  'on %s the file picker of %s is a button too: Tab reaches it, Enter opens the chooser, a drop zone holds it',
  async (route, opener, dialog, button, accept) => {
    await page.goto(`${c.server.url}${route}`);
    await page.waitForSelector(byTestId(opener));
    await tabTo(byTestId(opener), { max: 250 });
    await page.keyboard.press('Enter');
    await page.waitForSelector(byTestId(dialog));
    await tabTo(byTestId(button));
    expect(await page.$eval(`${byTestId(`${button}-zone`)}`, (zone) => zone.contains(document.activeElement))).toBe(true);
    await screenshot(page, `i30-${button}-focused`);
    const chooser = await chooserOf(() => page.keyboard.press('Enter'));
    expect(await chooser.element().getAttribute('accept')).toBe(accept);
    await chooser.setFiles([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(byTestId(dialog), { state: 'detached' });
  },
);

test('a people import with the keyboard alone, the file chosen through the file button', async () => {
  const rows = students(6, 'KBD30');
  const file = await studentsXlsx(tempDir(), '键盘导入名单.xlsx', rows.map(rowOf));

  // the student list, reached from the side menu with Tab and Enter
  await tabTo('.side-menu a[href="/studentManage"]', { max: 200 });
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid^="people-row-"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) > 0);
  const before = await total();

  await tabTo(byTestId('people-import'));
  await page.keyboard.press('Enter');
  await page.waitForSelector(byTestId('import-wizard'));

  // the file button: a real button, named, reached by Tab; the input behind it is not a stop
  await tabTo(byTestId('import-file-button'));
  const button = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return { tag: el.tagName, type: el.getAttribute('type'), name: el.textContent?.trim(), outline: getComputedStyle(el).outlineStyle };
  });
  expect(button).toEqual({ tag: 'BUTTON', type: 'button', name: '上传文件', outline: 'solid' });
  await screenshot(page, 'i30-file-button-focused');

  const chooser = await chooserOf(() => page.keyboard.press('Enter'));
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(file);
  await page.waitForSelector(byTestId('import-file-name'));
  await page.waitForFunction(() => (document.querySelector('#import-header-row') as HTMLInputElement | null)?.value === '2');

  // Space opens the chooser as well (answered with nothing: the pick stays)
  await tabTo(byTestId('import-file-button'), { back: true });
  const again = await chooserOf(() => page.keyboard.press('Space'));
  await again.setFiles([]);
  expect(await page.textContent(byTestId('import-file-name'))).toContain('键盘导入名单.xlsx');

  // step 1: the duplicate rule and the basic-information handling, radio groups: Tab enters a
  // group on its checked radio, the arrow keys choose
  await chooseRadio('import-rule', '#import-rule-1-input');
  await chooseRadio('import-basic', `${byTestId('import-basic-1')} input`);
  await screenshot(page, 'i30-keyboard-step-1');
  await tabTo(byTestId('import-next'));
  await page.keyboard.press('Enter');

  // step 2: the suggested mapping, then on
  await page.waitForSelector(byTestId('import-map-studentNo'));
  await tabTo(byTestId('import-next'));
  await page.keyboard.press('Enter');

  // step 3: confirm, and close the finished import's progress dialog
  await page.waitForSelector(byTestId('import-confirm'));
  await tabTo(byTestId('import-confirm'));
  await page.keyboard.press('Enter');
  await page.waitForSelector(byTestId('import-progress-dialog'));
  await page.waitForSelector('[data-testid="import-progress-title"]:has-text("导入成功")', { timeout: 60_000 });
  expect(await page.textContent(byTestId('import-count-new'))).toMatch(/6/);
  await screenshot(page, 'i30-keyboard-import-finished');
  await tabTo(byTestId('import-progress-close'));
  await page.keyboard.press('Enter');
  await page.waitForSelector(byTestId('import-progress-dialog'), { state: 'detached' });

  // the records arrived
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) === n, before + 6);
  await tabTo('input[data-testid="people-filter-identifier"], [data-testid="people-filter-identifier"] input');
  await page.keyboard.type(rows[3].studentNo);
  await tabTo(byTestId('people-search'));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="people-total"]')?.textContent?.replace(/\D/g, '')) === 1);
  await page.waitForSelector(`[data-testid^="people-row-"]:has-text("${rows[3].name}")`);
  await screenshot(page, 'i30-keyboard-imported-row');
});

test.each([
  ['/robotFAQLibrary', 'the FAQ library'],
  ['/dynamicManage', 'moderation'],
  ['/serviceScore', 'the service score'],
])('%s (%s) opens with 40 rows a page, of 10/20/30/40/100', async (route) => {
  await page.goto(`${c.server.url}${route}`);
  const sizes = page.locator(byTestId('pager-sizes')).first();
  await sizes.waitFor();
  expect((await sizes.locator('.divider.text').textContent())?.trim()).toBe('40 条/页');
  const offered = await sizes.locator('.item').allTextContents();
  expect(offered.map((o) => o.trim())).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页', '100 条/页']);
  await screenshot(page, `i30-page-size${route.replace('/', '-')}`);
});
