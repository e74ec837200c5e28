// The photo export check (document 001 §4): null when everyone in range has the naming
// identifier; otherwise the list of the people lacking it, written as an xlsx export job whose
// file (prefixed 无照片) is read back here — its header and exactly the people lacking the number,
// in the range asked, the advanced search's OR-groups included.
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { buildExportApp, fetchFile } from '../exports/exportApp';
import { call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { readWorkbook } from '../imports/fixtures';
import { checkPhotos, photoProgress, startPhotos, waitForPhotos } from './calls';
import { seedPhotos, SeededPhotos } from './seedPhotos';

let t: TestApp;
let a: Session;
let seeded: SeededPhotos;
let students: { id: number; name: string; student_no: string | null; id_number: string | null }[];
/** no student number: two with a photo, one without */
let lacking: typeof students;

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  seeded = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_A, count: 6 });
  const noPhoto = await t.db
    .selectFrom('people')
    .select('id')
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .where('photo_path', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('people').set({ student_no: null }).where('id', 'in', [seeded.ids[0], seeded.ids[1], noPhoto.id]).execute();
  students = await t.db
    .selectFrom('people')
    .select(['id', 'name', 'student_no', 'id_number'])
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .execute();
  lacking = students.filter((p) => p.student_no === null);
  // tenant B's students lacking the number never appear in A's list
  await t.db.updateTable('people').set({ student_no: null }).where('tenant_id', '=', TENANT_B).where('identity', '=', 'STUDENT').execute();
});
afterAll(() => t.close());

it("the check's poll is document 000's POST userImg/checkExportImg; our old excel/checkProgress is gone", async () => {
  expect(PHOTO_PATHS.checkProgress).toBe('/api/blade-platform/userImg/checkExportImg');
  expect(PHOTO_PATHS.checkExport).toBe('/api/blade-platform/userImg/excel/checkExportImg');
  const old = await call(t.app, a, { url: '/api/blade-platform/userImg/excel/checkProgress', body: { redisKey: 'x', identity: 'STUDENT' } });
  expect(old.http).toBe(404);
});

async function listOf(redisKey: string) {
  const done = await waitForPhotos(t.app, a, redisKey, PHOTO_PATHS.checkProgress);
  expect(done.result).toMatchObject({ state: 'finished', finished: 1 });
  const res = await fetchFile(t.app, a, done.result.url!);
  expect(res.statusCode).toBe(200);
  const [sheet] = await readWorkbook(res.rawPayload);
  return { progress: done.result, header: sheet.rows[0].map((c) => c.value), rows: sheet.rows.slice(1).map((r) => r.map((c) => c.value)) };
}

it('answers null when everyone in range can be named', async () => {
  const r = await checkPhotos(t.app, a, { namingRule: 3 });
  expect(r.envelope.status).toBe(1000);
  expect(r.result).toBeNull();
  const checked = await checkPhotos(t.app, a, { dataRange: 3, choiceDataIds: seeded.ids.slice(2).join(','), namingRule: 2 });
  expect(checked.result).toBeNull();
});

it('writes the list of the people lacking the number', async () => {
  const r = await checkPhotos(t.app, a, { namingRule: 2, fileName: '学生照片' });
  expect(r.envelope.status).toBe(1000);
  expect(r.result).toEqual({ redisKey: expect.stringMatching(/^exp_/), missingIdentifier: 3, total: students.length });
  const list = await listOf(r.result!.redisKey);
  expect(list.progress).toMatchObject({ fileName: '无照片_学生照片.xlsx', totalNum: 3, finishNum: 3 });
  expect(list.header).toEqual(['姓名', '学号', '身份证号', '所属单位', '班级']);
  expect(list.rows.map((row) => row[0]).sort()).toEqual(lacking.map((p) => p.name).sort());
  // the ID number whole, the student number empty
  for (const row of list.rows) {
    const p = lacking.find((x) => x.name === row[0])!;
    expect(row[1]).toBeNull();
    expect(row[2]).toBe(p.id_number);
  }
});

it('lists within the range: checked rows, and every OR-group of the advanced search', async () => {
  const checked = await checkPhotos(t.app, a, { dataRange: 3, choiceDataIds: seeded.ids.slice(0, 4).join(','), namingRule: 2 });
  expect(checked.result).toMatchObject({ missingIdentifier: 2, total: 4 });
  expect((await listOf(checked.result!.redisKey)).rows.map((row) => row[0]).sort()).toEqual(
    lacking
      .filter((p) => seeded.ids.slice(0, 4).includes(p.id))
      .map((p) => p.name)
      .sort(),
  );

  // (name = lacking[0] or name = someone with a number): only lacking[0] lacks it
  const named = students.find((p) => p.student_no !== null)!;
  const advancedSearch = [
    { join: 'and' as const, field: 'name' as const, operator: '=' as const, value: lacking[0].name },
    { join: 'or' as const, field: 'name' as const, operator: '=' as const, value: named.name },
  ];
  const searched = await checkPhotos(t.app, a, { dataRange: 2, advancedSearch, namingRule: 2 });
  const sameName = students.filter((p) => p.name === lacking[0].name || p.name === named.name);
  expect(searched.result).toMatchObject({ total: sameName.length, missingIdentifier: sameName.filter((p) => p.student_no === null).length });
  expect((await listOf(searched.result!.redisKey)).rows.map((row) => row[0])).toEqual(sameName.filter((p) => p.student_no === null).map((p) => p.name));
});

it('checks the body as the start does', async () => {
  expect((await checkPhotos(t.app, a, { fileName: '' })).result).toMatchObject([{ field: 'fileName', reason: '请输入文件名称' }]);
  expect((await checkPhotos(t.app, a, { namingRule: 1 as never })).envelope.status).toBe(9009);
});

it('keeps the list and the zip apart, and each tenant to its own', async () => {
  const list = (await checkPhotos(t.app, a, { namingRule: 2 })).result!.redisKey;
  await waitForPhotos(t.app, a, list, PHOTO_PATHS.checkProgress);
  // the list is not a photo export, nor the photo export a list
  expect((await photoProgress(t.app, a, list)).envelope).toMatchObject({ status: 1002, msg: '导出任务不存在' });
  const zip = (await startPhotos(t.app, a, { namingRule: 2 })).result.redisKey;
  expect((await photoProgress(t.app, a, zip, PHOTO_PATHS.checkProgress)).envelope.status).toBe(1002);
  await waitForPhotos(t.app, a, zip);
  const b = await signIn(t.app, TENANT_B);
  expect((await photoProgress(t.app, b, list, PHOTO_PATHS.checkProgress)).envelope.status).toBe(1002);
});
