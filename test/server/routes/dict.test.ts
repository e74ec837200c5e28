// Dictionary calls and the sensitive-word lookups, within the caller's tenant.
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

type Entry = { dictKey: string; dictValue: string };

describe('dictionaries and lookups', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  it('GET workbench dict/dictionary?code= answers the entries in order, ignoring _t, account and name', async () => {
    for (const code of ['teacher_current_status', 'stu_current_status', 'stu_present_state']) {
      const r = await call<Entry[]>(t.app, a, { method: 'GET', url: consoleGet('/api/blade-workbench/dict/dictionary', { code }) });
      expect(r.envelope.status).toBe(1000);
      expect(r.result.length).toBeGreaterThan(1);
      expect(r.result[0]).toEqual({ dictKey: '1', dictValue: expect.any(String) });
    }
  });

  it('POST platform dict/getDict {code} answers the same', async () => {
    const got = await call<Entry[]>(t.app, a, { url: '/api/blade-platform/dict/getDict', body: { code: 'stu_present_state' } });
    const viaGet = await call<Entry[]>(t.app, a, { method: 'GET', url: consoleGet('/api/blade-workbench/dict/dictionary', { code: 'stu_present_state' }) });
    expect(got.result).toEqual(viaGet.result);
    expect(got.result.map((e) => e.dictValue)).toEqual(['在校', '离校', '校外实习', '交换学习']);
  });

  it('answers an unknown code with an empty list, and a missing code with 9009', async () => {
    expect((await call<Entry[]>(t.app, a, { url: '/api/blade-platform/dict/getDict', body: { code: 'nope' } })).result).toEqual([]);
    const missing = await call(t.app, a, { method: 'GET', url: consoleGet('/api/blade-workbench/dict/dictionary') });
    expect(missing.envelope.status).toBe(9009);
  });

  it('GET platform dict/list names every code, localized', async () => {
    const zh = await call<{ code: string; name: string; size: number }[]>(t.app, a, { method: 'GET', url: consoleGet('/api/blade-platform/dict/list') });
    expect(zh.result.map((d) => d.code)).toEqual(expect.arrayContaining(['gender', 'stu_current_status', 'stu_present_state', 'teacher_current_status']));
    expect(zh.result.find((d) => d.code === 'gender')).toEqual({ code: 'gender', name: '性别', size: 2 });
    const en = await call<{ code: string; name: string }[]>(t.app, a, {
      method: 'GET',
      url: consoleGet('/api/blade-platform/dict/list'),
      headers: { 'accept-language': 'en' },
    });
    expect(en.result.find((d) => d.code === 'gender')?.name).toBe('Gender');
  });

  it("keeps each tenant's dictionaries to itself", async () => {
    await t.db
      .updateTable('dictionaries')
      .set({ dict_value: '男性' })
      .where('tenant_id', '=', TENANT_B)
      .where('code', '=', 'gender')
      .where('dict_key', '=', '1')
      .execute();
    const ofA = await call<Entry[]>(t.app, a, { url: '/api/blade-platform/dict/getDict', body: { code: 'gender' } });
    const ofB = await call<Entry[]>(t.app, b, { url: '/api/blade-platform/dict/getDict', body: { code: 'gender' } });
    expect(ofA.result[0].dictValue).toBe('男');
    expect(ofB.result[0].dictValue).toBe('男性');
  });

  it('GET platformalumniword/getActionTypeList answers the action types, localized', async () => {
    const url = consoleGet('/api/blade-platform/platformalumniword/getActionTypeList');
    const zh = await call<{ code: number; name: string }[]>(t.app, a, { method: 'GET', url });
    expect(zh.result).toEqual([
      { code: 1, name: '发布动态' },
      { code: 2, name: '评论' },
      { code: 3, name: '转发' },
      { code: 4, name: '昵称与简介' },
    ]);
    const en = await call<{ code: number; name: string }[]>(t.app, a, { method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(en.result[0]).toEqual({ code: 1, name: 'Posting' });
  });

  it("GET platformalumnimechanismconfig/list answers the tenant's mechanisms with descriptions", async () => {
    const r = await call<{ id: number; name: string; description: string }[]>(t.app, a, {
      method: 'GET',
      url: consoleGet('/api/blade-platform/platformalumnimechanismconfig/list'),
    });
    expect(r.result.map((m) => m.name)).toEqual(['直接拦截', '替换为***', '提交人工审核']);
    expect(r.result.every((m) => m.description.length > 10)).toBe(true);
  });

  it('answers the platform mechanisms and their explanations in English to an English caller (no Chinese left)', async () => {
    const url = consoleGet('/api/blade-platform/platformalumnimechanismconfig/list');
    const en = await call<{ id: number; code: string; name: string; description: string }[]>(t.app, a, {
      method: 'GET',
      url,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.result.map((m) => m.name)).toEqual(['Block outright', 'Replace with ***', 'Send for manual review']);
    for (const m of en.result) expect(`${m.name} ${m.description}`).not.toMatch(/[\u3400-\u9fff]/);
    // the same rows (ids) as in Chinese, only worded for the caller
    const zh = await call<{ id: number }[]>(t.app, a, { method: 'GET', url });
    expect(en.result.map((m) => m.id)).toEqual(zh.result.map((m) => m.id));
  });

  it("keeps a tenant's own wording of a mechanism as written, in any language", async () => {
    await t.db.updateTable('alumni_mechanism_configs').set({ name: '本校自定义拦截' }).where('tenant_id', '=', TENANT_B).where('code', '=', 'BLOCK').execute();
    const url = consoleGet('/api/blade-platform/platformalumnimechanismconfig/list');
    const en = await call<{ code: string; name: string }[]>(t.app, b, { method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(en.result.find((m) => m.code === 'BLOCK')?.name).toBe('本校自定义拦截');
    expect(en.result.find((m) => m.code === 'MASK')?.name).toBe('Replace with ***');
  });
});
