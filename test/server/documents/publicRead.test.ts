// The public read: published only, no sign-in, a strong ETag and 304, the new version right
// after a publish in this process and within the revalidation time in another, 404 for an
// unknown tenant or key; and a document kept per identity.
import { buildApp } from '../../../src/server/app';
import { registerDocumentCalls } from '../../../src/server/routes/documents/calls';
import type { DocumentDef } from '../../../src/shared/documents';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { detail, docCall, publicRead, save } from './documentCalls';

const perIdentity: DocumentDef = {
  key: 'testPerIdentity',
  labels: {},
  demo: async () => ({ default: () => [] }),
  route: '/testPerIdentity',
  scope: 'tenantIdentity',
  fields: [{ name: 'greeting', column: 'greeting', label: 'loginPrompt.noticeTitle', type: 'text', maxLength: 20 }],
  defaults: { greeting: null },
};

describe('public read of published documents', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp({ extend: (app) => void app.register(async (scope) => registerDocumentCalls(scope, perIdentity)) });
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('answers the published version without sign-in, never the newer draft', async () => {
    const r = await publicRead(t.app, TENANT_A, 'loginPrompt');
    expect(r.http).toBe(200);
    // plain JSON, as every public read: no envelope
    expect(r.res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(r.res.json()).sort()).toEqual(['content', 'key', 'version']);
    expect(r.doc).toEqual({
      key: 'loginPrompt',
      version: 1,
      content: expect.objectContaining({ title: '欢迎使用校园服务平台', level: 'info', enabled: true }),
    });
    expect(r.res.headers['cache-control']).toBe('no-cache');
    expect(r.res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect((await detail(t.app, s, 'loginPrompt')).result.version).toBe(2);
  });

  it('answers 304 with no body to a matching If-None-Match, and the same bytes again otherwise', async () => {
    const first = await publicRead(t.app, TENANT_A, 'appearance');
    const etag = first.res.headers.etag as string;
    const again = await publicRead(t.app, TENANT_A, 'appearance', { 'if-none-match': etag });
    expect(again.http).toBe(304);
    expect(again.res.payload).toBe('');
    expect(again.res.headers.etag).toBe(etag);
    expect((await publicRead(t.app, TENANT_A, 'appearance', { 'if-none-match': `"other", W/${etag}` })).http).toBe(304);
    const other = await publicRead(t.app, TENANT_A, 'appearance', { 'if-none-match': '"not-it"' });
    expect(other.http).toBe(200);
    expect(other.res.payload).toBe(first.res.payload);
  });

  it('shows a publish at once: new version, new ETag, the old ETag no longer matches', async () => {
    const before = await publicRead(t.app, TENANT_A, 'loginPrompt');
    const cur = (await detail(t.app, s, 'loginPrompt')).result;
    expect((await docCall(t.app, s, 'loginPrompt', 'publish', { baseVersion: cur.version })).envelope.status).toBe(1000);
    const after = await publicRead(t.app, TENANT_A, 'loginPrompt', { 'if-none-match': before.res.headers.etag as string });
    expect(after.http).toBe(200);
    expect(after.doc?.version).toBe(cur.version);
    expect(after.doc?.content.title).toBe('系统维护通知');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    // a restore makes a draft: the apps keep reading the published version
    const restored = await docCall(t.app, s, 'loginPrompt', 'restore', { version: 1, baseVersion: cur.version });
    expect(restored.envelope.status).toBe(1000);
    expect((await publicRead(t.app, TENANT_A, 'loginPrompt')).doc?.version).toBe(cur.version);
  });

  it('another process sharing the database sees a publish within the revalidation time', async () => {
    const other = buildApp({ db: t.db, now: t.clock.now });
    await other.ready();
    try {
      const seen = await publicRead(other, TENANT_A, 'appearance');
      const cur = (await detail(t.app, s, 'appearance')).result;
      await save(t.app, s, 'appearance', cur.version, { footerText: `另一进程 ${cur.version}` }, true);
      expect((await publicRead(other, TENANT_A, 'appearance')).doc?.version).toBe(seen.doc?.version);
      t.clock.advance(1001);
      const fresh = await publicRead(other, TENANT_A, 'appearance');
      expect(fresh.doc?.version).toBe(cur.version + 1);
      expect(fresh.doc?.content.footerText).toBe(`另一进程 ${cur.version}`);
    } finally {
      await other.close();
    }
  });

  it('answers the defaults with version 0 to a tenant that never published', async () => {
    await t.db.insertInto('tenants').values({ id: '200002', name: '新开通学校' }).execute();
    const fresh = await publicRead(t.app, '200002', 'appearance');
    expect(fresh.http).toBe(200);
    expect(fresh.doc).toEqual({
      key: 'appearance',
      version: 0,
      content: { platformName: '校园服务平台', logo: null, primaryColor: '#1a69a4', loginBackground: null, footerText: null },
    });
    expect((await publicRead(t.app, '200002', 'appearance', { 'if-none-match': fresh.res.headers.etag as string })).http).toBe(304);
  });

  it("answers HTTP 404 { error } in the caller's language for an unknown tenant or key", async () => {
    for (const [tenant, key] of [
      ['999999', 'appearance'],
      [TENANT_A, 'nothing'],
      [TENANT_A, '__proto__'],
    ]) {
      const r = await publicRead(t.app, tenant, key, { 'accept-language': 'en' });
      expect(r.http).toBe(404);
      expect(r.res.json()).toMatchObject({ error: 'No such settings' });
    }
  });

  it('keeps a per-identity document apart for each identity and refuses an unknown identity', async () => {
    const url = (name: string) => `/api/config/testPerIdentity/${name}`;
    const teacher = await call<{ version: number; identity: string }>(t.app, s, {
      url: url('save'),
      body: { identity: 'TEACHER', baseVersion: 0, content: { greeting: '老师好' } },
    });
    expect(teacher.result).toEqual(expect.objectContaining({ identity: 'TEACHER', version: 1 }));
    const student = await call<{ version: number; content: Record<string, unknown> }>(t.app, s, { url: url('detail'), body: { identity: 'STUDENT' } });
    expect(student.result).toEqual(expect.objectContaining({ version: 0, content: { greeting: null } }));
    const missing = await call(t.app, s, { url: url('detail'), body: {} });
    expect(missing.http).toBe(400);
    expect(missing.envelope.status).toBe(9009);
    const alumni = await call(t.app, s, { url: url('detail'), body: { identity: 'ALUMNI' } });
    expect(alumni.envelope.status).toBe(9009);
  });
});
