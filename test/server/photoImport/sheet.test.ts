// A zip holding a spreadsheet beside the photos: the sheet is registered with the Excel import,
// the job waits for its mapping (importFields, then importStart checked as the wizard checks it),
// a real Excel import job brings the rows in, and only once it has ended are the photos placed,
// on the people it just made.
import { importDb } from '../../../src/server/imports/tables';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { call, signIn, Session, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, xlsxOf } from '../imports/fixtures';
import { photoJpeg, writeZip } from './makeZip';
import { buildPhotoApp, fields, progress, start, uploadOk, waitForPhotoJob } from './photoApp';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await buildPhotoApp();
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const ROWS = 8;
const studentNo = (i: number) => `ZS${String(i).padStart(6, '0')}`;

async function zipWithSheet(names: (i: number) => string = studentNo) {
  const sheet = await xlsxOf([
    ['2026 级新生名单'],
    ['学号', '姓名', '身份证号', '性别'],
    ...Array.from({ length: ROWS }, (_, i) => [studentNo(i), `表格学生${i}`, idNumberFor(90000 + i), i % 2 ? '男' : '女']),
  ]);
  const jpeg = await photoJpeg();
  return (await writeZip([
    { name: '名单.xlsx', content: sheet },
    ...Array.from({ length: ROWS }, (_, i) => ({ name: `照片/${names(i)}.jpg`, content: jpeg })),
  ])) as Buffer;
}

const peopleOf = () =>
  t.db
    .selectFrom('people')
    .select(['id', 'name', 'student_no', 'photo_path'])
    .where('tenant_id', '=', TENANT_A)
    .where('student_no', 'like', 'ZS%')
    .orderBy('student_no')
    .execute();

it('imports the rows first, then places the photos on the new people', async () => {
  const up = await uploadOk(t.app, s, await zipWithSheet(), { jbDesc: 2, repeatRule: 1 });
  expect(up).toMatchObject({ photoCount: ROWS, needsMapping: true, sheetName: '名单.xlsx' });
  // waiting for the mapping: nothing runs
  const waiting = await progress(t.app, s, up.redisKey);
  expect(waiting.result).toMatchObject({ state: 'mapping', finished: 0, finishRate: 0, totalNum: ROWS, rows: null });

  const rel = await fields(t.app, s, up.redisKey);
  expect(rel.envelope.status).toBe(1000);
  expect(rel.result.excelField).toEqual(['学号', '姓名', '身份证号', '性别']);
  expect(rel.result.matchFieldList).toEqual(
    expect.arrayContaining([
      { column: 'studentNo', configure: '学号' },
      { column: 'name', configure: '姓名' },
    ]),
  );
  expect(rel.result.dbFieldList.find((f) => f.column === 'studentNo')).toMatchObject({ is_must: 1 });

  // a required field unmatched: the wizard's words, and the job still waits for its mapping
  const partial = await start(
    t.app,
    s,
    up.redisKey,
    rel.result.matchFieldList.filter((p) => p.column !== 'name'),
  );
  expect([partial.envelope.status, partial.envelope.msg]).toEqual([9009, '请匹配所有系统必填字段']);
  const en = await call(t.app, s, {
    url: '/api/blade-platform/userImg/importImg/start',
    body: { redisKey: up.redisKey, matchFieldList: [] },
    headers: { 'accept-language': 'en' },
  });
  expect(en.envelope.msg).toBe('Please match all system required fields');
  const unknown = await start(t.app, s, up.redisKey, [...rel.result.matchFieldList, { column: 'phone', configure: '电话' }]);
  expect([unknown.envelope.status, unknown.envelope.msg]).toEqual([9009, '匹配了不存在的字段或表头：电话']);
  expect((await progress(t.app, s, up.redisKey)).result.state).toBe('mapping');
  expect(await peopleOf()).toEqual([]);

  const started = await start(t.app, s, up.redisKey, rel.result.matchFieldList);
  expect(started.envelope.status).toBe(1000);
  expect(started.result.redisKey).toBe(up.redisKey);
  const done = await waitForPhotoJob(t.app, s, up.redisKey);
  expect(done.result).toMatchObject({ state: 'finished', finished: 1, finishRate: 1, totalNum: ROWS, newInsertNum: ROWS, failNum: 0 });
  expect(done.result.rows).toMatchObject({ state: 'finished', newInsertNum: ROWS, totalNum: ROWS, failNum: 0 });

  const people = await peopleOf();
  expect(people.map((p) => p.student_no)).toEqual(Array.from({ length: ROWS }, (_, i) => studentNo(i)));
  expect(people.every((p) => p.photo_path)).toBe(true);
  expect(people[0].name).toBe('表格学生0');

  // the rows job is a real Excel import: rule, key field and header row as the upload chose
  const job = await photoImportDb(t.db).selectFrom('photo_import_jobs').selectAll().where('key', '=', up.redisKey).executeTakeFirstOrThrow();
  const rows = await importDb(t.db).selectFrom('import_jobs').selectAll().where('key', '=', job.rows_job_key!).executeTakeFirstOrThrow();
  expect(rows.params).toMatchObject({ headerLine: 2, ruleNum: 1, checkFields: ['studentNo'], infoHandle: 1, fileName: '名单.xlsx' });
  expect(rows.target).toBe('STUDENT');

  // started once only
  const again = await start(t.app, s, up.redisKey, rel.result.matchFieldList);
  expect([again.envelope.status, again.envelope.msg]).toEqual([1002, '该导入已开始，不能再匹配字段']);
  expect((await fields(t.app, s, up.redisKey)).envelope.msg).toBe('该导入已开始，不能再匹配字段');
});

it('repeat rule 2 skips the rows and the photos already there', async () => {
  const before = await peopleOf();
  const up = await uploadOk(t.app, s, await zipWithSheet(), { jbDesc: 2, repeatRule: 2 });
  const rel = await fields(t.app, s, up.redisKey);
  await start(t.app, s, up.redisKey, rel.result.matchFieldList);
  const done = await waitForPhotoJob(t.app, s, up.redisKey);
  expect(done.result).toMatchObject({ state: 'finished', totalNum: ROWS, newInsertNum: 0, updateNum: 0, jumpNum: ROWS, failNum: 0 });
  expect(done.result.rows).toMatchObject({ state: 'finished', jumpNum: ROWS });
  const after = await peopleOf();
  expect(after.map((p) => p.photo_path)).toEqual(before.map((p) => p.photo_path));
});

it('a photo whose person is in no row and nowhere else fails; a zip with a sheet and no photo imports the rows', async () => {
  const up = await uploadOk(t.app, s, await zipWithSheet((i) => (i === 0 ? 'NOTINSHEET' : studentNo(i))), { jbDesc: 2, repeatRule: 1 });
  const rel = await fields(t.app, s, up.redisKey);
  await start(t.app, s, up.redisKey, rel.result.matchFieldList);
  const done = await waitForPhotoJob(t.app, s, up.redisKey);
  expect(done.result).toMatchObject({ totalNum: ROWS, updateNum: ROWS - 1, failNum: 1 });

  const sheetOnly = (await writeZip([
    {
      name: 'list.xlsx',
      content: await xlsxOf([
        ['学号', '姓名'],
        ['ZS900001', '只有表格'],
      ]),
    },
  ])) as Buffer;
  const up2 = await uploadOk(t.app, s, sheetOnly, { jbDesc: 1 });
  expect(up2).toMatchObject({ photoCount: 0, needsMapping: true, sheetName: 'list.xlsx' });
  const rel2 = await fields(t.app, s, up2.redisKey);
  await start(t.app, s, up2.redisKey, rel2.result.matchFieldList);
  const done2 = await waitForPhotoJob(t.app, s, up2.redisKey);
  expect(done2.result).toMatchObject({ state: 'finished', finishRate: 1, totalNum: 0 });
  expect(done2.result.rows).toMatchObject({ newInsertNum: 1 });
});

it('refuses the mapping calls for a zip without a spreadsheet', async () => {
  const zip = (await writeZip([{ name: 'a.jpg', content: await photoJpeg() }])) as Buffer;
  const up = await uploadOk(t.app, s, zip);
  expect(up.needsMapping).toBe(false);
  const a = await fields(t.app, s, up.redisKey);
  expect([a.envelope.status, a.envelope.msg]).toEqual([1002, '该压缩包中没有表格文件，无需匹配字段']);
  await waitForPhotoJob(t.app, s, up.redisKey);
});

it('leaves the photo job waiting while the rows are not imported yet', async () => {
  // a server whose Excel import runner does not run: the rows job stays queued
  const t2 = await buildPhotoApp({ imports: { runner: false } });
  try {
    const s2 = await signIn(t2.app, TENANT_A);
    const up = await uploadOk(t2.app, s2, await zipWithSheet(), { jbDesc: 2 });
    const rel = await fields(t2.app, s2, up.redisKey);
    expect((await start(t2.app, s2, up.redisKey, rel.result.matchFieldList)).envelope.status).toBe(1000);
    // many polls of the photo runner later, the photo job has not been claimed
    await new Promise((r) => setTimeout(r, 300));
    const waiting = await progress(t2.app, s2, up.redisKey);
    expect(waiting.result).toMatchObject({ state: 'queued', finishNum: 0 });
    expect(waiting.result.rows).toMatchObject({ state: 'queued' });
    const job = await photoImportDb(t2.db)
      .selectFrom('photo_import_jobs')
      .select(['state', 'attempts'])
      .where('key', '=', up.redisKey)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'waiting', attempts: 0 });
    // the rows are imported: then the photos
    t2.app.imports.runner.start();
    const done = await waitForPhotoJob(t2.app, s2, up.redisKey);
    expect(done.result).toMatchObject({ state: 'finished', newInsertNum: ROWS });
    expect(done.result.rows).toMatchObject({ state: 'finished', newInsertNum: ROWS });
  } finally {
    await t2.close();
  }
});
