// Hostile and broken packages, a test each: refused with their reason at upload (`..` paths,
// symlinks, a 1000:1 compression bomb, over the size limit, not a zip by content) or by the job
// (a missing or invalid manifest), and in every case no package, no version and no file is left;
// another tenant's package and job answer like unknown ones, and a form naming another tenant is
// refused.
import { deflateRawSync } from 'node:zlib';
import { PACKAGE_PATHS } from '../../../src/shared/platform/businessPackages';
import { callMultipart, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { rawZip, unixMode } from '../zip/rawZip';
import { buildPackageApp, list, packageZip, polling, remove, storedArchives, update, upgradeList, upload, uploadAndWait } from './packageApp';

const MAX_BYTES = 256 * 1024;
const manifest = Buffer.from(JSON.stringify({ code: 'evil', name: '恶意', version: '1.0.0' }));

let t: TestApp;
beforeAll(async () => {
  t = await buildPackageApp({ maxZipBytes: MAX_BYTES });
});
afterAll(() => t.close());

async function expectNothingKept(code = 'evil') {
  const s = await signIn(t.app, TENANT_A);
  expect((await list(t.app, s, code)).result.data).toEqual([]);
  expect(storedArchives(t.dataDir)).toEqual([]);
}

it('refuses `../` paths', async () => {
  const s = await signIn(t.app, TENANT_A);
  const a = await upload(
    t.app,
    s,
    rawZip([
      { name: 'manifest.json', content: manifest },
      { name: '../../etc/cron.d/x', content: Buffer.from('x') },
    ]),
  );
  expect(a.envelope.status).toBe(1002);
  expect(a.envelope.msg).toContain('../../etc/cron.d/x');
  await expectNothingKept();
});

it('refuses a symlink entry', async () => {
  const s = await signIn(t.app, TENANT_A);
  const link = { name: 'link', content: Buffer.from('/etc/passwd'), versionMadeBy: 0x031e, externalAttributes: unixMode(0o120777) };
  const a = await upload(t.app, s, rawZip([{ name: 'manifest.json', content: manifest }, link]));
  expect(a.envelope.status).toBe(1002);
  expect(a.envelope.msg).toContain('符号链接');
  await expectNothingKept();
});

it('refuses a 1000:1 compression bomb', async () => {
  const s = await signIn(t.app, TENANT_A);
  const zeros = Buffer.alloc(8 * 1024 * 1024);
  expect(zeros.length / deflateRawSync(zeros).length).toBeGreaterThan(900);
  const a = await upload(
    t.app,
    s,
    rawZip([
      { name: 'manifest.json', content: manifest },
      { name: 'data.bin', content: zeros, method: 8 },
    ]),
  );
  expect(a.envelope.status).toBe(1002);
  expect(a.envelope.msg).toContain('data.bin');
  expect(a.envelope.msg).toContain('100:1');
  await expectNothingKept();
});

it('refuses an archive over the size limit with HTTP 413', async () => {
  const s = await signIn(t.app, TENANT_A);
  const noise = Buffer.from(Array.from({ length: MAX_BYTES + 1024 }, (_, i) => (i * 7919) % 251));
  const a = await upload(
    t.app,
    s,
    rawZip([
      { name: 'manifest.json', content: manifest },
      { name: 'big.bin', content: noise },
    ]),
  );
  expect(a.http).toBe(413);
  expect(a.envelope.msg).toBe('上传文件大小不得大于0.25M');
  await expectNothingKept();
});

it('refuses a file that is not a zip by its content, whatever its name', async () => {
  const s = await signIn(t.app, TENANT_A);
  const a = await upload(t.app, s, Buffer.from('{"code":"evil"}\n'.repeat(40)), 'package.zip');
  expect(a.envelope.status).toBe(1002);
  expect(a.envelope.msg).toContain('不是有效的 zip');
  await expectNothingKept();
});

it('fails the job of a package without a manifest', async () => {
  const s = await signIn(t.app, TENANT_A);
  const done = await uploadAndWait(t.app, s, await packageZip(null));
  expect(done.envelope.status).toBe(1002);
  expect(done.result).toMatchObject({ state: 'failed', finished: 0, packageId: null });
  expect(done.envelope.msg).toBe('业务包根目录缺少 manifest.json');
  await expectNothingKept('campus-bus');
});

it('fails the job of a package whose manifest is invalid', async () => {
  const s = await signIn(t.app, TENANT_A);
  const badVersion = await uploadAndWait(t.app, s, await packageZip({ version: 'latest' }));
  expect(badVersion.envelope.status).toBe(1002);
  expect(badVersion.envelope.msg).toContain('version');
  const notJson = await uploadAndWait(t.app, s, await packageZip('{ code: campus-bus'));
  expect(notJson.envelope.msg).toBe('manifest.json 不是有效的 JSON');
  await expectNothingKept('campus-bus');
});

it("refuses another tenant's package by id and its job by key", async () => {
  const a = await signIn(t.app, TENANT_A);
  const b = await signIn(t.app, TENANT_B);
  const done = await uploadAndWait(t.app, a, await packageZip({ code: 'tenant-a-only', version: '1.0.0' }));
  const id = done.result.packageId!;
  expect((await upgradeList(t.app, b, id)).envelope.status).toBe(1002);
  expect((await update(t.app, b, { id, name: '篡改', description: '', status: 0 })).envelope.status).toBe(1002);
  expect((await remove(t.app, b, id)).envelope.status).toBe(1002);
  expect((await polling(t.app, b, done.result.redisKey)).envelope.status).toBe(1002);
  expect((await list(t.app, b, 'tenant-a-only')).result.data).toEqual([]);
  const still = (await list(t.app, a, 'tenant-a-only')).result.data[0];
  expect(still).toMatchObject({ id, name: '校车查询', status: 1 });
});

it('refuses an upload whose form names another tenant, keeping nothing', async () => {
  const s = await signIn(t.app, TENANT_A);
  const before = storedArchives(t.dataDir);
  const a = await callMultipart(t.app, s, PACKAGE_PATHS.upload, [
    { name: 'data', value: JSON.stringify({ tenantId: TENANT_B }) },
    { name: 'file', fileName: 'p.zip', content: await packageZip({ code: 'evil' }), contentType: 'application/zip' },
  ]);
  expect(a.envelope).toMatchObject({ status: 1002, msg: '权限不足' });
  expect((await list(t.app, s, 'evil')).result.data).toEqual([]);
  expect(storedArchives(t.dataDir)).toEqual(before);
});

it('refuses an archive with two entries of one name (a second manifest.json, or a case-only twin)', async () => {
  const s = await signIn(t.app, TENANT_A);
  const kept = storedArchives(t.dataDir);
  const second = Buffer.from(JSON.stringify({ code: 'evil', name: '另一个', version: '9.9.9' }));
  const twice = await upload(
    t.app,
    s,
    rawZip([
      { name: 'manifest.json', content: manifest },
      { name: 'manifest.json', content: second },
    ]),
  );
  expect(twice.envelope.status).toBe(1002);
  expect(twice.envelope.msg).toBe('压缩包中有重名的文件“manifest.json”（不同的解压工具会读到不同的内容），已拒绝');
  const cased = await upload(
    t.app,
    s,
    rawZip([
      { name: 'manifest.json', content: manifest },
      { name: 'index.html', content: Buffer.from('a') },
      { name: 'INDEX.html', content: Buffer.from('b') },
    ]),
  );
  expect(cased.envelope.status).toBe(1002);
  expect(cased.envelope.msg).toContain('INDEX.html');
  // (earlier tests' packages keep their archives) nothing more is kept
  expect(storedArchives(t.dataDir)).toEqual(kept);
});
