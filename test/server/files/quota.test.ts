// The per-tenant quota on uploads still waiting (src/server/files/limits.ts): Excel uploads (50
// waiting, 200 MB) and photo zips (10 waiting, 1 GB). The upload over it is refused with the quota,
// the tenant's use and what to do (Chinese, and English when asked), and nothing is written; a
// replaced upload makes room; uploads a job used (the history) do not count; another tenant is
// not affected; after the sweep (or a cancel) the same upload is accepted. Most of the waiting
// uploads are rows and files put in place directly (a sparse file stands for a 1 GB zip).
import { readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { UPLOAD_QUOTA, UPLOAD_UNUSED_HOURS } from '../../../src/server/files/limits';
import { pendingUploads } from '../../../src/server/files/quota';
import { cleanPhotoImportFiles } from '../../../src/server/photoImport/cleanup';
import { newPhotoJobKey } from '../../../src/server/photoImport/keys';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { importDb } from '../../../src/server/imports/tables';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { callMultipart, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { importFile, STUDENT_HEADER, studentRow, upload, uploadOk, xlsxOf } from '../imports/fixtures';
import { photoJpeg, writeZip } from '../photoImport/makeZip';
import { buildPhotoApp, cancel, uploadZip } from '../photoImport/photoApp';

const HOUR = 3600_000;
let t: TestApp;
let a: Session;
let b: Session;

beforeAll(async () => {
  // the Excel import runner runs (a used upload needs a job); photo jobs stay as they are put
  t = await buildPhotoApp({ photoImports: { runner: false } });
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const importsDir = () => path.join(t.dataDir, 'files', 'imports');
const zipsDir = () => path.join(t.dataDir, 'files', 'photo-imports');
const hex = (n: number) => randomBytes(n).toString('hex');

/** Waiting Excel uploads as rows (their files need not exist for the quota). */
async function waitingUploads(tenantId: string, n: number, size: number, createdAt: Date) {
  await importDb(t.db)
    .insertInto('import_uploads')
    .values(
      Array.from({ length: n }, (_, i) => ({
        id: `up_${hex(12)}`,
        tenant_id: tenantId,
        user_id: 1,
        target: 'STUDENT',
        file_name: `等待${i}.xlsx`,
        stored_name: `${hex(16)}.xlsx`,
        kind: 'xlsx' as const,
        size,
        row_count: 1,
        last_row: 2,
        preview: '[]',
        created_at: createdAt,
      })),
    )
    .execute();
}

/** Photo jobs waiting for their mapping, each with a zip of `size` bytes (sparse) in the upload folder. */
async function waitingZips(tenantId: string, n: number, size: number, createdAt: Date): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const stored = `${hex(16)}.zip`;
    writeFileSync(path.join(zipsDir(), stored), '');
    truncateSync(path.join(zipsDir(), stored), size);
    const key = newPhotoJobKey();
    keys.push(key);
    await photoImportDb(t.db)
      .insertInto('photo_import_jobs')
      .values({
        key,
        tenant_id: tenantId,
        user_id: 1,
        user_name: '管理员',
        identity: 'STUDENT',
        params: JSON.stringify({ repeatRule: 1, errorRule: 1, namingRule: 3, field: 'studentNo', jbDesc: 1 }),
        file_name: `照片${i}.zip`,
        stored_name: stored,
        photo_count: 1,
        state: 'mapping',
        created_at: createdAt,
      })
      .execute();
  }
  return keys;
}

const rowsOf = async (tenantId: string) => (await importDb(t.db).selectFrom('import_uploads').select('id').where('tenant_id', '=', tenantId).execute()).length;

describe('Excel uploads', () => {
  it('refuses an upload over the bytes of waiting uploads, and takes it once the sweep removed the old ones', async () => {
    await waitingUploads(TENANT_B, 1, UPLOAD_QUOTA.imports.maxBytes - 100, new Date(t.clock.now() - (UPLOAD_UNUSED_HOURS + 1) * HOUR));
    const sheet = await xlsxOf([STUDENT_HEADER, studentRow(7301)]);
    const files = readdirSync(importsDir()).length;
    const refused = await upload(t.app, b, sheet);
    expect(refused.envelope.status).toBe(1002);
    expect(refused.envelope.msg).toBe(
      '待导入的上传文件已达上限：每个单位最多保留 50 个、共 200M 尚未导入的上传文件（现有 1 个、200M）。' +
        '请先完成之前已上传文件的导入，或等待未使用的上传文件在上传 24 小时后自动清除，然后重新上传',
    );
    expect([readdirSync(importsDir()).length, await rowsOf(TENANT_B)]).toEqual([files, 1]);

    expect((await t.app.imports.sweep())?.expired).toBe(1);
    expect((await upload(t.app, b, sheet)).envelope.status).toBe(1000);
  });

  it(`refuses the ${UPLOAD_QUOTA.imports.maxPending + 1}st waiting upload; a replaced one makes room, a used one does not count, another tenant goes on`, async () => {
    const used = await importFile(t.app, a, await xlsxOf([STUDENT_HEADER, studentRow(7302)]));
    expect(used.status.state).toBe('finished');
    await waitingUploads(TENANT_A, UPLOAD_QUOTA.imports.maxPending - 2, 1000, new Date(t.clock.now() - HOUR));
    const sheet = await xlsxOf([STUDENT_HEADER, studentRow(7303)]);
    await uploadOk(t.app, a, sheet);
    const last = await uploadOk(t.app, a, sheet);
    expect(await pendingUploads(t.db, TENANT_A)).toMatchObject({ count: 50 });

    const files = readdirSync(importsDir()).length;
    const refused = await upload(t.app, a, sheet);
    expect(refused.envelope.status).toBe(1002);
    expect(refused.envelope.msg).toMatch(
      /^待导入的上传文件已达上限：每个单位最多保留 50 个、共 200M 尚未导入的上传文件（现有 50 个、0\.\dM）。请先完成之前已上传文件的导入，或等待未使用的上传文件在上传 24 小时后自动清除，然后重新上传$/,
    );
    const en = await callMultipart(
      t.app,
      a,
      IMPORT_PATHS.upload,
      [
        { name: 'tenantId', value: TENANT_A },
        { name: 'target', value: 'STUDENT' },
        { name: 'file', fileName: 'students.xlsx', content: sheet },
      ],
      { 'accept-language': 'en' },
    );
    expect(en.envelope.msg).toMatch(
      /^Too many uploads are waiting to be imported: an organisation may keep at most 50 uploads, 200 MB in all, that no import has used yet \(now 50, 0\.\d MB\)\. Finish the imports of the files already uploaded, or wait until unused uploads are removed 24 hours after they were uploaded, then upload again$/,
    );
    expect([readdirSync(importsDir()).length, await rowsOf(TENANT_A)]).toEqual([files, 51]);

    // replacing an upload (the wizard's second try) takes its place
    const replaced = await upload(t.app, a, sheet, 'students.xlsx', 'STUDENT', { id: last.id });
    expect(replaced.envelope.status).toBe(1000);
    expect(await importDb(t.db).selectFrom('import_uploads').select('id').where('id', '=', last.id).executeTakeFirst()).toBeUndefined();
    expect(await pendingUploads(t.db, TENANT_A)).toMatchObject({ count: 50 });
    // another tenant is not held by this one's uploads
    expect((await upload(t.app, b, sheet)).envelope.status).toBe(1000);

    // a day later the waiting uploads are swept, the used one stays, and uploads are taken again
    t.clock.advance((UPLOAD_UNUSED_HOURS + 1) * HOUR);
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
    expect((await t.app.imports.sweep())?.expired).toBe(50 + 2);
    expect(await pendingUploads(t.db, TENANT_A)).toEqual({ count: 0, bytes: 0 });
    expect(await rowsOf(TENANT_A)).toBe(1);
    expect((await upload(t.app, a, sheet)).envelope.status).toBe(1000);
  });
});

describe('photo zips', () => {
  const photoZip = async () => (await writeZip([{ name: '7401.jpg', content: await photoJpeg() }])) as Buffer;

  it(`refuses the ${UPLOAD_QUOTA.photoZips.maxPending + 1}th waiting zip without writing it, and takes it once one is cancelled`, async () => {
    const keys = await waitingZips(TENANT_A, UPLOAD_QUOTA.photoZips.maxPending, 1000, new Date(t.clock.now()));
    const before = readdirSync(zipsDir()).sort();
    const zip = await photoZip();
    const refused = await uploadZip(t.app, a, zip);
    expect(refused.envelope.status).toBe(1002);
    expect(refused.envelope.msg).toBe(
      '等待导入的照片压缩包已达上限：每个单位最多同时保留 10 个、共 1024M（现有 10 个、0.1M）。' +
        '请等待之前的照片导入完成，或取消不再需要的照片导入（字段匹配超过 24 小时未完成的导入会自动取消），然后重新上传',
    );
    expect(readdirSync(zipsDir()).sort()).toEqual(before);

    expect((await cancel(t.app, a, keys[0])).envelope.status).toBe(1000);
    const accepted = await uploadZip(t.app, a, zip);
    expect(accepted.envelope.status).toBe(1000);
    // clean up for the next test: this tenant's zips go with their cancelled jobs
    for (const key of [...keys.slice(1), accepted.result.redisKey]) await cancel(t.app, a, key);
  });

  it('refuses a zip that would take the waiting zips over 1 GB, removing what it wrote, and takes it once the old one is swept', async () => {
    await waitingZips(TENANT_B, 1, UPLOAD_QUOTA.photoZips.maxBytes - 100, new Date(t.clock.now() - 25 * HOUR));
    const before = readdirSync(zipsDir()).sort();
    const refused = await uploadZip(t.app, b, await photoZip());
    expect(refused.envelope.status).toBe(1002);
    expect(refused.envelope.msg).toContain('每个单位最多同时保留 10 个、共 1024M（现有 1 个、1024M）');
    expect(readdirSync(zipsDir()).sort()).toEqual(before);

    // the photo import's clean-up cancels the mapping left a day, with its zip
    await cleanPhotoImportFiles(t.db, t.app.photoImports.zips, t.clock.now());
    expect((await uploadZip(t.app, b, await photoZip())).envelope.status).toBe(1000);
  });
});
