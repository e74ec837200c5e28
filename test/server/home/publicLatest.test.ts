// GET /api/public/app/:tenantCode/latest: no sign-in, the latest PUBLISHED version per platform
// (the highest build; drafts and other tenants' rows never show), the tenant's name, an ETag
// with 304 while nothing changes and a new tag after a publish, 404 for an unknown tenant.
import { sql } from 'kysely';
import { LatestVersions, publicLatestPath } from '../../../src/shared/home/api';
import { buildTestApp, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { addVersion, ensureAppVersionsTable } from './fixtures';

describe('public latest app versions', () => {
  let t: TestApp;
  let createdHere = false;
  beforeAll(async () => {
    t = await buildTestApp();
    createdHere = await ensureAppVersionsTable(t.db);
    // the demo seeds versions and an appearance: these tests start from their own rows
    await sql`delete from app_versions where tenant_id in (${TENANT_A}, ${TENANT_B})`.execute(t.db);
    await sql`delete from documents where tenant_id in (${TENANT_A}, ${TENANT_B}) and key = 'appearance'`.execute(t.db);
    const at = (iso: string) => new Date(iso);
    await addVersion(t.db, {
      tenant: TENANT_A,
      platform: 'android',
      version: '3.1.0',
      build: 310,
      published: true,
      publishedAt: at('2025-03-01T08:00:00Z'),
      url: 'https://dl.example.edu/campus-3.1.0.apk',
      notes: '修复登录问题',
    });
    await addVersion(t.db, {
      tenant: TENANT_A,
      platform: 'android',
      version: '3.2.0',
      build: 320,
      published: true,
      publishedAt: at('2025-04-01T08:00:00Z'),
      url: 'https://dl.example.edu/campus-3.2.0.apk',
      forceUpdate: true,
      notes: '新增课表',
    });
    await addVersion(t.db, {
      tenant: TENANT_A,
      platform: 'android',
      version: '3.3.0-beta',
      build: 330,
      published: false,
      url: 'https://dl.example.edu/beta.apk',
    });
    await addVersion(t.db, {
      tenant: TENANT_A,
      platform: 'ios',
      version: '3.2.0',
      build: 320,
      published: true,
      publishedAt: null,
      url: 'https://apps.apple.com/cn/app/id1234567890',
    });
    await addVersion(t.db, {
      tenant: TENANT_B,
      platform: 'harmony',
      version: '1.0.0',
      build: 100,
      published: true,
      url: 'https://appgallery.huawei.com/app/C100',
    });
  });
  afterAll(() => t.close());

  const get = (code: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: publicLatestPath(code), headers });

  it('reads without a session or a signature', async () => {
    if (createdHere) console.info('app_versions made by the test: migration 018 has not created it yet');
    const res = await get(TENANT_A);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-response-sign']).toBeUndefined();
    const body = res.json() as LatestVersions;
    const tenant = (await sql<{ name: string }>`select name from tenants where id = ${TENANT_A}`.execute(t.db)).rows[0];
    expect(body.tenant).toEqual({ code: TENANT_A, name: tenant.name, logo: null });
    expect(body.platforms).toEqual({
      android: {
        platform: 'android',
        version: '3.2.0',
        build: 320,
        forceUpdate: true,
        notes: '新增课表',
        downloadUrl: 'https://dl.example.edu/campus-3.2.0.apk',
        // the stored wall clock 2025-04-01 08:00 read in the tenant's zone (Asia/Shanghai): the instant
        publishedAt: '2025-04-01T00:00:00.000Z',
      },
      ios: {
        platform: 'ios',
        version: '3.2.0',
        build: 320,
        forceUpdate: false,
        notes: '',
        downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
        publishedAt: null,
      },
      harmony: null,
    });
  });

  it('answers 304 to the same tag, and a new tag once another version is published', async () => {
    const first = await get(TENANT_A);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(TENANT_A, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(TENANT_A, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(TENANT_A, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await sql`update app_versions set published = true, published_at = now() where tenant_id = ${TENANT_A} and build = 330`.execute(t.db);
    const after = await get(TENANT_A, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as LatestVersions).platforms.android?.version).toBe('3.3.0-beta');
  });

  it('names the platform and shows its logo from the published appearance, not from a newer draft', async () => {
    const doc = (
      await sql<{ id: number }>`insert into documents (tenant_id, key, identity, latest_version, published_version)
      values (${TENANT_B}, 'appearance', '', 2, 1) returning id`.execute(t.db)
    ).rows[0].id;
    const version = (n: number, state: string, content: object) =>
      sql`insert into document_versions (document_id, tenant_id, version, state, content, by_account, by_name)
      values (${doc}, ${TENANT_B}, ${n}, ${state}, ${JSON.stringify(content)}::jsonb, 'admin', '管理员')`.execute(t.db);
    await version(1, 'published', { platformName: '智慧校园', logo: 'f_0123456789abcdef0123456789abcdef' });
    await version(2, 'draft', { platformName: '草稿名称', logo: null });
    const b = (await get(TENANT_B)).json() as LatestVersions;
    expect(b.tenant).toEqual({ code: TENANT_B, name: '智慧校园', logo: '/api/blade-platform/file/view/f_0123456789abcdef0123456789abcdef' });
  });

  it('keeps tenants apart', async () => {
    const b = (await get(TENANT_B)).json() as LatestVersions;
    expect(b.platforms.android).toBeNull();
    expect(b.platforms.ios).toBeNull();
    expect(b.platforms.harmony?.version).toBe('1.0.0');
  });

  it('answers 404 for an unknown or disabled tenant, and 400 { error } for a malformed code', async () => {
    const unknown = await get('999999', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'No such school' });
    await sql`update tenants set enabled = false where id = ${TENANT_B}`.execute(t.db);
    expect((await get(TENANT_B)).statusCode).toBe(404);
    await sql`update tenants set enabled = true where id = ${TENANT_B}`.execute(t.db);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/public/app/a%20b/latest' });
    expect(malformed.statusCode).toBe(400);
    // a public read answers its schema failures in plain JSON too, naming the message's key
    expect(malformed.json()).toEqual({ error: expect.stringContaining('tenantCode'), key: 'validation.pattern', params: { field: 'tenantCode' } });
  });
});
