// Request signatures (PROTOCOL.md): what is refused, and that answers are signed.
import { buildTestApp, call, consoleGet, responseSignatureValid, Session, signIn, TENANT_A, TestApp } from '../helpers';

const DICT = '/api/blade-platform/dict/getDict';

describe('request signatures', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('accepts a signed call and signs the answer so the shared code verifies it', async () => {
    const a = await call(t.app, s, { url: DICT, body: { code: 'gender' } });
    expect(a.envelope.status).toBe(1000);
    expect(responseSignatureValid(a.res, s.signingKey, a.signId)).toBe(true);
    expect(responseSignatureValid(a.res, 'another key', a.signId)).toBe(false);
  });

  it('signs GET answers too, with the console query in the signed path', async () => {
    const a = await call(t.app, s, { method: 'GET', url: consoleGet('/api/blade-workbench/dict/dictionary', { code: 'gender' }) });
    expect(a.envelope.status).toBe(1000);
    expect(responseSignatureValid(a.res, s.signingKey, a.signId)).toBe(true);
  });

  it('refuses a replayed request (same id twice)', async () => {
    const first = await call(t.app, s, { url: DICT, body: { code: 'gender' } });
    expect(first.envelope.status).toBe(1000);
    const again = await call(t.app, s, { url: DICT, body: { code: 'gender' }, id: first.signId, t: t.clock.now() });
    expect(again.http).toBe(401);
    expect(again.envelope.status).toBe(401);
    expect(again.envelope.msg).toBe('重复的请求已被拒绝');
  });

  it('refuses a request 301 s old, and one 301 s ahead', async () => {
    const old = await call(t.app, s, { url: DICT, body: { code: 'gender' }, t: t.clock.now() - 301_000 });
    expect(old.http).toBe(401);
    expect(old.envelope.msg).toBe('请求已过期，请检查本机时间');
    const ahead = await call(t.app, s, { url: DICT, body: { code: 'gender' }, t: t.clock.now() + 301_000 });
    expect(ahead.http).toBe(401);
  });

  it('accepts a request 299 s old', async () => {
    const a = await call(t.app, s, { url: DICT, body: { code: 'gender' }, t: t.clock.now() - 299_000 });
    expect(a.envelope.status).toBe(1000);
  });

  it('refuses a body with one byte changed after signing', async () => {
    // the random digit wrap() inserts after the first 100 base64 characters: changing it keeps
    // the body well-formed (so it is not refused as malformed) but it is no longer what was signed
    const at = '{"data":"'.length + 10 + 100;
    const a = await call(t.app, s, {
      url: DICT,
      body: { code: 'gender', note: 'x'.repeat(120) },
      tamper: (p) => p.slice(0, at) + String((Number(p[at]) + 1) % 10) + p.slice(at + 1),
    });
    expect(a.http).toBe(401);
    expect(a.envelope.msg).toBe('请求签名无效');
  });

  it('refuses a call without a signature, and one whose signed path differs', async () => {
    const none = await call(t.app, s, { url: DICT, body: { code: 'gender' }, noSignature: true });
    expect(none.http).toBe(401);
    expect(none.envelope.msg).toBe('请求缺少签名');
    const moved = await call(t.app, s, { url: DICT, body: { code: 'gender' }, signedPath: '/api/blade-platform/dict/list' });
    expect(moved.http).toBe(401);
  });

  it('refuses a signature made with another key', async () => {
    const a = await call(t.app, { ...s, signingKey: 'not-the-session-key' }, { url: DICT, body: { code: 'gender' } });
    expect(a.http).toBe(401);
  });

  it('refuses a call without a token, or with a forged one', async () => {
    const none = await call(t.app, s, { url: DICT, body: { code: 'gender' }, headers: { authorization: '' } });
    expect(none.http).toBe(401);
    expect(none.envelope.msg).toBe('未登录或登录已失效，请重新登录');
    const [body] = s.accessToken.split('.');
    const forged = await call(t.app, { ...s, accessToken: `${body}.${'A'.repeat(43)}` }, { url: DICT, body: { code: 'gender' } });
    expect(forged.http).toBe(401);
  });

  it('keeps seen ids in the database, so another process would refuse the replay too', async () => {
    const a = await call(t.app, s, { url: DICT, body: { code: 'gender' } });
    const row = await t.db.selectFrom('request_ids').select('id').where('id', '=', a.signId).executeTakeFirst();
    expect(row?.id).toBe(a.signId);
  });

  it('answers in English with Accept-Language: en', async () => {
    const a = await call(t.app, s, { url: DICT, body: { code: 'gender' }, t: t.clock.now() - 400_000, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(a.envelope.msg).toBe("The request is too old; check this computer's clock");
  });
});
