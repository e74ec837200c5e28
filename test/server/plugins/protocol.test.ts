// The wire protocol plugin: wrapped bodies in, wrapped results out, every failure an envelope.
import { unwrap, wrap } from '../../../src/shared/protocol';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';

const SAVE = '/api/blade-platform/platformalumniword/save';
const countWords = (t: TestApp) =>
  t.db
    .selectFrom('alumni_shield_words' as never)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

describe('protocol plugin', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp({
      bodyLimit: 64 * 1024,
      extend: (app) => {
        app.post('/api/test/boom', async () => {
          throw new Error('kaboom');
        });
      },
    });
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it.each([
    ['a wrapped text with a wrong length', JSON.stringify({ data: '0000000099YWJj' })],
    ['a plain JSON body', JSON.stringify({ word: '代考', actionType: 1, tenantId: TENANT_A })],
    ['not JSON at all', '{oops'],
    ['data that is not JSON inside', JSON.stringify({ data: wrap('{not json') })],
    ['an extra field beside data', JSON.stringify({ data: wrap('{}'), more: 1 })],
  ])('refuses %s with HTTP 400 / 9009 and writes nothing', async (_name, rawPayload) => {
    const before = await countWords(t);
    const a = await call(t.app, s, { url: SAVE, rawPayload });
    expect(a.http).toBe(400);
    expect(a.envelope.status).toBe(9009);
    expect(a.envelope.msg).toBe('请求内容格式错误');
    expect(a.result).toBeNull();
    expect(await countWords(t)).toBe(before);
  });

  it('wraps every result: objects, arrays and null alike', async () => {
    const list = await call<unknown[]>(t.app, s, { url: '/api/blade-platform/dict/getDict', body: { code: 'gender' } });
    expect(typeof list.envelope.result).toBe('string');
    expect(Array.isArray(list.result)).toBe(true);
    const out = await call(t.app, s, { url: '/api/blade-auth/unlock', body: { password: 'wrong' } });
    expect(typeof out.envelope.result).toBe('string');
    expect(unwrap(out.envelope.result)).toBeNull();
  });

  it('answers schema failures with HTTP 400 / 9009 and localized field errors', async () => {
    const a = await call<{ field: string; reason: string }[]>(t.app, s, { url: '/api/blade-platform/platformalumniword/remove', body: { ids: [] } });
    expect(a.http).toBe(400);
    expect(a.envelope.status).toBe(9009);
    expect(a.result).toMatchObject([{ field: 'ids', reason: 'ids至少需要1项' }]);
    const missing = await call<{ field: string; reason: string }[]>(t.app, s, {
      url: '/api/blade-platform/dict/getDict',
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(missing.result).toMatchObject([{ field: 'code', reason: 'code is required' }]);
  });

  it('answers an unexpected error with HTTP 500 / 9999 and a reference id', async () => {
    const a = await call(t.app, s, { url: '/api/test/boom', body: {} });
    expect(a.http).toBe(500);
    expect(a.envelope.status).toBe(9999);
    // the reference is the request's id: the id the console signed (test/server/logging)
    expect(a.envelope.msg).toBe(`服务器内部错误，参考编号 ${a.signId}`);
    expect(a.envelope.msg).not.toContain('kaboom');
  });

  it('answers a body over the limit with HTTP 413', async () => {
    const a = await call(t.app, s, { url: SAVE, body: { word: 'x'.repeat(70 * 1024), actionType: 1 } });
    expect(a.http).toBe(413);
    expect(a.envelope.msg).toBe('提交的内容过大');
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const a = await call(t.app, s, { url: '/api/blade-platform/nothing/here', body: {} });
    expect(a.http).toBe(404);
    expect(a.envelope.msg).toBe('接口不存在');
  });

  it('serves /config.json unsigned and unwrapped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json?_t=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.objectContaining({ baseURL: '', projectName: expect.any(String) }));
  });
});
