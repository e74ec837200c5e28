// businessPackageConfig/upload under blade-platform (document 000 §7 lists it there besides
// blade-brick's) is the same upload: a package taken there is processed and listed like one
// through blade-brick, and a file that is no zip by its content is refused there too.
import { PACKAGE_PATHS, PackageUploadResult } from '../../../src/shared/platform/businessPackages';
import { callMultipart, signIn, TENANT_A, TestApp } from '../helpers';
import { buildPackageApp, list, packageZip, storedArchives, waitForJob } from './packageApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildPackageApp();
});
afterAll(() => t.close());

const send = async (path: string, content: Buffer, fileName = '业务包.zip') =>
  callMultipart<PackageUploadResult>(t.app, await signIn(t.app, TENANT_A), path, [{ name: 'file', fileName, content, contentType: 'application/zip' }]);

it('the two documented paths', () => {
  expect(PACKAGE_PATHS.platformUpload).toBe('/api/blade-platform/businessPackageConfig/upload');
  expect(PACKAGE_PATHS.upload).toBe('/api/blade-brick/businessPackageConfig/upload');
});

it('a new package uploaded through blade-platform is processed and listed', async () => {
  const s = await signIn(t.app, TENANT_A);
  const a = await send(PACKAGE_PATHS.platformUpload, await packageZip({ code: 'platform-pkg', name: '平台上传包', version: '1.0.0' }));
  expect(a.envelope.status).toBe(1000);
  const done = await waitForJob(t.app, s, a.result.redisKey);
  expect(done.result.state).toBe('finished');
  expect((await list(t.app, s, '平台上传包')).result.data.map((p) => p.name)).toEqual(['平台上传包']);
});

it('a file that is no zip by its content is refused and nothing is kept', async () => {
  const before = storedArchives(t.dataDir);
  const a = await send(PACKAGE_PATHS.platformUpload, Buffer.from('MZ this is an executable, renamed'), 'renamed.zip');
  expect(a.envelope.status).toBe(1002);
  expect(storedArchives(t.dataDir)).toEqual(before);
});
