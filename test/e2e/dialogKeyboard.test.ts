// Issue 17 part 3 in Chromium against the real server: the import, export, photo import, photo
// export and member picker dialogs, and a finished import's progress dialog, as the WAI-ARIA
// modal dialog pattern. Each dialog is opened from the keyboard (Enter on its opener); focus must
// be inside it, Tab and Shift+Tab pressed more often than it has focusable elements never leave
// it, it is role="dialog" with aria-modal and a name, and Escape closes it and puts focus back on
// the opener (the progress dialog, opened from the wizard that closed under it: back on the
// wizard's opener).
import type { Page } from 'playwright-core';
import { screenshot, signedInConsole, SignedInConsole } from './harness';
import { rowOf, students, studentsXlsx, tempDir } from './files';
import { seriousA11yViolations } from './axe';

jest.setTimeout(240_000);

let signedIn: SignedInConsole;
let page: Page;

beforeAll(async () => {
  signedIn = await signedInConsole();
  page = signedIn.page;
  // the first upload starts the server's parse worker; give the steps room
  page.setDefaultTimeout(30_000);
});
afterAll(() => signedIn?.close());

const byTestId = (id: string) => `[data-testid="${id}"]`;

/** Whether the focused element is inside the dialog (never the page behind or the body). */
const focusInside = (dialog: string) => page.evaluate((sel) => !!document.querySelector(sel)?.contains(document.activeElement), dialog);

/** The data-testid (or tag) of the focused element, to tell elements apart. */
const focusedName = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.getAttribute('data-testid') ?? el.tagName}#${Array.from(el.parentNode?.children ?? []).indexOf(el)}` : 'none';
  });

/** How many elements in the dialog a keyboard can reach (an upper bound for one round). */
const focusableCount = (dialog: string) =>
  page.$$eval(`${dialog} :is(a[href], button, input, select, textarea, [tabindex])`, (els) => els.filter((el) => el.getAttribute('tabindex') !== '-1').length);

/** Opens the dialog by Enter on its opener, as a keyboard user would. */
async function openByKeyboard(opener: string, dialog: string): Promise<void> {
  await page.focus(opener);
  await page.keyboard.press('Enter');
  await page.waitForSelector(dialog);
  await page.waitForFunction((sel) => !!document.querySelector(sel)?.contains(document.activeElement), dialog);
}

/** Presses `key` more often than the dialog has focusable elements; focus must stay inside. */
async function walk(dialog: string, key: 'Tab' | 'Shift+Tab'): Promise<Set<string>> {
  const presses = (await focusableCount(dialog)) + 5;
  const seen = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    const at = await focusedName();
    // the press and the element reached, so that a failure says where focus went
    expect({ key, press: i, at, inside: await focusInside(dialog) }).toEqual({ key, press: i, at, inside: true });
    seen.add(at);
  }
  return seen;
}

async function expectModalAttributes(dialog: string): Promise<void> {
  const a = await page.$eval(dialog, (el) => ({
    role: el.getAttribute('role'),
    modal: el.getAttribute('aria-modal'),
    name: document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? el.getAttribute('aria-label'),
  }));
  expect(a).toEqual({ role: 'dialog', modal: 'true', name: expect.stringMatching(/\S/) });
}

/** Escape closes the dialog (an open dropdown menu takes the first Escape) and focus is back on the opener. */
async function escapeBackTo(dialog: string, opener: string): Promise<void> {
  if (await page.$(`${dialog} .ui.dropdown.active`)) {
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${dialog} .ui.dropdown.active`, { state: 'detached' });
    expect(await page.$(dialog)).not.toBeNull();
  }
  await page.keyboard.press('Escape');
  await page.waitForSelector(dialog, { state: 'detached' });
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), opener);
}

async function holdsTheKeyboard(name: string, opener: string, dialog: string): Promise<void> {
  await openByKeyboard(opener, dialog);
  await expectModalAttributes(dialog);
  // read now, asserted once the dialog is closed again, so one finding does not leave it open
  // over the next case
  const a11y = await seriousA11yViolations(page, { include: [dialog], label: `${name} dialog` });
  const forward = await walk(dialog, 'Tab');
  const backward = await walk(dialog, 'Shift+Tab');
  // Tab really moved focus around the dialog (a dialog whose focus stuck would pass the above)
  expect(forward.size).toBeGreaterThan(1);
  expect(backward.size).toBeGreaterThan(1);
  await screenshot(page, `dialog-keyboard-${name}`);
  await escapeBackTo(dialog, opener);
  expect(a11y).toBe('');
}

interface DialogCase {
  name: string;
  /** brings the opener on screen */
  screen: () => Promise<void>;
  opener: string;
  dialog: string;
}

async function studentList() {
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
}

async function newStudentList() {
  await page.click('.side-menu a[href="/newStudentManage"]');
  await page.waitForSelector('[data-testid="people-screen-NEW_STUDENT"] [data-testid^="people-row-"]');
}

async function roleMembers() {
  await page.click('.side-menu a[href="/roleMemberManage"]');
  const group = page.locator('[data-testid^="member-group-open-"]').first();
  await group.click();
  await page.waitForSelector(byTestId('member-panel'));
}

const CASES: DialogCase[] = [
  { name: 'import', screen: studentList, opener: byTestId('people-import'), dialog: byTestId('import-wizard') },
  { name: 'export', screen: studentList, opener: byTestId('people-export'), dialog: byTestId('export-dialog') },
  { name: 'photo-import', screen: newStudentList, opener: byTestId('photo-import-open'), dialog: byTestId('photo-import-dialog') },
  { name: 'photo-export', screen: newStudentList, opener: byTestId('photo-export-open'), dialog: byTestId('photo-export-dialog') },
  { name: 'member-picker', screen: roleMembers, opener: byTestId('member-add-STUDENT'), dialog: byTestId('member-picker') },
];

test.each(CASES)('the $name dialog holds the keyboard', async ({ name, screen, opener, dialog }) => {
  await screen();
  await holdsTheKeyboard(name, opener, dialog);
});

test("a finished import's progress dialog holds the keyboard and Escape closes it", async () => {
  await studentList();
  const file = await studentsXlsx(tempDir(), '键盘导入.xlsx', students(3, 'KB17').map(rowOf));
  await openByKeyboard(byTestId('people-import'), byTestId('import-wizard'));
  await page.setInputFiles('#import-file', file);
  await page.waitForFunction(() => !!(document.querySelector('#import-header-row') as HTMLInputElement | null)?.value);
  await page.click(byTestId('import-rule-1'));
  await page.click(byTestId('import-basic-1'));
  await page.click(byTestId('import-next'));
  await page.waitForSelector(byTestId('import-map-studentNo'));
  await page.click(byTestId('import-next'));
  await page.click(byTestId('import-confirm'));

  const progress = byTestId('import-progress-dialog');
  await page.waitForSelector(progress);
  await page.waitForFunction((sel) => !!document.querySelector(sel)?.contains(document.activeElement), progress);
  await expectModalAttributes(progress);
  await page.waitForSelector('[data-testid="import-progress-title"]:has-text("导入成功")', { timeout: 60_000 });
  const a11y = await seriousA11yViolations(page, { include: [progress], label: 'import progress dialog' });
  await walk(progress, 'Tab');
  await walk(progress, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await page.waitForSelector(progress, { state: 'detached' });
  await page.waitForSelector(byTestId('import-wizard'), { state: 'detached' });
  expect(a11y).toBe('');
  // the wizard closed when the progress dialog opened: focus goes back to the button that
  // opened the wizard, the chain's opener, not to <body>
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), byTestId('people-import'));
});
