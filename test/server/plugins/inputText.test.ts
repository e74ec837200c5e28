// The protocol plugin's input check (plugins/protocol/inputText.ts): a NUL character anywhere in
// a body or a query, a number past ±2^53 − 1, and nesting past MAX_DEPTH answer HTTP 400 / 9009
// with one field error naming the field, on every route (signed, unsigned, GET and POST) — and
// before any handler or query runs.
import { findInputProblem, MAX_DEPTH } from '../../../src/server/plugins/protocol/inputText';
import { wrap } from '../../../src/shared/protocol';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TestApp, unsignedPost } from '../helpers';

describe('findInputProblem', () => {
  it.each([
    [
      { a: 'x', b: [1, { c: 'y\u0000' }] },
      { path: 'b.1.c', key: 'validation.nulCharacter' },
    ],
    [{ 'we\u0000ird': 1 }, { path: 'we\\0ird', key: 'validation.nulCharacter' }],
    ['\u0000', { path: '', key: 'validation.nulCharacter' }],
    [{ pageIndex: 1e300 }, { path: 'pageIndex', key: 'validation.numberRange' }],
    [{ n: -1e300 }, { path: 'n', key: 'validation.numberRange' }],
    [{ n: Infinity }, { path: 'n', key: 'validation.numberRange' }],
    [{ n: Number.NaN }, { path: 'n', key: 'validation.numberRange' }],
    [[{ first: '\u0000' }, { second: 1e300 }], { path: '0.first', key: 'validation.nulCharacter' }],
  ])('finds the first problem in %j', (value, problem) => {
    expect(findInputProblem(value)).toEqual(problem);
  });

  it('refuses a lone surrogate in a value or a key, and passes a real astral character', () => {
    expect(findInputProblem({ a: { name: 'x\uD800y' } })).toEqual({ path: 'a.name', key: 'validation.loneSurrogate' });
    expect(findInputProblem({ name: '\uDC00' })).toEqual({ path: 'name', key: 'validation.loneSurrogate' });
    expect(findInputProblem({ ['k\uD83D']: 1 })).toEqual({ path: 'k\uFFFD', key: 'validation.loneSurrogate' });
    expect(findInputProblem({ name: '校友 😀 𠀀' })).toBeNull();
  });

  it('passes ordinary values, ±2^53 − 1 included', () => {
    expect(findInputProblem({ a: 'text 中文', n: Number.MAX_SAFE_INTEGER, m: -Number.MAX_SAFE_INTEGER, x: 1.5, l: [null, true, {}] })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });

  it('refuses nesting past MAX_DEPTH without recursing (a 100,000-deep array)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem({ v: deep })).toEqual({ path: `v${'.0'.repeat(MAX_DEPTH - 1)}`, key: 'validation.tooDeep' });
    let fine: unknown = 1;
    for (let i = 0; i < MAX_DEPTH - 1; i++) fine = [fine];
    expect(findInputProblem({ v: fine })).toBeNull();
  });
});

describe('the input check on the wire', () => {
  let t: TestApp;
  let s: Session;
  const reached = { count: 0 };
  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.post('/api/test/echo', async (request) => {
          reached.count += 1;
          return { status: 1000, msg: '', result: request.body };
        });
      },
    });
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('names the field of a NUL in a signed body, in the caller’s language, before the handler', async () => {
    const a = await call<{ field: string; reason: string }[]>(t.app, s, { url: '/api/test/echo', body: { form: { name: 'a\u0000' } } });
    expect(a.http).toBe(400);
    expect(a.envelope.status).toBe(9009);
    expect(a.result).toMatchObject([{ field: 'form.name', reason: 'form.name不能包含空字符（NUL）' }]);
    const en = await call<{ field: string; reason: string }[]>(t.app, s, { url: '/api/test/echo', body: { n: 1e300 }, headers: { 'accept-language': 'en' } });
    expect(en.result).toMatchObject([{ field: 'n', reason: 'n is out of the allowed range' }]);
    expect(reached.count).toBe(0);
    expect((await call(t.app, s, { url: '/api/test/echo', body: { name: 'fine' } })).http).toBe(200);
    expect(reached.count).toBe(1);
  });

  it('names a NUL in a GET query', async () => {
    const a = await call<{ field: string; reason: string }[]>(t.app, s, {
      method: 'GET',
      url: consoleGet('/api/blade-workbench/dict/dictionary', { code: 'gen\u0000der' }),
    });
    expect(a.http).toBe(400);
    expect(a.result).toMatchObject([{ field: 'code', reason: 'code不能包含空字符（NUL）' }]);
  });

  it('covers the unsigned sign-in too (a NUL in the account was a 500)', async () => {
    const a = await unsignedPost<{ field: string; reason: string }[]>(t.app, '/api/blade-auth/token', {
      tenantId: TENANT_A,
      account: 'ad\u0000min',
      password: 'x',
    });
    expect(a.http).toBe(400);
    expect(a.result).toMatchObject([{ field: 'account', reason: 'account不能包含空字符（NUL）' }]);
  });

  it('refuses a body nested 5,000 deep in a free-form field with 9009, not a 500', async () => {
    const text = `{"word":${'['.repeat(5000)}${']'.repeat(5000)},"actionType":1,"tenantId":"${TENANT_A}"}`;
    const a = await call<{ field: string; reason: string }[]>(t.app, s, {
      url: '/api/blade-platform/platformalumniword/save',
      rawPayload: JSON.stringify({ data: wrap(text) }),
    });
    expect(a.http).toBe(400);
    expect(a.envelope.status).toBe(9009);
    expect(a.result[0].reason).toMatch(/嵌套层级过深$/);
  });
});
