// Issue 5 in Chromium against the real server: an administrator imports a zip of new-student
// photos named by student number (with the roster spreadsheet inside, mapped in the field mapping
// dialog), sees the photos on the photo screen and on the people list, then exports the photos
// as png: the pre-check lists the students without a student number, the list is downloaded,
// the export goes on, and the test opens the downloaded zip and checks names and formats.
import type { Page } from 'playwright-core';
import { savedDownload, screenshot, signedInConsole, SignedInConsole } from './harness';
import { newStudents, newStudentsPhotoZip, readXlsx, readZip, tempDir } from './files';

jest.setTimeout(240_000);

let signedIn: SignedInConsole;
let page: Page;

beforeAll(async () => {
  signedIn = await signedInConsole();
  page = signedIn.page;
});
afterAll(() => signedIn?.close());

const roster = newStudents(6, 2, 'P5');
const numbered = roster.filter((r) => r.studentNo);
const unnumbered = roster.filter((r) => !r.studentNo);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Waits until every <img> matching `selector` has loaded (or failed and fallen back). */
async function imagesSettled(selector: string): Promise<void> {
  await page.waitForFunction((sel) => Array.from(document.querySelectorAll<HTMLImageElement>(sel)).every((img) => img.complete), selector);
}

/** Each matching <img>: whether the fallback stands in, and whether the picture really drew. */
async function thumbs(selector: string): Promise<{ fallback: string | null; drawn: boolean }[]> {
  return page.$$eval(selector, (imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({ fallback: img.getAttribute('data-fallback'), drawn: img.naturalWidth > 0 })),
  );
}

test('a zip of photos named by student number, with its roster, is imported through the mapping dialog', async () => {
  const dir = tempDir();
  const zip = await newStudentsPhotoZip(dir, '新生照片.zip', roster);
  await page.click('.side-menu a[href="/newStudentManage"]');
  await page.waitForSelector('[data-testid="people-screen-NEW_STUDENT"]');
  await page.click('[data-testid="photo-import-open"]');
  await page.waitForSelector('[data-testid="photo-import-dialog"]');

  // the form's refusals first: nothing chosen
  await page.click('[data-testid="photo-import-confirm"]');
  expect(await page.textContent('[data-testid="photo-import-error-file"]')).toBe('请上传文件');
  expect(await page.textContent('[data-testid="photo-import-error-repeat"]')).toBe('请选择重复规则');

  await page.setInputFiles('[data-testid="photo-import-file"]', zip);
  await page.click('[data-testid="photo-import-naming-3"]');
  await page.click('[data-testid="photo-import-repeat-1"]');
  await page.click('[data-testid="photo-import-error-rule-1"]');
  await page.fill('[data-testid="photo-import-title-row"] input, input[data-testid="photo-import-title-row"]', '2');
  await screenshot(page, 'photos-01-import-form');
  await page.click('[data-testid="photo-import-confirm"]');

  // the zip holds the roster: its columns are mapped first
  await page.waitForSelector('[data-testid="photo-mapping-dialog"]');
  await page.waitForSelector('[data-testid="photo-mapping-pair-examNo"]');
  await screenshot(page, 'photos-02-mapping');
  expect(await page.textContent('[data-testid="photo-mapping-pair-examNo"]')).toContain('<=>');
  await page.click('[data-testid="photo-mapping-confirm"]');

  await page.waitForSelector('[data-testid="photo-import-progress"]');
  await page
    .waitForFunction(() => document.querySelector('[data-testid="photo-import-percent"]')?.textContent?.trim() === '100%', null, { timeout: 60_000 })
    .catch(async (e) => {
      await screenshot(page, 'photos-03-import-progress-stuck');
      throw e;
    });
  await screenshot(page, 'photos-03-import-progress');
  expect(await page.textContent('[data-testid="photo-import-count-new"]')).toContain(String(numbered.length));
  expect(await page.textContent('[data-testid="photo-import-count-failed"]')).toContain('0');
  expect(await page.isEnabled('[data-testid="photo-import-close"]')).toBe(true);
  await page.click('[data-testid="photo-import-close"]');
  await page.waitForSelector('[data-testid="photo-import-progress"]', { state: 'detached' });
});

test('the photos show on the photo screen, in the preview, and on the people list', async () => {
  await page.click('.side-menu a[href="/userImgManage"]');
  await page.waitForSelector('[data-testid="photos-screen"]');
  await page.click('[data-testid="photos-tab-NEW_STUDENT"]');
  await page.fill('[data-testid="photos-filter-identifier"] input, input[data-testid="photos-filter-identifier"]', '26P5');
  await page.click('[data-testid="photos-search"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="photos-row"]').length === 6);
  await imagesSettled('[data-testid="photos-thumb"]');
  const shown = await thumbs('[data-testid="photos-thumb"]');
  expect(shown.filter((s) => s.fallback === null && s.drawn)).toHaveLength(numbered.length);
  expect(shown.filter((s) => s.fallback === 'avatar')).toHaveLength(unnumbered.length);
  await screenshot(page, 'photos-04-photo-screen');

  // the preview shows the whole photo
  await page.click('[data-testid="photos-thumb"]:not([data-fallback])');
  await page.waitForSelector('[data-testid="image-preview-image"]');
  await page.waitForFunction(() => (document.querySelector('[data-testid="image-preview-image"]') as HTMLImageElement | null)?.naturalWidth === 300);
  await screenshot(page, 'photos-05-preview');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="image-preview-image"]', { state: 'detached' });

  // and on the new-student list
  await page.click('.side-menu a[href="/newStudentManage"]');
  await page.waitForSelector('[data-testid="people-screen-NEW_STUDENT"]');
  await page.fill('[data-testid="people-filter-identifier"]', '26P5');
  await page.click('[data-testid="people-search"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="people-row-"]').length === 6);
  await imagesSettled('[data-testid^="people-row-"] img');
  const listed = await thumbs('[data-testid^="people-row-"] img');
  expect(listed.filter((s) => s.fallback === null && s.drawn)).toHaveLength(numbered.length);
  await screenshot(page, 'photos-06-people-list');
});

test('a png export after the pre-check lists the students without a student number', async () => {
  // the list still shows the search for 26P5: export the current search, named by student number
  await page.click('[data-testid="photo-export-open"]');
  await page.waitForSelector('[data-testid="photo-export-dialog"]');
  await page.click('[data-testid="photo-export-range-2"]');
  await page.click('[data-testid="photo-export-naming-2"]');
  await page.click('[data-testid="photo-export-format-3"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="photo-export-count"]')?.textContent?.includes('6'));
  await screenshot(page, 'photos-07-export-dialog');
  await page.click('[data-testid="photo-export-start"]');

  // the pre-check: two students lack a student number; their list can be downloaded
  await page.waitForSelector('[data-testid="photo-export-notice"]');
  await page.waitForSelector('[data-testid="photo-export-missing-download"]', { timeout: 60_000 });
  await screenshot(page, 'photos-08-notice');
  const [listFile] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click('[data-testid="photo-export-missing-download"]')]);
  expect(listFile.suggestedFilename()).toMatch(/^无照片.*\.xlsx$/);
  const [header, ...missing] = await readXlsx(await savedDownload(listFile));
  const examCol = header.indexOf('考生号');
  expect(examCol).toBeGreaterThanOrEqual(0);
  expect(missing.map((r) => r[examCol]).sort()).toEqual(unnumbered.map((r) => r.examNo).sort());

  // continue: the photos of the others, as png, named by student number
  const [zipFile] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.click('[data-testid="photo-export-continue"]')]);
  await page.waitForSelector('[data-testid="photo-export-progress"]');
  await page.waitForSelector('[data-testid="photo-export-download"]');
  await screenshot(page, 'photos-09-export-progress');
  expect(zipFile.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await readZip(await savedDownload(zipFile));
  expect(entries.map((e) => e.name).sort()).toEqual(numbered.map((r) => `${r.studentNo}.png`).sort());
  for (const e of entries) expect(e.bytes.subarray(0, 8).equals(PNG)).toBe(true);
});
