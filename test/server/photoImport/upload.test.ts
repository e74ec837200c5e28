// The upload call: every hostile archive refused with its own reason and nothing written (no
// person changed, no file in the photo store, no zip kept, no job); the data part checked with the
// specification's words; the size limit (HTTP 413); one file; one spreadsheet at most; something
// to import; the tenant from the token.
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { callMultipart, signIn, Session, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { xlsxOf } from '../imports/fixtures';
import { hostileZips } from '../zip/rawZip';
import { makePhotoZip, photoJpeg, writeZip } from './makeZip';
import { addPeople, buildPhotoApp, DEFAULT_DATA, photoStoreFiles, uploadZip, zipUploads } from './photoApp';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await buildPhotoApp({ photoImports: { maxZipBytes: 2 * 1024 * 1024 } });
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const jobs = () => photoImportDb(t.db).selectFrom('photo_import_jobs').select('key').execute();
const photoPaths = async () => (await t.db.selectFrom('people').select(['id', 'photo_path']).where('photo_path', 'is not', null).execute()).length;

async function expectNothingWritten() {
  expect(await jobs()).toEqual([]);
  expect(photoStoreFiles(t.dataDir)).toEqual([]);
  expect(zipUploads(t.dataDir)).toEqual([]);
  expect(await photoPaths()).toBe(0);
}

describe('hostile archives', () => {
  it('refuses each with its reason and writes nothing', async () => {
    await addPeople(t.db, TENANT_A, 'STUDENT', 3);
    const inner = (await writeZip([{ name: 'a.jpg', content: await photoJpeg() }])) as Buffer;
    // the big ones are tested by their declared sizes: the real limit is 200 MB, this app's 2 MB
    const cases = hostileZips(inner);
    const answers: Record<string, string> = {};
    for (const c of cases) {
      const a = await uploadZip(t.app, s, c.bytes);
      expect(a.envelope.status).toBe(1002);
      answers[c.label] = a.envelope.msg;
    }
    const reason: Record<string, RegExp> = {
      unsafePath: /路径不安全/,
      symlink: /符号链接/,
      encrypted: /已加密/,
      nestedZip: /本身是压缩包/,
      sizeMismatch: /实际大小与声明不符/,
      tooManyEntries: /文件超过 10000 个/,
      entryTooLarge: /解压后超过 20M/,
      totalTooLarge: /总大小超过 1G/,
      notZip: /不是有效的 zip 压缩包/,
    };
    for (const c of cases) expect([c.label, answers[c.label]]).toMatchObject([c.label, expect.stringMatching(reason[c.problem])]);
    expect(answers['../x.jpg']).toBe('压缩包中的“../x.jpg”路径不安全（含 ../、绝对路径、盘符、反斜杠或控制字符），已拒绝');
    await expectNothingWritten();
  });

  it('says why in English too', async () => {
    const inner = (await writeZip([{ name: 'a.jpg', content: await photoJpeg() }])) as Buffer;
    const c = hostileZips(inner).find((x) => x.label === 'symlink')!;
    const a = await callMultipart(
      t.app,
      s,
      PHOTO_PATHS.importUpload,
      [
        { name: 'data', value: JSON.stringify(DEFAULT_DATA) },
        { name: 'uploadZip', fileName: 'x.zip', content: c.bytes },
      ],
      { 'accept-language': 'en' },
    );
    expect(a.envelope.msg).toBe('The archive entry "link.jpg" is a symbolic link; refused');
  });
});

describe('the upload form', () => {
  let zip: Buffer;
  beforeAll(async () => {
    zip = await makePhotoZip({ count: 2, identifierOf: (i) => `X${i}` });
  });

  it("answers a missing choice in the specification's words", async () => {
    const { jbDesc: _j, ...noTitle } = DEFAULT_DATA;
    const cases: [Record<string, unknown>, string, string][] = [
      [noTitle, 'jbDesc', '请输入标题行'],
      [{ ...DEFAULT_DATA, repeatRule: null }, 'repeatRule', '请选择重复规则'],
      [{ ...DEFAULT_DATA, errorRule: '' }, 'errorRule', '请选择错误处理规则'],
      [{ ...DEFAULT_DATA, namingRule: undefined }, 'namingRule', '请选择照片命名规则'],
    ];
    for (const [data, field, msg] of cases) {
      const a = await uploadZip(t.app, s, zip, JSON.stringify(data));
      expect([field, a.envelope.status, a.envelope.msg, a.result]).toMatchObject([field, 9009, msg, [{ field, reason: msg }]]);
    }
    await expectNothingWritten();
  });

  it('refuses a bad value, a rule the identity does not have, and data that is not JSON', async () => {
    const bad = await uploadZip(t.app, s, zip, { repeatRule: 3 as never });
    expect([bad.envelope.status, bad.result]).toMatchObject([9009, [{ field: 'repeatRule', reason: 'repeatRule的取值无效' }]]);
    const title = await uploadZip(t.app, s, zip, { jbDesc: 1_000_000 });
    expect(title.envelope.status).toBe(9009);
    const rule = await uploadZip(t.app, s, zip, { identity: 'TEACHER', namingRule: 1 });
    expect([rule.envelope.status, rule.envelope.msg]).toMatchObject([9009, '教职工的照片命名规则只能是：3 工号']);
    const other = await uploadZip(t.app, s, zip, { identity: 'NEW_STUDENT', namingRule: 2 });
    expect(other.envelope.status).toBe(1000);
    const text = await uploadZip(t.app, s, zip, '{not json');
    expect([text.envelope.status, text.envelope.msg]).toMatchObject([9009, '导入参数（data）格式错误']);
    const missing = await callMultipart(t.app, s, PHOTO_PATHS.importUpload, [{ name: 'uploadZip', fileName: 'x.zip', content: zip }]);
    expect([missing.envelope.status, missing.envelope.msg]).toMatchObject([9009, '缺少导入参数（data）']);
    // the accepted one became a job; the refused ones left nothing
    expect(await jobs()).toHaveLength(1);
    expect(zipUploads(t.dataDir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('wants exactly one file, named uploadZip', async () => {
    const none = await callMultipart(t.app, s, PHOTO_PATHS.importUpload, [{ name: 'data', value: JSON.stringify(DEFAULT_DATA) }]);
    expect([none.envelope.status, none.envelope.msg]).toEqual([1002, '请上传文件']);
    const two = await callMultipart(t.app, s, PHOTO_PATHS.importUpload, [
      { name: 'data', value: JSON.stringify(DEFAULT_DATA) },
      { name: 'uploadZip', fileName: 'a.zip', content: zip },
      { name: 'uploadZip', fileName: 'b.zip', content: zip },
    ]);
    expect([two.envelope.status, two.envelope.msg]).toEqual([1002, '只能选择 1 个文件，当前选择了 2 个']);
    expect(zipUploads(t.dataDir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('stops a zip over the limit with HTTP 413 and keeps nothing of it', async () => {
    const before = zipUploads(t.dataDir);
    const big = Buffer.concat([zip, Buffer.alloc(3 * 1024 * 1024)]);
    const a = await uploadZip(t.app, s, big);
    expect([a.http, a.envelope.status, a.envelope.msg]).toEqual([413, 1002, '上传文件大小不得大于200M']);
    expect(zipUploads(t.dataDir).filter((f) => !before.includes(f))).toEqual([]);
  });

  it('judges by content: a zip named .txt is a zip, a text named .zip is not', async () => {
    const asText = await callMultipart(t.app, s, PHOTO_PATHS.importUpload, [
      { name: 'data', value: JSON.stringify(DEFAULT_DATA) },
      { name: 'uploadZip', fileName: 'photos.txt', content: zip, contentType: 'text/plain' },
    ]);
    expect(asText.envelope.status).toBe(1000);
    const notZip = await uploadZip(t.app, s, Buffer.from('PK but not really'));
    expect(notZip.envelope.msg).toBe('上传文件格式错误：不是有效的 zip 压缩包');
  });

  it('refuses a zip with two spreadsheets, or with nothing to import', async () => {
    const sheet = await xlsxOf([
      ['学号', '姓名'],
      ['1', 'a'],
    ]);
    const two = (await writeZip([
      { name: 'a.jpg', content: await photoJpeg() },
      { name: '名单.xlsx', content: sheet },
      { name: 'more/名单2.xls', content: sheet },
    ])) as Buffer;
    const a = await uploadZip(t.app, s, two);
    expect([a.envelope.status, a.envelope.msg]).toEqual([1002, '压缩包中只能包含一个表格文件，当前有多个：名单.xlsx、名单2.xls']);
    const nothing = (await writeZip([
      { name: 'readme.txt', content: Buffer.from('hi') },
      { name: '__MACOSX/._a.jpg', content: Buffer.from('x') },
    ])) as Buffer;
    const b = await uploadZip(t.app, s, nothing);
    expect([b.envelope.status, b.envelope.msg]).toEqual([1002, '压缩包中没有照片（.jpg、.jpeg、.png）也没有表格文件']);
    // a spreadsheet that is not one is refused by the Excel import's own check
    const fake = (await writeZip([
      { name: 'a.jpg', content: await photoJpeg() },
      { name: '名单.xlsx', content: Buffer.from('not a sheet') },
    ])) as Buffer;
    const c = await uploadZip(t.app, s, fake);
    expect([c.envelope.status, c.envelope.msg]).toEqual([1002, '上传文件格式错误']);
    expect(zipUploads(t.dataDir).filter((f) => !f.endsWith('.zip'))).toEqual([]);
  });

  it('takes the tenant from the token: data naming another tenant is refused', async () => {
    const a = await uploadZip(t.app, s, zip, { tenantId: TENANT_B });
    expect([a.envelope.status, a.envelope.msg]).toEqual([1002, '权限不足']);
  });
});
