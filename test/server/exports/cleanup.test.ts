// Export files do not pile up: a finished export's file is kept 24 hours and then removed (the
// poll then says so and the link gives no file), a file no export names is removed once it is
// an hour old, and a file an export is writing or keeping is never touched.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanExportFiles, EXPORT_FILE_HOURS } from '../../../src/server/exports/cleanup';
import { exportDb } from '../../../src/server/exports/tables';
import { Session, signIn, TENANT_A, TestApp } from '../helpers';
import { buildExportApp, exportDone, fetchFile, progress } from './exportApp';

let t: TestApp;
let a: Session;

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const dir = () => path.join(t.dataDir, 'files', 'exports');
const HOUR = 3600_000;

it("keeps a finished export's file for a day, then removes it", async () => {
  const done = await exportDone(t.app, a, { exportField: '姓名:name' });
  const { stored_name: name } = await exportDb(t.db).selectFrom('export_jobs').select('stored_name').where('key', '=', done.redisKey).executeTakeFirstOrThrow();
  expect(await cleanExportFiles(t.db, t.app.exports.files, t.clock.now() + (EXPORT_FILE_HOURS - 1) * HOUR)).toBe(0);
  expect(readdirSync(dir())).toEqual([name]);

  t.clock.advance((EXPORT_FILE_HOURS + 1) * HOUR);
  expect(await cleanExportFiles(t.db, t.app.exports.files, t.clock.now())).toBe(1);
  expect(readdirSync(dir())).toEqual([]);
  // a day later the session has expired too
  a = await signIn(t.app, TENANT_A);
  const later = await progress(t.app, a, done.redisKey);
  expect(later.result).toMatchObject({ state: 'finished', finished: 1, url: null, errorMsg: '导出文件已过期，请重新导出' });
  const res = await fetchFile(t.app, a, t.app.exports.link(done.redisKey, TENANT_A));
  expect(res.json()).toMatchObject({ status: 1002, msg: '导出文件已过期，请重新导出' });
});

it('removes a file no export names once it is an hour old, and nothing else', async () => {
  const done = await exportDone(t.app, a, { exportField: '姓名:name' });
  const { stored_name: kept } = await exportDb(t.db).selectFrom('export_jobs').select('stored_name').where('key', '=', done.redisKey).executeTakeFirstOrThrow();
  const old = `${'b'.repeat(32)}.xlsx`;
  const fresh = `${'c'.repeat(32)}.xlsx`;
  const stranger = 'notes.txt';
  for (const f of [old, fresh, stranger]) writeFileSync(path.join(dir(), f), 'x');
  const twoHoursAgo = new Date(t.clock.now() - 2 * HOUR);
  for (const f of [old, stranger, kept!]) utimesSync(path.join(dir(), f), twoHoursAgo, twoHoursAgo);
  // file times against the app's clock (moved a day on by the test above)
  const minuteAgo = new Date(t.clock.now() - 60_000);
  utimesSync(path.join(dir(), fresh), minuteAgo, minuteAgo);
  expect(await cleanExportFiles(t.db, t.app.exports.files, t.clock.now())).toBe(1);
  expect(existsSync(path.join(dir(), old))).toBe(false);
  expect(readdirSync(dir()).sort()).toEqual([fresh, kept, stranger].sort());
});
