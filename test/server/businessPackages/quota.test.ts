// The per-tenant quota on business-package archives (UPLOAD_QUOTA.packages): uploads whose job has
// not ended count against the number, every archive kept (recorded versions' too) and the incoming
// one against the bytes; an upload past either is refused with the quota and the tenant's use, and
// its file is not kept. Another tenant's archives do not count. (The runner is stopped, so jobs
// stay queued and their archives count as in progress.)
import { sql } from 'kysely';
import { UPLOAD_QUOTA } from '../../../src/server/files/limits';
import { signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { buildPackageApp, packageZip, storedArchives, upload } from './packageApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildPackageApp({ runner: false });
});
afterAll(() => t.close());

it('refuses the upload past the number of archives in progress, and keeps no file of it', async () => {
  const s = await signIn(t.app, TENANT_A);
  const { maxPending } = UPLOAD_QUOTA.packages;
  for (let i = 0; i < maxPending; i += 1) {
    const a = await upload(t.app, s, await packageZip({ code: `quota-${i}` }));
    expect(a.envelope.status).toBe(1000);
  }
  const kept = storedArchives(t.dataDir);
  const over = await upload(t.app, s, await packageZip({ code: 'quota-over' }));
  expect(over.envelope.status).toBe(1002);
  expect(over.envelope.msg).toMatch(new RegExp(`^业务包文件已达上限：每个单位最多同时处理 ${maxPending} 个上传`));
  expect(over.envelope.msg).toContain(`现有处理中 ${maxPending} 个`);
  expect(storedArchives(t.dataDir)).toEqual(kept);
  // another school's uploads are its own
  const b = await signIn(t.app, TENANT_B);
  expect((await upload(t.app, b, await packageZip({ code: 'quota-b' }))).envelope.status).toBe(1000);
});

it('counts the archives the recorded versions keep against the bytes', async () => {
  const b = await signIn(t.app, TENANT_B);
  const { maxBytes } = UPLOAD_QUOTA.packages;
  // a version of TENANT_B's recorded as keeping nearly the whole quota
  const pkg = await sql<{
    id: number;
  }>`insert into business_packages (tenant_id, code, name, description, version, status, manifest, file_name, stored_name, created_by, updated_by)
    values (${TENANT_B}, 'big', '大包', '', '1.0.0', 1, '{}', 'big.zip', null, 'admin', 'admin') returning id`.execute(t.db);
  await sql`insert into business_package_versions (package_id, tenant_id, version, description, manifest, file_name, stored_name, size, entry_count, created_by)
    values (${pkg.rows[0].id}, ${TENANT_B}, '1.0.0', '', '{}', 'big.zip', ${'0'.repeat(32) + '.zip'}, ${maxBytes - 100}, 1, 'admin')`.execute(t.db);
  const en = await upload(t.app, b, await packageZip({ code: 'quota-bytes' }));
  expect(en.envelope.status).toBe(1002);
  expect(en.envelope.msg).toContain(`共 ${Math.round(maxBytes / 1024 / 1024)}M`);
});
