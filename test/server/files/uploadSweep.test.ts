// Upload files do not pile up (src/server/files): at start, a file with no row older than the
// grace period is removed from the Excel import's and the photo import's upload folders while a
// fresh one (an upload in flight) and a file the store did not name stay; an Excel upload no job
// used goes after 24 hours, row and file, while one a job used stays with its original file, and a
// zip's spreadsheet stays while its photo job waits for the mapping (and goes once that job is
// cancelled). Real files in a temporary DATA_DIR, the app's movable clock.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORPHAN_GRACE_MS, UPLOAD_UNUSED_HOURS } from '../../../src/server/files/limits';
import { cleanPhotoImportFiles } from '../../../src/server/photoImport/cleanup';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { importDb } from '../../../src/server/imports/tables';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { download, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { importFile, STUDENT_HEADER, studentRow, upload, uploadOk, xlsxOf } from '../imports/fixtures';
import { photoJpeg, writeZip } from '../photoImport/makeZip';
import { buildPhotoApp, progress, uploadOk as uploadZipOk } from '../photoImport/photoApp';

const HOUR = 3600_000;
let dataDir: string;
let t: TestApp;
let s: Session;

const importsDir = () => path.join(dataDir, 'files', 'imports');
const zipsDir = () => path.join(dataDir, 'files', 'photo-imports');

function fileAged(dir: string, name: string, ageMs: number) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), 'left behind');
  const when = (Date.now() - ageMs) / 1000;
  utimesSync(path.join(dir, name), when, when);
}

beforeAll(async () => {
  // a DATA_DIR as a process killed mid-upload leaves it: files with no row
  dataDir = mkdtempSync(path.join(tmpdir(), 'campus-sweep-'));
  fileAged(importsDir(), `${'a'.repeat(32)}.xlsx`, ORPHAN_GRACE_MS + HOUR);
  fileAged(importsDir(), `${'b'.repeat(32)}.xls`, 5 * 60_000);
  fileAged(importsDir(), 'notes.txt', 48 * HOUR);
  fileAged(zipsDir(), `${'c'.repeat(32)}.zip.part`, ORPHAN_GRACE_MS + HOUR);
  fileAged(zipsDir(), `${'d'.repeat(32)}.zip.part`, 60_000);
  // the Excel import runner starts with the app, and with it the upload sweep (photo runner: its clean-up)
  t = await buildPhotoApp({ dataDir });
  s = await signIn(t.app, TENANT_A);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('at start removes files with no row older than the grace period, and keeps fresh ones and files it did not name', () => {
  expect(readdirSync(importsDir()).sort()).toEqual([`${'b'.repeat(32)}.xls`, 'notes.txt']);
  expect(readdirSync(zipsDir()).sort()).toEqual([`${'d'.repeat(32)}.zip.part`]);
});

it('removes an upload no job used after 24 hours, row and file, and keeps one a job used with its original file', async () => {
  const before = new Set(readdirSync(importsDir()));
  const sheet = await xlsxOf([STUDENT_HEADER, studentRow(7101)]);
  const unused = await uploadOk(t.app, s, sheet, '没用上的.xlsx');
  const used = await importFile(t.app, s, await xlsxOf([STUDENT_HEADER, studentRow(7102)]), {}, '导入过的.xlsx');
  expect(used.status.state).toBe('finished');
  const stored = async (id: string) =>
    (await importDb(t.db).selectFrom('import_uploads').select('stored_name').where('id', '=', id).executeTakeFirst())?.stored_name;
  const unusedFile = (await stored(unused.id))!;
  const usedFile = (await stored(used.upload.id))!;
  expect(
    readdirSync(importsDir())
      .filter((f) => !before.has(f))
      .sort(),
  ).toEqual([unusedFile, usedFile].sort());

  // within the day no upload goes (the fresh orphan of the start is now old by the app's clock: it goes)
  t.clock.advance((UPLOAD_UNUSED_HOURS - 1) * HOUR);
  expect(await t.app.imports.sweep()).toEqual({ expired: 0, orphans: 1 });
  expect(existsSync(path.join(importsDir(), `${'b'.repeat(32)}.xls`))).toBe(false);
  expect(await stored(unused.id)).toBe(unusedFile);
  expect(existsSync(path.join(importsDir(), unusedFile))).toBe(true);

  t.clock.advance(2 * HOUR);
  s = await signIn(t.app, TENANT_A);
  expect(await t.app.imports.sweep()).toEqual({ expired: 1, orphans: 0 });
  expect(await stored(unused.id)).toBeUndefined();
  expect(existsSync(path.join(importsDir(), unusedFile))).toBe(false);
  // the wizard still holding the old id is told the upload expired
  const relation = await download(t.app, s, { url: IMPORT_PATHS.relation, body: { id: unused.id, headerLine: 1 } });
  expect(relation.json()).toMatchObject({ status: 1002, msg: '上传的文件已过期，请重新上传' });

  // the job's upload stays, and the history still gives its original file
  expect(await stored(used.upload.id)).toBe(usedFile);
  const original = await download(t.app, s, { url: IMPORT_PATHS.original, body: { key: used.key } });
  expect(original.statusCode).toBe(200);
  expect(original.rawPayload.length).toBeGreaterThan(0);
  // a file the store did not name is never touched
  expect(readdirSync(importsDir()).sort()).toEqual(['notes.txt', usedFile].sort());
});

it("keeps a zip's spreadsheet while its photo job waits for the mapping, and removes it once that job is cancelled", async () => {
  const zip = (await writeZip([
    {
      name: '名单.xlsx',
      content: await xlsxOf([
        ['学号', '姓名'],
        ['7201', '甲'],
      ]),
    },
    { name: '7201.jpg', content: await photoJpeg() },
  ])) as Buffer;
  const job = await uploadZipOk(t.app, s, zip);
  expect(job.needsMapping).toBe(true);
  const { upload_id: uploadId } = await photoImportDb(t.db)
    .selectFrom('photo_import_jobs')
    .select('upload_id')
    .where('key', '=', job.redisKey)
    .executeTakeFirstOrThrow();
  expect(uploadId).toBeTruthy();

  t.clock.advance((UPLOAD_UNUSED_HOURS + 1) * HOUR);
  s = await signIn(t.app, TENANT_A);
  expect((await t.app.imports.sweep())?.expired).toBe(0);
  expect(await importDb(t.db).selectFrom('import_uploads').select('id').where('id', '=', uploadId!).executeTakeFirst()).toBeTruthy();

  // the photo import's own clean-up cancels the mapping left a day; then the spreadsheet goes too
  await cleanPhotoImportFiles(t.db, t.app.photoImports.zips, t.clock.now());
  expect((await progress(t.app, s, job.redisKey)).result.state).toBe('cancelled');
  expect((await t.app.imports.sweep())?.expired).toBe(1);
  expect(await importDb(t.db).selectFrom('import_uploads').select('id').where('id', '=', uploadId!).executeTakeFirst()).toBeUndefined();
  expect(
    (await photoImportDb(t.db).selectFrom('photo_import_jobs').select('upload_id').where('key', '=', job.redisKey).executeTakeFirstOrThrow()).upload_id,
  ).toBeNull();
  // the cancelled job still answers its progress
  expect((await progress(t.app, s, job.redisKey)).result.state).toBe('cancelled');
});

it('a refused upload leaves nothing for the sweep to find', async () => {
  const before = readdirSync(importsDir()).sort();
  const a = await upload(t.app, s, Buffer.from('not a workbook'), 'x.xlsx');
  expect(a.envelope.status).toBe(1002);
  expect(readdirSync(importsDir()).sort()).toEqual(before);
});
