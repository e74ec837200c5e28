// Uploaded pictures do not pile up: one nothing names goes a day after its upload (row and file),
// one a record or any document version names stays however old, a file no row names goes once
// it is an hour old (only the store's own names), and a tenant's pictures are bounded by a quota.
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkImageQuota, imageBytes } from '../../../src/server/files/imageQuota';
import { sweepImageUploads } from '../../../src/server/files/imageSweep';
import { Refused } from '../../../src/server/refusal';
import { documentPath, DocumentState } from '../../../src/shared/documents';
import { fileUrl } from '../../../src/shared/resources/files';
import { Session, signIn, TENANT_A, TENANT_B, buildTestApp, TestApp } from '../helpers';
import { png, post, upload } from '../resources/collectionsFixture';

let t: TestApp;
let a: Session;
let b: Session;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const HOUR = 3600_000;
const store = () => t.app.imageUploads.store;
const rowOf = async (id: string) =>
  (await t.db
    .selectFrom('uploaded_files' as never)
    .select('stored_name' as never)
    .where('id' as never, '=', id as never)
    .executeTakeFirst()) as { stored_name: string } | undefined;

async function uploaded(s: Session): Promise<{ id: string; file: string }> {
  const r = await upload(t.app, s, await png(6, 6));
  expect(r.envelope.status).toBe(1000);
  const row = await rowOf(r.result!.id);
  return { id: r.result!.id, file: store().pathOf(s.tenantId, row!.stored_name) };
}

it('keeps what a record or a document version names, and removes the rest a day after upload', async () => {
  const icon = await uploaded(a);
  const inNotice = await uploaded(a);
  const unused = await uploaded(a);
  const theirs = await uploaded(b);
  const saved = await post(t.app, a, '/api/blade-workbench/platformAppsDict/submit', {
    moduleName: '图片清理测试',
    code: 'sweep_test',
    platforms: ['android'],
    enabled: true,
    sort: 99,
    icon: icon.id,
  });
  expect(saved.envelope.status).toBe(1000);
  const detail = await post<DocumentState>(t.app, a, documentPath('loginPrompt', 'detail'), {});
  const draft = await post(t.app, a, documentPath('loginPrompt', 'save'), {
    baseVersion: detail.result.version,
    publish: false,
    content: { ...detail.result.content, content: `<p>通知<img src="${fileUrl(inNotice.id)}"></p>` },
  });
  expect(draft.envelope.status).toBe(1000);

  // young: nothing goes
  expect(await sweepImageUploads(t.db, store(), Date.now() + HOUR)).toEqual({ unused: 0, orphans: 0 });
  expect([icon, inNotice, unused, theirs].every((f) => existsSync(f.file))).toBe(true);

  const swept = await sweepImageUploads(t.db, store(), Date.now() + 25 * HOUR);
  expect(swept.unused).toBe(2);
  expect(existsSync(icon.file) && existsSync(inNotice.file)).toBe(true);
  expect(await rowOf(icon.id)).toBeDefined();
  expect(existsSync(unused.file) || existsSync(theirs.file)).toBe(false);
  expect(await rowOf(unused.id)).toBeUndefined();
  expect(await rowOf(theirs.id)).toBeUndefined();
  // the kept picture still shows
  const view = await t.app.inject({ method: 'GET', url: fileUrl(icon.id) });
  expect(view.statusCode).toBe(200);
});

it('removes a file no row names once it is an hour old, and only a name the store makes', async () => {
  const dir = path.join(store().dir, TENANT_A);
  const stray = path.join(dir, `${'ab'.repeat(16)}.png`);
  const foreign = path.join(dir, 'notes.txt');
  writeFileSync(stray, 'x');
  writeFileSync(foreign, 'x');
  const old = (Date.now() - 2 * HOUR) / 1000;
  utimesSync(stray, old, old);
  utimesSync(foreign, old, old);
  expect((await sweepImageUploads(t.db, store(), Date.now())).orphans).toBe(1);
  expect(existsSync(stray)).toBe(false);
  expect(existsSync(foreign)).toBe(true);
});

it("refuses a picture over the tenant's quota, saying how much is used", async () => {
  const used = await imageBytes(t.db, TENANT_A);
  expect(used).toBeGreaterThan(0);
  await expect(checkImageQuota(t.db, TENANT_A, 10, { maxBytes: used + 100 })).resolves.toBeUndefined();
  const refused = await checkImageQuota(t.db, TENANT_A, 200, { maxBytes: used + 100 }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(Refused);
  expect((refused as Refused).key).toBe('upload.image.quota');
  // another tenant's pictures are not counted: B's quota holds B's pictures and 300 bytes more,
  // which A's pictures alone would exceed
  const usedB = await imageBytes(t.db, TENANT_B);
  expect(used).toBeGreaterThan(300);
  await expect(checkImageQuota(t.db, TENANT_B, 200, { maxBytes: usedB + 300 })).resolves.toBeUndefined();
});
