// The photo zip import end to end through the API (upload → poll until finished): photos named by
// student number, by ID number (any case of X) and by work number land on their people, in the
// photo store under generated names with their thumbnails; the repeat rules; what fails and why,
// in the downloadable report; a PNG renamed .jpg taken as the PNG it is.
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { PhotoStore } from '../../../src/server/photos/store';
import { DEFAULT_PHOTO_CONFIG, PHOTO_PATHS } from '../../../src/shared/photos/api';
import { THUMB_HEIGHT, THUMB_WIDTH } from '../../../src/shared/photos/limits';
import { download, signIn, Session, TENANT_A, TestApp } from '../helpers';
import { readWorkbook } from '../imports/fixtures';
import { savePhotoConfig } from '../photos/calls';
import { makePhotoZip, photoJpeg, photoPng, writeZip } from './makeZip';
import { addPeople, buildPhotoApp, errorsFile, importZip, photoColumns, photoStoreFiles, sumOf, zipUploads } from './photoApp';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await buildPhotoApp();
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const zipOf = (entries: { name: string; content: Buffer }[]) => writeZip(entries) as Promise<Buffer>;

it('places photos named by student number on their students, from any folder in the zip', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 12, 'S');
  const zip = await makePhotoZip({ count: 12, identifierOf: (i) => people[i].identifier, folder: '2026级/照片' });
  const { upload, status } = await importZip(t.app, s, zip);
  expect(upload).toMatchObject({ photoCount: 12, needsMapping: false, sheetName: null });
  expect(status).toMatchObject({
    state: 'finished',
    finished: 1,
    finishRate: 1,
    totalNum: 12,
    finishNum: 12,
    newInsertNum: 12,
    updateNum: 0,
    jumpNum: 0,
    failNum: 0,
    successNum: 12,
    errorKey: null,
    errorMsg: null,
    rows: null,
  });
  expect(status.useTimeStr).toMatch(/^\d\d:\d\d:\d\d$/);
  const cols = await photoColumns(
    t.db,
    people.map((p) => p.id),
  );
  for (const p of people) {
    const c = cols.get(p.id)!;
    expect(PhotoStore.isName(c.photo_path!)).toBe(true);
    expect(c.photo_updated_at).toBeInstanceOf(Date);
    // the picture as it was in the zip; its cover thumbnail is made when first shown
    const stored = await t.app.photos.store.read(TENANT_A, c.photo_path!);
    expect(sniff(stored)).toBe('jpeg');
    expect(existsSync(t.app.photos.store.thumbPathOf(TENANT_A, c.photo_path!))).toBe(false);
    const thumb = await sharp((await t.app.photos.store.thumbnail(TENANT_A, c.photo_path!))!).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([THUMB_WIDTH, THUMB_HEIGHT, 'jpeg']);
  }
  // the zip is gone once the job ended
  expect(zipUploads(t.dataDir)).toEqual([]);
});

function sniff(b: Buffer) {
  return b[0] === 0xff && b[1] === 0xd8 ? 'jpeg' : b[0] === 0x89 ? 'png' : 'other';
}

it('matches ID numbers whatever the case of their X, and trims the names', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 30, 'I');
  const withX = people.filter((p) => p.idNumber.endsWith('X'));
  expect(withX.length).toBeGreaterThan(0);
  const jpeg = await photoJpeg();
  const names = people.map((p, i) =>
    p.idNumber.endsWith('X') ? `${p.idNumber.slice(0, 17)}x.JPG` : i % 3 === 0 ? ` ${p.idNumber} .jpeg` : `${p.idNumber}.jpg`,
  );
  const zip = await zipOf(names.map((name) => ({ name: `ids/${name}`, content: jpeg })));
  const { status } = await importZip(t.app, s, zip, { namingRule: 1 });
  expect(status).toMatchObject({ state: 'finished', totalNum: 30, newInsertNum: 30, failNum: 0 });
  const cols = await photoColumns(
    t.db,
    people.map((p) => p.id),
  );
  expect([...cols.values()].every((c) => c.photo_path)).toBe(true);
});

it("names teachers by work number, and a student's number never names a teacher", async () => {
  const teachers = await addPeople(t.db, TENANT_A, 'TEACHER', 5, 'T');
  const zip = await makePhotoZip({ count: 5, identifierOf: (i) => teachers[i].identifier, folder: '' });
  const { status } = await importZip(t.app, s, zip, { identity: 'TEACHER', namingRule: 3 });
  expect(status).toMatchObject({ state: 'finished', newInsertNum: 5, failNum: 0 });
  expect(
    [
      ...(
        await photoColumns(
          t.db,
          teachers.map((p) => p.id),
        )
      ).values(),
    ].every((c) => c.photo_path),
  ).toBe(true);
  // the student numbers of students never name a teacher
  const students = await addPeople(t.db, TENANT_A, 'STUDENT', 2, 'X');
  const wrong = await importZip(t.app, s, await makePhotoZip({ count: 2, identifierOf: (i) => students[i].identifier }), {
    identity: 'TEACHER',
    namingRule: 3,
  });
  expect(wrong.status).toMatchObject({ newInsertNum: 0, failNum: 2 });
});

it('repeat rule 1 overwrites an existing photo (its old file removed), rule 2 skips people who have one', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 6, 'R');
  const first = await importZip(t.app, s, await makePhotoZip({ count: 3, identifierOf: (i) => people[i].identifier }));
  expect(first.status).toMatchObject({ newInsertNum: 3 });
  const before = await photoColumns(
    t.db,
    people.map((p) => p.id),
  );
  const oldFiles = people.slice(0, 3).map((p) => before.get(p.id)!.photo_path!);

  const zip = await makePhotoZip({ count: 6, identifierOf: (i) => people[i].identifier, variants: 3 });
  const skipped = await importZip(t.app, s, zip, { repeatRule: 2 });
  expect(skipped.status).toMatchObject({ totalNum: 6, newInsertNum: 3, updateNum: 0, jumpNum: 3, failNum: 0 });
  const afterSkip = await photoColumns(
    t.db,
    people.map((p) => p.id),
  );
  for (const p of people.slice(0, 3)) expect(afterSkip.get(p.id)!.photo_path).toBe(before.get(p.id)!.photo_path);

  const files = photoStoreFiles(t.dataDir);
  const over = await importZip(t.app, s, zip, { repeatRule: 1 });
  expect(over.status).toMatchObject({ totalNum: 6, newInsertNum: 0, updateNum: 6, jumpNum: 0, failNum: 0 });
  const afterOver = await photoColumns(
    t.db,
    people.map((p) => p.id),
  );
  for (const p of people) expect(afterOver.get(p.id)!.photo_path).not.toBe(afterSkip.get(p.id)!.photo_path);
  // replaced files and their thumbnails are gone; as many files as before (each photo replaced)
  const now = photoStoreFiles(t.dataDir);
  for (const old of oldFiles) expect(now.some((f) => f.endsWith(old))).toBe(false);
  expect(now.length).toBe(files.length);
});

it('error rule 1 imports the rest and reports each failed photo with its reason', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 4, 'E');
  const jpeg = await photoJpeg();
  const png = await photoPng();
  const zip = await zipOf([
    { name: `${people[0].identifier}.jpg`, content: jpeg },
    { name: `${people[1].identifier}.jpg`, content: png }, // a PNG named .jpg
    { name: `${people[2].identifier}.jpg`, content: Buffer.from('not a picture at all\n') },
    { name: `${people[3].identifier}.png`, content: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }, // truncated
    { name: 'again/' + `${people[0].identifier}.jpeg`, content: jpeg }, // a second photo for the same person
    { name: 'NOBODY404.jpg', content: jpeg },
    { name: 'bad name!.jpg', content: jpeg },
    { name: '=HYPERLINK("x").jpg', content: jpeg },
  ]);
  const { status } = await importZip(t.app, s, zip, { errorRule: 1 });
  expect(status).toMatchObject({ state: 'finished', totalNum: 8, newInsertNum: 2, failNum: 6, jumpNum: 0 });
  expect(sumOf(status)).toBe(status.totalNum);
  expect(status.errorMsg).toBe('6 张照片导入失败，请下载错误信息查看原因');
  const cols = await photoColumns(
    t.db,
    people.map((p) => p.id),
  );
  expect(cols.get(people[1].id)!.photo_path).toMatch(/\.png$/);
  expect(sniff(await t.app.photos.store.read(TENANT_A, cols.get(people[1].id)!.photo_path!))).toBe('png');
  expect(cols.get(people[2].id)!.photo_path).toBeNull();
  expect(cols.get(people[3].id)!.photo_path).toBeNull();

  const file = await errorsFile(t.app, s, status.errorKey!);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  const [sheet] = await readWorkbook(file.rawPayload);
  const rows = sheet.rows.map((r) => r.map((c) => String(c.value ?? '')));
  expect(rows[0]).toEqual(['压缩包中的文件', '命名标识', '错误原因']);
  expect(rows.slice(1)).toEqual([
    [`${people[2].identifier}.jpg`, people[2].identifier, '不是图片文件（只支持 JPEG、PNG）'],
    [`${people[3].identifier}.png`, people[3].identifier, '图片已损坏，无法读取'],
    [`again/${people[0].identifier}.jpeg`, people[0].identifier, `同一人员有多张照片，已导入“${people[0].identifier}.jpg”`],
    ['NOBODY404.jpg', 'NOBODY404', '没有学号为“NOBODY404”的人员'],
    ['bad name!.jpg', 'bad name!', '文件名不是有效的学号'],
    ['=HYPERLINK("x").jpg', '=HYPERLINK("x")', '文件名不是有效的学号'],
  ]);
  // never a formula
  expect(sheet.rows.flat().every((c) => typeof c.value === 'string')).toBe(true);
});

it('error rule 2 places nothing when any photo is in error, and everything when none is', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 5, 'N');
  const jpeg = await photoJpeg();
  const files = photoStoreFiles(t.dataDir);
  const bad = await zipOf([...people.map((p) => ({ name: `${p.identifier}.jpg`, content: jpeg })), { name: 'NOBODY.jpg', content: jpeg }]);
  const none = await importZip(t.app, s, bad, { errorRule: 2, jbDesc: 1 });
  expect(none.status).toMatchObject({ state: 'finished', totalNum: 6, newInsertNum: 0, updateNum: 0, jumpNum: 5, failNum: 1 });
  expect(none.status.errorMsg).toBe('1 张照片有错误，按错误处理规则本次未导入任何照片');
  expect(
    [
      ...(
        await photoColumns(
          t.db,
          people.map((p) => p.id),
        )
      ).values(),
    ].every((c) => c.photo_path === null),
  ).toBe(true);
  // every file written while checking was removed
  expect(photoStoreFiles(t.dataDir)).toEqual(files);

  const good = await zipOf(people.map((p) => ({ name: `${p.identifier}.jpg`, content: jpeg })));
  const all = await importZip(t.app, s, good, { errorRule: 2 });
  expect(all.status).toMatchObject({ state: 'finished', totalNum: 5, newInsertNum: 5, failNum: 0, finishRate: 1 });
  expect(
    [
      ...(
        await photoColumns(
          t.db,
          people.map((p) => p.id),
        )
      ).values(),
    ].every((c) => c.photo_path),
  ).toBe(true);
});

it('applies the tenant photo settings: size, smallest picture, formats', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 3, 'C');
  // the photoConfig document, saved and published by the settings dialog's call
  expect((await savePhotoConfig(t.app, s, { maxSizeKb: 50, minWidth: 250, minHeight: 350, formats: ['jpeg'] })).envelope.status).toBe(1000);
  try {
    const zip = await zipOf([
      { name: `${people[0].identifier}.jpg`, content: await photoJpeg({ width: 200, height: 300 }) },
      { name: `${people[1].identifier}.jpg`, content: await photoPng() },
      { name: `${people[2].identifier}.jpg`, content: await photoJpeg({ width: 600, height: 800, bytes: 80_000 }) },
    ]);
    const { status } = await importZip(t.app, s, zip);
    expect(status).toMatchObject({ newInsertNum: 0, failNum: 3 });
    const [sheet] = await readWorkbook((await errorsFile(t.app, s, status.errorKey!)).rawPayload);
    const reasons = sheet.rows.slice(1).map((r) => String(r[2].value));
    expect(reasons[0]).toBe('照片尺寸 200×300，小于要求的 250×350');
    expect(reasons[1]).toBe('照片格式为 PNG，只允许 JPEG');
    expect(reasons[2]).toMatch(/^照片大小 \d+KB，超过上限 50KB$/);
  } finally {
    await savePhotoConfig(t.app, s, { ...DEFAULT_PHOTO_CONFIG });
  }
});

it('answers in English for an English console', async () => {
  const zip = await zipOf([{ name: 'NOBODY.jpg', content: await photoJpeg() }]);
  const { status } = await importZip(t.app, s, zip);
  const en = await download(t.app, s, { url: PHOTO_PATHS.importErrors, body: { errorKey: status.errorKey }, headers: { 'accept-language': 'en' } });
  expect(en.headers['content-disposition']).toContain(encodeURIComponent('照片-Error information.xlsx'));
  const [sheet] = await readWorkbook(en.rawPayload);
  expect(sheet.rows[0].map((c) => String(c.value))).toEqual(['File in the archive', 'Identifier', 'Reason']);
  expect(sheet.rows[1].map((c) => String(c.value))).toEqual(['NOBODY.jpg', 'NOBODY', 'Nobody has the Student number "NOBODY"']);
});
