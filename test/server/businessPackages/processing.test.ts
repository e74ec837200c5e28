// A good package goes upload → queued → finished and is listed with its version; a higher
// version of the same code is added as an upgrade that `save` applies; edits and removals are
// audited; the demo packages are there from the start; stray files are swept.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanPackageFiles } from '../../../src/server/businessPackages/cleanup';
import { PACKAGE_PATHS } from '../../../src/shared/platform/businessPackages';
import { call, signIn, TENANT_A, TestApp } from '../helpers';
import { buildPackageApp, list, packageZip, remove, save, storedArchives, update, upgradeList, upload, uploadAndWait, waitForJob } from './packageApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildPackageApp();
});
afterAll(() => t.close());

it('lists the demo packages with their versions and waiting upgrade', async () => {
  const s = await signIn(t.app, TENANT_A);
  const a = await list(t.app, s);
  const card = a.result.data.find((p) => p.code === 'campus-card')!;
  expect(card).toMatchObject({ version: '1.2.0', versionCount: 3, upgradeCount: 1, status: 1, size: 0 });
});

it('processes a good package to finished and lists it with its version', async () => {
  const s = await signIn(t.app, TENANT_A);
  const up = await upload(t.app, s, await packageZip({ code: 'campus-bus', version: '1.0.0' }));
  expect(up.envelope.status).toBe(1000);
  expect(up.result.redisKey).toMatch(/^bpk_/);
  const done = await waitForJob(t.app, s, up.result.redisKey);
  expect(done.envelope.status).toBe(1000);
  expect(done.result).toMatchObject({ state: 'finished', finished: 1, finishRate: 1, code: 'campus-bus', version: '1.0.0', upgrade: false });
  const listed = (await list(t.app, s, 'campus-bus')).result.data;
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ code: 'campus-bus', name: '校车查询', version: '1.0.0', versionCount: 1, upgradeCount: 0 });
  const versions = (await upgradeList(t.app, s, listed[0].id)).result;
  expect(versions).toEqual([expect.objectContaining({ version: '1.0.0', current: true, upgrade: false, entryCount: 2 })]);
  expect(versions[0].size).toBeGreaterThan(0);
  // the list carries the size of the version in use, the archive's bytes as stored
  expect(listed[0].size).toBe(versions[0].size);
  expect(storedArchives(t.dataDir)).toHaveLength(1);
});

it('adds an upgrade as a new version, applied by save', async () => {
  const s = await signIn(t.app, TENANT_A);
  const done = await uploadAndWait(t.app, s, await packageZip({ code: 'campus-bus', version: '1.1.0', name: '校车查询 新版' }));
  expect(done.result).toMatchObject({ state: 'finished', version: '1.1.0', upgrade: true });
  const pkg = (await list(t.app, s, 'campus-bus')).result.data[0];
  expect(pkg).toMatchObject({ version: '1.0.0', versionCount: 2, upgradeCount: 1 });
  const versions = (await upgradeList(t.app, s, pkg.id)).result;
  expect(versions.map((v) => [v.version, v.current, v.upgrade])).toEqual([
    ['1.1.0', false, true],
    ['1.0.0', true, false],
  ]);
  const applied = await save(t.app, s, pkg.id, versions[0].id);
  expect(applied.envelope.status).toBe(1000);
  expect(applied.result).toMatchObject({ version: '1.1.0', upgradeCount: 0 });
});

it('refuses a version not higher than the highest, leaving no version and no archive behind', async () => {
  const s = await signIn(t.app, TENANT_A);
  const before = storedArchives(t.dataDir);
  const done = await uploadAndWait(t.app, s, await packageZip({ code: 'campus-bus', version: '1.0.5' }));
  expect(done.envelope.status).toBe(1002);
  expect(done.result).toMatchObject({ state: 'failed', finished: 0 });
  expect(done.envelope.msg).toContain('1.1.0');
  const pkg = (await list(t.app, s, 'campus-bus')).result.data[0];
  expect(pkg.versionCount).toBe(2);
  expect(storedArchives(t.dataDir)).toEqual(before);
});

it('edits and removes a package, each with an audit row', async () => {
  const s = await signIn(t.app, TENANT_A);
  const pkg = (await list(t.app, s, 'campus-bus')).result.data[0];
  const edited = await update(t.app, s, { id: pkg.id, name: '校车', description: '班车时刻', status: 0 });
  expect(edited.result).toMatchObject({ name: '校车', description: '班车时刻', status: 0 });
  const gone = await remove(t.app, s, pkg.id);
  expect(gone.envelope.status).toBe(1000);
  expect((await list(t.app, s, 'campus-bus')).envelope.status).toBe(1004);
  expect(storedArchives(t.dataDir)).toEqual([]);
  const audit = await call<{ data: { action: string; target: { key: string } }[] }>(t.app, s, { url: '/api/audit/list', body: { key: 'businessPackages' } });
  expect(audit.result.data.map((e) => e.action)).toEqual(['remove', 'update', 'save', 'create', 'create']);
});

it('answers the upload in both languages', async () => {
  const s = await signIn(t.app, TENANT_A);
  const zh = await upload(t.app, s, await packageZip({ code: 'lang-test', version: '1.0.0' }));
  expect(zh.envelope.msg).toBe('上传成功，正在处理');
  const job = await call(t.app, s, { url: PACKAGE_PATHS.polling, body: { redisKey: zh.result.redisKey }, headers: { 'accept-language': 'en' } });
  expect(job.envelope.status).toBe(1000);
});

it('sweeps files no version or job names once they are an hour old, keeping the versions’ archives', async () => {
  const s = await signIn(t.app, TENANT_A);
  const done = await uploadAndWait(t.app, s, await packageZip({ code: 'sweep-keep', version: '1.0.0' }));
  expect(done.result.state).toBe('finished');
  const { store } = t.app.businessPackages;
  const kept = storedArchives(t.dataDir);
  const stray = `${store.newName()}.part`;
  writeFileSync(path.join(store.dir, stray), 'half an upload');
  expect(await cleanPackageFiles(t.db, store, Date.now())).toBe(0); // too young yet
  expect(await cleanPackageFiles(t.db, store, Date.now() + 2 * 3600_000)).toBe(1);
  expect(storedArchives(t.dataDir)).toEqual(kept);
});
