// The tenant comes from the token; a body or query naming another one is refused, nothing done.
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

describe('tenant guard', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const wordsOf = (tenant: string) =>
    t.db
      .selectFrom('alumni_shield_words' as never)
      .select('id' as never)
      .where('tenant_id' as never, '=', tenant as never)
      .execute()
      .then((r) => r.length);

  it('refuses a body tenantId of another tenant with 1002 权限不足 and writes nothing', async () => {
    const before = [await wordsOf(TENANT_A), await wordsOf(TENANT_B)];
    const mechanism = await t.db.selectFrom('alumni_mechanism_configs').select('id').where('tenant_id', '=', TENANT_B).executeTakeFirstOrThrow();
    const r = await call(t.app, a, {
      url: '/api/blade-platform/platformalumniword/save',
      body: { tenantId: TENANT_B, word: '跨租户', actionType: 1, mechanismId: mechanism.id },
    });
    expect(r.http).toBe(200);
    expect(r.envelope.status).toBe(1002);
    expect(r.envelope.msg).toBe('权限不足');
    expect([await wordsOf(TENANT_A), await wordsOf(TENANT_B)]).toEqual(before);
  });

  it('refuses a GET whose query names another tenant', async () => {
    const r = await call(t.app, a, { method: 'GET', url: consoleGet('/api/blade-workbench/dict/dictionary', { code: 'gender', tenantId: TENANT_B }) });
    expect(r.envelope.status).toBe(1002);
    expect(r.envelope.msg).toBe('权限不足');
  });

  it('accepts the own tenant, given as text or number-like text', async () => {
    const r = await call(t.app, a, { url: '/api/blade-platform/dict/getDict', body: { tenantId: TENANT_A, code: 'gender' } });
    expect(r.envelope.status).toBe(1000);
  });

  it('says it in English too', async () => {
    const r = await call(t.app, a, {
      url: '/api/blade-platform/dict/getDict',
      body: { tenantId: TENANT_B, code: 'gender' },
      headers: { 'accept-language': 'en' },
    });
    expect(r.envelope.msg).toBe('Permission denied');
  });
});
