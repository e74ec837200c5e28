// The document calls on the seeded demo documents: detail, save, publish, history, diff and
// restore; the stale-base conflict; validation (colour, size, date range, unknown fields); the
// tenant boundary.
import type { DocumentState, FieldChange, VersionSummary } from '../../../src/shared/documents';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { detail, docCall, history, publicRead, save } from './documentCalls';

type Problems = { field: string; reason: string }[];

describe('configuration documents', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('the seed leaves a published login notice and a newer draft', async () => {
    const a = await detail(t.app, s, 'loginPrompt');
    expect(a.envelope.status).toBe(1000);
    expect(a.result).toEqual(expect.objectContaining({ key: 'loginPrompt', identity: null, version: 2, publishedVersion: 1, hasDraft: true }));
    expect(a.result.content).toEqual(expect.objectContaining({ title: '系统维护通知', level: 'warning', enabled: true }));
    const h = await history(t.app, s, 'loginPrompt');
    expect(h.result.total).toBe(2);
    expect(h.result.data.map((v) => [v.version, v.state])).toEqual([
      [2, 'draft'],
      [1, 'published'],
    ]);
    expect(h.result.data[0]).toEqual(expect.objectContaining({ by: { account: 'admin', name: '系统管理员' }, restoredFrom: null }));
    expect(h.result.data[0].changed).toBeGreaterThanOrEqual(4);
  });

  it('saves a draft, publishes it, and publishing again is a no-op', async () => {
    const before = (await detail(t.app, s, 'appearance')).result;
    const saved = await save(t.app, s, 'appearance', before.version, { ...before.content, platformName: '  新的平台名称  ', primaryColor: '#AA3300' });
    expect(saved.envelope.status).toBe(1000);
    expect(saved.envelope.msg).toBe('保存成功');
    expect(saved.result).toEqual(expect.objectContaining({ version: before.version + 1, publishedVersion: before.publishedVersion, hasDraft: true }));
    expect(saved.result.content).toEqual(expect.objectContaining({ platformName: '新的平台名称', primaryColor: '#aa3300' }));

    const published = await docCall(t.app, s, 'appearance', 'publish', { baseVersion: saved.result.version });
    expect(published.envelope.msg).toBe('发布成功');
    expect(published.result).toEqual(expect.objectContaining({ version: saved.result.version, publishedVersion: saved.result.version, hasDraft: false }));

    const again = await docCall(t.app, s, 'appearance', 'publish', { baseVersion: saved.result.version });
    expect(again.envelope.status).toBe(1000);
    expect(again.envelope.msg).toBe('没有需要发布的修改');
    expect(again.result.version).toBe(saved.result.version);
    expect((await history(t.app, s, 'appearance')).result.total).toBe(saved.result.version);
  });

  it('a save with the same content keeps no new version; save-and-publish publishes in one call', async () => {
    const cur = (await detail(t.app, s, 'appearance')).result;
    const same = await save(t.app, s, 'appearance', cur.version, cur.content);
    expect(same.envelope.msg).toBe('内容没有变化');
    expect(same.result.version).toBe(cur.version);
    const both = await save(t.app, s, 'appearance', cur.version, { footerText: '一步发布' }, true);
    expect(both.result).toEqual(expect.objectContaining({ version: cur.version + 1, publishedVersion: cur.version + 1, hasDraft: false }));
    expect((await publicRead(t.app, TENANT_A, 'appearance')).doc?.content.footerText).toBe('一步发布');
  });

  it('diff compares any two versions field by field; 0 is the defaults', async () => {
    const d = await docCall<{ from: number; to: number; changes: FieldChange[] }>(t.app, s, 'loginPrompt', 'diff', { from: 1, to: 2 });
    expect(d.envelope.status).toBe(1000);
    const byPath = Object.fromEntries(d.result.changes.map((c) => [c.path, c]));
    expect(byPath.title).toEqual({ path: 'title', before: '欢迎使用校园服务平台', after: '系统维护通知' });
    expect(byPath.level).toEqual({ path: 'level', before: 'info', after: 'warning' });
    expect(byPath.enabled).toBeUndefined();
    const fromDefaults = await docCall<{ changes: FieldChange[] }>(t.app, s, 'loginPrompt', 'diff', { from: 0, to: 1 });
    expect(fromDefaults.result.changes.find((c) => c.path === 'enabled')).toEqual({ path: 'enabled', before: false, after: true });
    const missing = await docCall(t.app, s, 'loginPrompt', 'diff', { from: 1, to: 99 });
    expect(missing.envelope.status).toBe(1002);
    expect(missing.envelope.msg).toBe('第 99 版不存在');
  });

  it('restore makes a new draft with the old content, naming the version it brought back', async () => {
    const cur = (await detail(t.app, s, 'loginPrompt')).result;
    const v1 = (await docCall<{ changes: FieldChange[] }>(t.app, s, 'loginPrompt', 'diff', { from: 1, to: 1 })).result;
    expect(v1.changes).toEqual([]);
    const r = await docCall(t.app, s, 'loginPrompt', 'restore', { version: 1, baseVersion: cur.version });
    expect(r.envelope.status).toBe(1000);
    expect(r.envelope.msg).toBe('已恢复第 1 版的内容，保存为新的草稿');
    expect(r.result).toEqual(expect.objectContaining({ version: cur.version + 1, hasDraft: true, publishedVersion: cur.publishedVersion }));
    expect(r.result.content.title).toBe('欢迎使用校园服务平台');
    const top = (await history(t.app, s, 'loginPrompt', { current: 1, size: 1 })).result;
    expect(top.data).toHaveLength(1);
    expect(top.data[0]).toEqual(expect.objectContaining({ version: cur.version + 1, state: 'draft', restoredFrom: 1 }));
    const d = await docCall<{ changes: FieldChange[] }>(t.app, s, 'loginPrompt', 'diff', { from: 1, to: cur.version + 1 });
    expect(d.result.changes).toEqual([]);
    const none = await docCall(t.app, s, 'loginPrompt', 'restore', { version: 50, baseVersion: cur.version + 1 });
    expect(none.envelope.status).toBe(1002);
    expect((await detail(t.app, s, 'loginPrompt')).result.version).toBe(cur.version + 1);
  });

  it('two saves from the same base: one succeeds, the other gets the conflict and the changes; nothing is overwritten', async () => {
    const base = (await detail(t.app, s, 'loginPrompt')).result;
    const [a, b] = await Promise.all([
      save(t.app, s, 'loginPrompt', base.version, { title: '甲的标题' }),
      save(t.app, s, 'loginPrompt', base.version, { title: '乙的标题', level: 'info' }),
    ]);
    const answers = [a, b];
    const won = answers.filter((x) => x.envelope.status === 1000);
    const lost = answers.filter((x) => x.envelope.status === 1002);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0].result.content.title as string;
    const conflict = lost[0].result as { conflict: true; current: DocumentState; changes: FieldChange[] };
    expect(conflict.conflict).toBe(true);
    expect(conflict.current.version).toBe(base.version + 1);
    expect(conflict.current.content.title).toBe(winner);
    expect(conflict.changes).toContainEqual({ path: 'title', before: base.content.title, after: winner });
    expect(lost[0].envelope.msg).toBe(`该配置已被他人修改（当前为第 ${base.version + 1} 版），请查看改动后再保存`);
    const now = (await detail(t.app, s, 'loginPrompt')).result;
    expect(now.version).toBe(base.version + 1);
    expect(now.content.title).toBe(winner);
    // a stale publish and a stale restore are refused the same way
    expect((await docCall(t.app, s, 'loginPrompt', 'publish', { baseVersion: base.version })).envelope.status).toBe(1002);
    expect((await docCall(t.app, s, 'loginPrompt', 'restore', { version: 1, baseVersion: base.version })).envelope.status).toBe(1002);
    expect((await detail(t.app, s, 'loginPrompt')).result.version).toBe(base.version + 1);
  });

  it("the conflict message follows the caller's language", async () => {
    const cur = (await detail(t.app, s, 'loginPrompt')).result;
    const a = await call(t.app, s, {
      url: '/api/config/loginPrompt/save',
      body: { baseVersion: cur.version - 1, content: {} },
      headers: { 'accept-language': 'en' },
    });
    expect(a.envelope.msg).toBe(`Someone else changed these settings (now version ${cur.version}); look at the changes and save again`);
  });

  it('refuses an invalid colour naming the field, and keeps nothing', async () => {
    const cur = (await detail(t.app, s, 'appearance')).result;
    const a = await save(t.app, s, 'appearance', cur.version, { primaryColor: 'red' });
    expect(a.envelope.status).toBe(9009);
    expect(a.result as unknown as Problems).toMatchObject([{ field: 'primaryColor', reason: '主题颜色必须是 #rrggbb 格式的颜色' }]);
    const b = await save(t.app, s, 'appearance', cur.version, { platformName: '', primaryColor: '#12345' });
    expect((b.result as unknown as Problems).map((p) => p.field)).toEqual(['platformName', 'primaryColor']);
    expect((await detail(t.app, s, 'appearance')).result.version).toBe(cur.version);
  });

  it('refuses content over the size limit with a clear message', async () => {
    const cur = (await detail(t.app, s, 'loginPrompt')).result;
    // 1,900 visible characters (under the 2,000 limit) in markup that keeps each one ~50 bytes
    const heavy = '<p><strong><em><u><s>字</s></u></em></strong></p>'.repeat(1900);
    const a = await save(t.app, s, 'loginPrompt', cur.version, { content: heavy });
    expect(a.envelope.status).toBe(9009);
    expect(a.envelope.msg).toMatch(/^配置内容过大（\d+ KB），最多允许 64 KB$/);
    expect((a.result as unknown as Problems)[0].field).toBe('content');
    const text = await save(t.app, s, 'loginPrompt', cur.version, { content: `<p>${'字'.repeat(2001)}</p>` });
    expect(text.result as unknown as Problems).toMatchObject([{ field: 'content', reason: '提示内容不能超过2000个字符' }]);
    expect((await detail(t.app, s, 'loginPrompt')).result.version).toBe(cur.version);
  });

  it('refuses an end date before the start date; drops unknown fields; sanitizes rich text', async () => {
    const cur = (await detail(t.app, s, 'loginPrompt')).result;
    const a = await save(t.app, s, 'loginPrompt', cur.version, { startDate: '2030-05-02', endDate: '2030-05-01' });
    expect(a.result as unknown as Problems).toMatchObject([{ field: 'endDate', reason: '结束日期不能早于开始日期' }]);
    const b = await save(t.app, s, 'loginPrompt', cur.version, { title: '安全', evil: 'x', content: '<p onclick="x()">好<script>alert(1)</script></p>' });
    expect(b.envelope.status).toBe(1000);
    expect(b.result.content).not.toHaveProperty('evil');
    expect(b.result.content.content).toBe('<p>好</p>');
  });

  it('another tenant sees and writes only its own documents', async () => {
    const sb = await signIn(t.app, TENANT_B);
    const a = (await detail(t.app, s, 'appearance')).result;
    const b = (await detail(t.app, sb, 'appearance')).result;
    expect(b.content.platformName).toBe('滨江职业技术学院校园服务平台');
    expect(b.content.platformName).not.toBe(a.content.platformName);
    const saved = await save(t.app, sb, 'appearance', b.version, { footerText: '只属于滨江' }, true);
    expect(saved.envelope.status).toBe(1000);
    expect((await detail(t.app, s, 'appearance')).result).toEqual(a);
    expect((await publicRead(t.app, TENANT_A, 'appearance')).doc?.content.footerText).not.toBe('只属于滨江');
    expect((await publicRead(t.app, TENANT_B, 'appearance')).doc?.content.footerText).toBe('只属于滨江');
    // naming the other tenant in the body is refused before anything runs
    const named = await call(t.app, sb, {
      url: '/api/config/appearance/save',
      body: { tenantId: TENANT_A, baseVersion: a.version, content: { footerText: '越界' } },
    });
    expect(named.envelope.status).toBe(1002);
    expect((await detail(t.app, s, 'appearance')).result).toEqual(a);
    const hb = (await history(t.app, sb, 'appearance')).result.data as VersionSummary[];
    expect(hb.every((v) => v.by.name === '滨江管理员')).toBe(true);
  });

  it('the legacy detail path answers the same state', async () => {
    const a = await call<DocumentState>(t.app, s, { method: 'GET', url: consoleGet('/api/blade-platform/platformapplyguiselogo/detail') });
    expect(a.result).toEqual((await detail(t.app, s, 'appearance')).result);
  });

  it('the calls need a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/appearance/detail',
      payload: { data: 'x' },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });
});
