// Sensitive-information masking in Debian's Chromium against the real server, all through the
// console: a version without phone rules is published (a teacher's phone whole in the list, the
// detail and an export); a rule masking teachers' phones in lists, details and exports is added
// and published (all three masked, students' phones still whole); the earlier version is
// restored from the history and published (whole again).
import type { Page } from 'playwright-core';
import { readXlsx } from './files';
import { DEMO, savedDownload, screenshot, signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(300_000);

let c: SignedInConsole;
let page: Page;
beforeAll(async () => {
  c = await signedInConsole();
  page = c.page;
});
afterAll(() => c?.close());

const sel = (id: string) => `[data-testid="${id}"]`;
const WHOLE = /^1\d{10}$/;
const MASKED = /^1\d{2}\*{4}\d{4}$/;
const RULES = '/sensitiveInformationConfiguration';

async function openRules(): Promise<void> {
  await page.goto(`${c.server.url}${RULES}`);
  await page.waitForSelector(sel('doc-state'));
  await page.waitForSelector('[data-testid^="doc-history-row-"]');
}

const ruleRows = () => page.$$('[data-testid^="records-row-rules-"]');

/** The rule rows' field and identity as the form shows them. */
const ruleTexts = () =>
  page.$$eval('[data-testid^="records-row-rules-"]', (rows) =>
    rows.map((r) => [
      r.querySelector('[data-testid$="-field"] > .text')?.textContent?.trim(),
      r.querySelector('[data-testid$="-identity"] > .text')?.textContent?.trim(),
    ]),
  );

async function choose(testId: string, text: string): Promise<void> {
  await page.click(sel(testId));
  await page.click(`${sel(testId)} .menu .item:has-text("${text}") >> nth=0`);
}

/** The version the apps read (the public read of the published rules). */
async function publishedVersion(): Promise<number> {
  const res = await fetch(`${c.server.url}/api/public/config/${DEMO.tenant}/sensitiveInfo`);
  return ((await res.json()) as { version: number }).version;
}

/** Publishes what the form holds; waits until the apps read the new version and the history lists it. */
async function publishForm(): Promise<number> {
  const before = await publishedVersion();
  await page.click(sel('doc-publish'));
  let version = before;
  for (let tries = 0; tries < 100 && version === before; tries += 1) {
    await new Promise((r) => setTimeout(r, 200));
    version = await publishedVersion();
  }
  expect(version).toBeGreaterThan(before);
  await page.waitForSelector(sel(`doc-history-row-${version}`));
  return version;
}

/** A person's phone as the list, the detail and an export of that person show it. */
async function phoneSeen(route: string, screenId: string): Promise<{ list: string; detail: string; export: string; name: string }> {
  await page.goto(`${c.server.url}${route}`);
  await page.waitForSelector('[data-testid^="people-row-"]');
  const headers = await page.$$eval(`${sel(screenId)} table thead th`, (ths) => ths.map((th) => th.textContent?.trim() ?? ''));
  const phoneCol = headers.indexOf('手机号');
  expect(phoneCol).toBeGreaterThanOrEqual(0);
  const row = page.locator('[data-testid^="people-row-"]').first();
  const list = ((await row.locator('td').nth(phoneCol).textContent()) ?? '').trim();
  const name = ((await row.locator('[data-testid^="people-detail-"]').first().textContent()) ?? '').trim();

  await row.locator('[data-testid^="people-detail-"]').first().click();
  const phone = page.locator(sel('people-detail-field-phone'));
  await phone.waitFor();
  const detail = ((await phone.textContent()) ?? '').trim();
  await page.click(sel('people-detail-close'));
  await page.waitForSelector(sel('people-detail-panel'), { state: 'detached' });

  // the export of that one person (ticked in the list)
  await row.locator('input[type="checkbox"]').first().check({ force: true });
  await page.click(sel('people-export'));
  await page.waitForSelector(sel('export-dialog'));
  await page.click(sel('export-range-3'));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click(sel('export-start'))]);
  await page.waitForSelector(sel('export-download'));
  const [header, ...data] = await readXlsx(await savedDownload(download));
  expect(data).toHaveLength(1);
  const exported = data[0][header.indexOf('手机号')];
  expect(data[0][header.indexOf('姓名')]).toBe(name);
  await page.keyboard.press('Escape');
  return { list, detail, export: exported, name };
}

test('a published rule masks teachers’ phones in the list, the detail and the export; restoring the earlier version shows them whole', async () => {
  await openRules();
  // the demo's draft: ID numbers and phones in every list, and staff phones everywhere; remove both phone rules
  for (;;) {
    const texts = await ruleTexts();
    const at = texts.findIndex(([field]) => field === '手机号');
    if (at < 0) break;
    await page.click(sel(`records-remove-rules-${at}`));
  }
  expect((await ruleTexts()).map(([f]) => f)).toEqual(['身份证号']);
  const earlier = await publishForm();
  const whole = await phoneSeen('/teacherManage', 'people-screen-TEACHER');
  expect(whole.list).toMatch(WHOLE);
  expect(whole.detail).toBe(whole.list);
  expect(whole.export).toBe(whole.list);

  // a rule for staff: phones masked in lists, details and exports
  await openRules();
  await page.click(sel('records-add-rules'));
  const index = (await ruleRows()).length - 1;
  await choose(`records-rules-${index}-field`, '手机号');
  await choose(`records-rules-${index}-identity`, '教职工');
  await choose(`records-rules-${index}-pattern`, '保留前3位和后4位');
  for (const place of ['inDetail', 'inExport']) {
    const box = sel(`records-rules-${index}-${place}`);
    if (!(await page.isChecked(`${box} input`))) await page.click(box);
  }
  await screenshot(page, 'masking-01-rule');
  const masking = await publishForm();
  expect(masking).toBeGreaterThan(earlier);

  const masked = await phoneSeen('/teacherManage', 'people-screen-TEACHER');
  expect(masked.name).toBe(whole.name);
  expect(masked.list).toMatch(MASKED);
  expect(masked.list).toBe(`${whole.list.slice(0, 3)}****${whole.list.slice(-4)}`);
  expect(masked.detail).toBe(masked.list);
  expect(masked.export).toBe(masked.list);
  await screenshot(page, 'masking-02-teacher-list');
  // the rule is the staff's: a student's phone stays whole
  expect((await phoneSeen('/studentManage', 'people-screen-STUDENT')).list).toMatch(WHOLE);

  // the earlier version brought back from the history and published
  await openRules();
  await page.click(sel(`doc-restore-${earlier}`));
  await page.click(sel('notice-confirm'));
  await page.waitForSelector(sel(`doc-history-row-${masking + 1}`));
  expect((await ruleTexts()).map(([f]) => f)).toEqual(['身份证号']);
  await publishForm();
  expect(await phoneSeen('/teacherManage', 'people-screen-TEACHER')).toEqual(whole);
});
