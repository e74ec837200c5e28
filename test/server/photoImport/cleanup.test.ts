// Zips do not pile up: a job left waiting for its mapping for a day is cancelled with its zip; a
// file no job names goes once it is an hour old (a younger one may be an upload streaming in); a
// file the store did not name is left alone.
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanPhotoImportFiles } from '../../../src/server/photoImport/cleanup';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { signIn, TENANT_A, TestApp } from '../helpers';
import { xlsxOf } from '../imports/fixtures';
import { photoJpeg, writeZip } from './makeZip';
import { buildPhotoApp, progress, uploadOk, zipUploads } from './photoApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildPhotoApp({ photoImports: { runner: false } });
});
afterAll(() => t.close());

it('cancels mappings left for a day and removes stray zips once they are an hour old', async () => {
  const s = await signIn(t.app, TENANT_A);
  const zip = (await writeZip([
    {
      name: 'a.xlsx',
      content: await xlsxOf([
        ['学号', '姓名'],
        ['1', 'a'],
      ]),
    },
    { name: 'a.jpg', content: await photoJpeg() },
  ])) as Buffer;
  const old = await uploadOk(t.app, s, zip);
  const fresh = await uploadOk(t.app, s, zip);
  const day = 24 * 3600_000;
  await photoImportDb(t.db)
    .updateTable('photo_import_jobs')
    .set({ created_at: new Date(t.clock.now() - day - 1000) })
    .where('key', '=', old.redisKey)
    .execute();
  const dir = path.join(t.dataDir, 'files', 'photo-imports');
  const stray = (name: string, ageMs: number) => {
    writeFileSync(path.join(dir, name), 'x');
    const when = (t.clock.now() - ageMs) / 1000;
    utimesSync(path.join(dir, name), when, when);
  };
  stray(`${'c'.repeat(32)}.zip.part`, 2 * 3600_000);
  stray(`${'d'.repeat(32)}.zip`, 60_000);
  stray('notes.txt', 2 * 3600_000);
  expect(zipUploads(t.dataDir)).toHaveLength(5);

  const removed = await cleanPhotoImportFiles(t.db, t.app.photoImports.zips, t.clock.now());
  expect(removed).toBe(2);
  const left = zipUploads(t.dataDir).sort();
  expect(left).toEqual(
    [
      `${'d'.repeat(32)}.zip`,
      'notes.txt',
      (await photoImportDb(t.db).selectFrom('photo_import_jobs').select('stored_name').where('key', '=', fresh.redisKey).executeTakeFirstOrThrow()).stored_name,
    ].sort(),
  );
  const cancelled = await progress(t.app, s, old.redisKey);
  expect([cancelled.envelope.status, cancelled.envelope.msg, cancelled.result.state]).toEqual([1002, '字段匹配超过 24 小时未完成，导入已取消', 'cancelled']);
  expect((await progress(t.app, s, fresh.redisKey)).result.state).toBe('mapping');
});
