// The photo export end to end: counts, the job, and the downloaded zip opened entry by entry —
// `<identifier>.<ext>` names, stored (not deflated) entries that really are the asked format
// (magic bytes and sharp's reading of them), JPEGs copied byte for byte when JPEG is asked,
// converted otherwise; people without a photo or without the identifier absent; the data range's
// filters, advanced search and checked rows honoured; another tenant's people never in it.
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { EXPORT_PATHS } from '../../../src/shared/exports/api';
import { buildExportApp } from '../exports/exportApp';
import { call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { countPhotos, downloadZip, isJpeg, isPng, photoProgress, photosDone, startPhotos } from './calls';
import { seedPhotos, SeededPhotos } from './seedPhotos';

let t: TestApp;
let a: Session;
let b: Session;
let jpegs: SeededPhotos;
let pngs: SeededPhotos;
let theirs: SeededPhotos;
/** student number by person id, tenant A's students */
let numberOf: Map<number, string | null>;
let studentCount: number;
/** have a photo but no student number */
let lacking: number[];

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  jpegs = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_A, count: 10, format: 'jpeg' });
  pngs = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_A, count: 5, format: 'png' });
  theirs = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_B, count: 4 });
  lacking = [jpegs.ids[0], pngs.ids[0]];
  await t.db.updateTable('people').set({ student_no: null }).where('id', 'in', lacking).execute();
  // one more lacking the number, without a photo
  const noPhoto = await t.db
    .selectFrom('people')
    .select('id')
    .where('tenant_id', '=', TENANT_A)
    .where('identity', '=', 'STUDENT')
    .where('photo_path', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('people').set({ student_no: '' }).where('id', '=', noPhoto.id).execute();
  const students = await t.db.selectFrom('people').select(['id', 'student_no']).where('tenant_id', '=', TENANT_A).where('identity', '=', 'STUDENT').execute();
  numberOf = new Map(students.map((p) => [p.id, p.student_no]));
  studentCount = students.length;
});
afterAll(() => t.close());

const exportable = () => [...jpegs.ids, ...pngs.ids].filter((id) => !lacking.includes(id));
const namesOf = (ids: number[], ext: string) => ids.map((id) => `${numberOf.get(id)}.${ext}`).sort();

describe('count', () => {
  it('counts the range, those with a photo and those the rule cannot name', async () => {
    const r = await countPhotos(t.app, a, { namingRule: 2 });
    expect(r.envelope.status).toBe(1000);
    expect(r.result).toEqual({ total: studentCount, withPhoto: 15, missingIdentifier: 3 });
    // by ID number everyone can be named; that is also the default rule
    expect((await countPhotos(t.app, a, { namingRule: 3 })).result).toEqual({ total: studentCount, withPhoto: 15, missingIdentifier: 0 });
    expect((await countPhotos(t.app, a, {})).result.missingIdentifier).toBe(0);
  });

  it('counts the current search and the checked rows', async () => {
    const some = [jpegs.ids[0], jpegs.ids[1], pngs.ids[1]];
    const checked = await countPhotos(t.app, a, { dataRange: 3, choiceDataIds: [...some, theirs.ids[0]].join(','), namingRule: 2 });
    expect(checked.result).toEqual({ total: 3, withPhoto: 3, missingIdentifier: 1 });
    const no = numberOf.get(jpegs.ids[1])!;
    const searched = await countPhotos(t.app, a, { dataRange: 2, formInline: { identifier: no }, namingRule: 2 });
    expect(searched.result).toEqual({ total: 1, withPhoto: 1, missingIdentifier: 0 });
    const advanced = await countPhotos(t.app, a, { dataRange: 2, advancedSearch: [{ join: 'and', field: 'studentNo', operator: 'empty' }], namingRule: 2 });
    expect(advanced.result).toEqual({ total: 3, withPhoto: 2, missingIdentifier: 3 });
  });

  it('refuses a naming rule the identity does not have', async () => {
    const r = await countPhotos(t.app, a, { namingRule: 1 });
    expect(r.envelope.status).toBe(9009);
    expect(r.result).toMatchObject([expect.objectContaining({ field: 'namingRule', reason: '请选择该类用户可用的照片命名规则' })]);
    expect((await countPhotos(t.app, a, { identity: 'OTHER', namingRule: 3 })).envelope.status).toBe(9009);
    expect((await countPhotos(t.app, a, { identity: 'OTHER', namingRule: 2 })).envelope.status).toBe(1000);
  });
});

describe('the zip', () => {
  it('writes jpg entries named by student number: JPEGs copied, PNGs converted', async () => {
    const done = await photosDone(t.app, a, { formatRule: 1, namingRule: 2, fileName: ' 学生照片 ' });
    const expected = exportable();
    expect(done).toMatchObject({
      state: 'finished',
      finished: 1,
      finishRate: 1,
      totalNum: expected.length,
      finishNum: expected.length,
      fileName: '学生照片.zip',
      errorMsg: null,
    });
    expect(done.url).toMatch(new RegExp(`^${EXPORT_PATHS.download}/`));
    const { res, entries } = await downloadZip(t.app, a, done.url!);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('学生照片.zip'));
    expect(entries.map((e) => e.name).sort()).toEqual(namesOf(expected, 'jpg'));
    for (const e of entries) {
      expect(e.compressionMethod).toBe(0);
      expect(isJpeg(e.bytes)).toBe(true);
      expect(await sharp(e.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 160 });
    }
    const byName = new Map(entries.map((e) => [e.name, e.bytes]));
    jpegs.ids.forEach((id, i) => {
      if (!lacking.includes(id)) expect(byName.get(`${numberOf.get(id)}.jpg`)!.equals(jpegs.bytes[i])).toBe(true);
    });
    pngs.ids.forEach((id) => {
      if (!lacking.includes(id)) expect(byName.get(`${numberOf.get(id)}.jpg`)).toBeDefined();
    });
  });

  it('writes jpeg entries under the jpeg extension', async () => {
    const done = await photosDone(t.app, a, { formatRule: 2, namingRule: 2 });
    const { entries } = await downloadZip(t.app, a, done.url!);
    expect(entries.map((e) => e.name).sort()).toEqual(namesOf(exportable(), 'jpeg'));
    expect(entries.every((e) => isJpeg(e.bytes))).toBe(true);
  });

  it('writes png entries: JPEGs converted, PNGs copied', async () => {
    const done = await photosDone(t.app, a, { formatRule: 3, namingRule: 2 });
    const { entries } = await downloadZip(t.app, a, done.url!);
    expect(entries.map((e) => e.name).sort()).toEqual(namesOf(exportable(), 'png'));
    for (const e of entries) {
      expect(isPng(e.bytes)).toBe(true);
      expect(await sharp(e.bytes).metadata()).toMatchObject({ format: 'png', width: 120, height: 160 });
    }
    const byName = new Map(entries.map((e) => [e.name, e.bytes]));
    pngs.ids.forEach((id, i) => {
      if (!lacking.includes(id)) expect(byName.get(`${numberOf.get(id)}.png`)!.equals(pngs.bytes[i])).toBe(true);
    });
  });

  it('names by ID number under rule 3, everyone with a photo included', async () => {
    const done = await photosDone(t.app, a, { formatRule: 1, namingRule: 3 });
    const { entries } = await downloadZip(t.app, a, done.url!);
    const ids = await t.db
      .selectFrom('people')
      .select('id_number')
      .where('id', 'in', [...jpegs.ids, ...pngs.ids])
      .execute();
    expect(entries.map((e) => e.name).sort()).toEqual(ids.map((p) => `${p.id_number}.jpg`).sort());
  });

  it('takes only the checked rows (dataRange 3) that have a photo and the number', async () => {
    const chosen = [jpegs.ids[0], jpegs.ids[2], pngs.ids[3]];
    const withoutPhoto = [...numberOf.keys()].find((id) => !jpegs.ids.includes(id) && !pngs.ids.includes(id))!;
    const done = await photosDone(t.app, a, { dataRange: 3, choiceDataIds: [...chosen, withoutPhoto, theirs.ids[0]].join(','), formatRule: 1 });
    expect(done.totalNum).toBe(2);
    const { entries } = await downloadZip(t.app, a, done.url!);
    expect(entries.map((e) => e.name).sort()).toEqual(namesOf([jpegs.ids[2], pngs.ids[3]], 'jpg'));
  });

  it('takes the current search (dataRange 2)', async () => {
    const one = numberOf.get(pngs.ids[2])!;
    const done = await photosDone(t.app, a, { dataRange: 2, advancedSearch: [{ join: 'and', field: 'studentNo', operator: '=', value: one }], formatRule: 3 });
    const { entries } = await downloadZip(t.app, a, done.url!);
    expect(entries.map((e) => e.name)).toEqual([`${one}.png`]);
  });

  it('leaves out a picture missing from the store and goes on', async () => {
    const gone = jpegs.ids[5];
    rmSync(t.app.photos.store.pathOf(TENANT_A, jpegs.names[5]));
    const done = await photosDone(t.app, a, { formatRule: 1 });
    const { entries } = await downloadZip(t.app, a, done.url!);
    expect(entries.map((e) => e.name).sort()).toEqual(
      namesOf(
        exportable().filter((id) => id !== gone),
        'jpg',
      ),
    );
    expect(done.totalNum).toBe(entries.length);
    await t.db.updateTable('people').set({ photo_path: null }).where('id', '=', gone).execute();
    jpegs.ids.splice(5, 1);
  });
});

describe('the start', () => {
  it('refuses what the dialog must not send', async () => {
    const blank = await startPhotos(t.app, a, { fileName: '  ' });
    expect(blank.envelope.status).toBe(9009);
    expect(blank.result).toMatchObject([{ field: 'fileName', reason: '请输入文件名称' }]);
    const long = await startPhotos(t.app, a, { fileName: '照'.repeat(31), namingRule: 1 as never });
    expect(long.result).toMatchObject([{ field: 'fileName', reason: '文件名称不能超过30个字符' }, expect.objectContaining({ field: 'namingRule' })]);
    // a typed .zip is not part of the name
    expect((await startPhotos(t.app, a, { fileName: `${'照'.repeat(30)}.zip` })).envelope.status).toBe(1000);
    for (const formatRule of [0, 4, '1x']) expect((await startPhotos(t.app, a, { formatRule: formatRule as never })).envelope.status).toBe(9009);
    expect((await startPhotos(t.app, a, { namingRule: undefined })).envelope.status).toBe(9009);
  });

  it('refuses a range with nothing to export', async () => {
    const withoutPhoto = [...numberOf.keys()].find((id) => !jpegs.ids.includes(id) && !pngs.ids.includes(id))!;
    const r = await startPhotos(t.app, a, { dataRange: 3, choiceDataIds: `${withoutPhoto},${lacking[0]}` });
    expect(r.envelope).toMatchObject({ status: 1002, msg: '所选范围内没有可按此规则导出的照片' });
  });
});

describe('tenants', () => {
  it('keeps each tenant to its own people and jobs', async () => {
    const done = await photosDone(t.app, b, { formatRule: 1, namingRule: 2 });
    const { entries } = await downloadZip(t.app, b, done.url!);
    const theirNumbers = await t.db.selectFrom('people').select('student_no').where('id', 'in', theirs.ids).execute();
    expect(entries.map((e) => e.name).sort()).toEqual(theirNumbers.map((p) => `${p.student_no}.jpg`).sort());
    // A cannot poll B's job nor download its file
    expect((await photoProgress(t.app, a, done.redisKey)).envelope.status).toBe(1002);
    const foreign = await call(t.app, a, { method: 'GET', url: done.url! });
    expect(foreign.envelope).toMatchObject({ status: 1002, msg: '下载链接无效' });
  });
});
