// Tenant isolation: the tenant is the token's, always. Another tenant's key or error key answers
// like an unknown one on every call; a zip only ever matches the uploading tenant's people, and
// its photos go to that tenant's folder of the photo store.
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { call, signIn, Session, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { xlsxOf } from '../imports/fixtures';
import { makePhotoZip, photoJpeg, writeZip } from './makeZip';
import { addPeople, buildPhotoApp, cancel, errorsFile, fields, importZip, photoColumns, photoStoreFiles, progress, start, uploadOk } from './photoApp';

let t: TestApp;
let a: Session;
let b: Session;
beforeAll(async () => {
  t = await buildPhotoApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

it("answers another tenant's keys like unknown ones", async () => {
  const sheet = await xlsxOf([
    ['学号', '姓名'],
    ['ISO00001', '甲'],
  ]);
  const zip = (await writeZip([
    { name: 's.xlsx', content: sheet },
    { name: 'NOBODY.jpg', content: await photoJpeg() },
  ])) as Buffer;
  const mapping = await uploadOk(t.app, a, zip);
  const failed = await importZip(t.app, a, await makePhotoZip({ count: 1, identifierOf: () => 'NOBODY' }));
  expect(failed.status.errorKey).toMatch(/^pie_/);

  const unknown = '导入任务不存在';
  for (const answer of [
    await progress(t.app, b, mapping.redisKey),
    await fields(t.app, b, mapping.redisKey),
    await start(t.app, b, mapping.redisKey, [
      { column: 'studentNo', configure: '学号' },
      { column: 'name', configure: '姓名' },
    ]),
    await cancel(t.app, b, mapping.redisKey),
    await progress(t.app, b, failed.upload.redisKey),
  ])
    expect([answer.envelope.status, answer.envelope.msg]).toEqual([1002, unknown]);
  const file = await errorsFile(t.app, b, failed.status.errorKey!);
  expect(file.json()).toMatchObject({ status: 1002, msg: unknown });
  // and A's job is untouched by B's attempts
  expect((await progress(t.app, a, mapping.redisKey)).result.state).toBe('mapping');
  // a body naming another tenant is refused by the guard
  const guarded = await call(t.app, b, { url: PHOTO_PATHS.importProgress, body: { tenantId: TENANT_A, redisKey: mapping.redisKey } });
  expect([guarded.envelope.status, guarded.envelope.msg]).toEqual([1002, '权限不足']);
  await cancel(t.app, a, mapping.redisKey);
});

it("matches only the uploading tenant's people, and stores in its folder", async () => {
  const ofA = await addPeople(t.db, TENANT_A, 'STUDENT', 3, 'Q');
  const zip = await makePhotoZip({ count: 3, identifierOf: (i) => ofA[i].identifier });
  const byB = await importZip(t.app, b, zip);
  expect(byB.status).toMatchObject({ newInsertNum: 0, failNum: 3 });
  expect(
    [
      ...(
        await photoColumns(
          t.db,
          ofA.map((p) => p.id),
        )
      ).values(),
    ].every((c) => c.photo_path === null),
  ).toBe(true);

  const ofB = await addPeople(t.db, TENANT_B, 'STUDENT', 3, 'Q');
  expect(ofB.map((p) => p.identifier)).not.toEqual(ofA.map((p) => p.identifier));
  const same = await importZip(t.app, b, await makePhotoZip({ count: 3, identifierOf: (i) => ofB[i].identifier }));
  expect(same.status).toMatchObject({ newInsertNum: 3, failNum: 0 });
  const files = photoStoreFiles(t.dataDir);
  expect(files.filter((f) => f.startsWith(`${TENANT_B}/`))).toHaveLength(3); // the pictures; thumbnails are made when shown
  expect(files.filter((f) => f.startsWith(`${TENANT_A}/`))).toEqual([]);
});
