// The request log (src/server/logging): one JSON line per request with its id, tenant, method,
// route pattern, statuses and duration; the id the console signed is the line's id, the answer's
// X-Request-Id and a 9999's reference; a sign-in and a people search leave no password, token,
// name or account in any line the server wrote.
import type { FastifyInstance } from 'fastify';
import { peopleListPath } from '../../../src/shared/people/api';
import { CATALOGUE_PATHS } from '../../../src/shared/services/catalogue';
import { buildTestApp, call, CHANGED_PASSWORD, consoleGet, Session, signIn, TENANT_A, TestApp, unsignedPost } from '../helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request log', () => {
  let t: TestApp;
  let a: Session;
  const written: string[] = [];
  const lines = () => written.flatMap((chunk) => chunk.split('\n')).filter((line) => line !== '');
  const records = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = () => records().filter((r) => r.msg === 'request' || r.msg === 'request errored');
  const lineOf = (reqId: string) => requestLines().filter((r) => r.reqId === reqId);

  beforeAll(async () => {
    t = await buildTestApp({
      logStream: { write: (line: string) => void written.push(line) },
      extend: (app: FastifyInstance) => {
        app.post('/api/test/fault', async () => {
          throw new Error('boom');
        });
      },
    });
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('writes one valid JSON line per request with the fields, and none of fastify’s two default lines', async () => {
    written.length = 0;
    const r = await call(t.app, a, { url: peopleListPath('STUDENT'), body: { pageSize: 5 } });
    expect(r.envelope.status).toBe(1000);
    for (const line of lines()) expect(() => JSON.parse(line)).not.toThrow();
    expect(records().filter((x) => x.msg === 'incoming request' || x.msg === 'request completed')).toEqual([]);
    const [line, ...more] = lineOf(r.signId);
    expect(more).toEqual([]);
    expect(line).toEqual(
      expect.objectContaining({
        level: 30,
        reqId: r.signId,
        tenant: TENANT_A,
        method: 'POST',
        route: '/api/blade-workbench/edustudentinfo/list/role',
        status: 200,
        envelope: 1000,
        ms: expect.any(Number),
      }),
    );
  });

  it('gives the signed id back in X-Request-Id, and a server id to an unsigned call, on its line without a tenant', async () => {
    written.length = 0;
    const signed = await call(t.app, a, { url: peopleListPath('TEACHER'), body: { pageSize: 1 } });
    expect(signed.res.headers['x-request-id']).toBe(signed.signId);
    const unsigned = await t.app.inject({ method: 'GET', url: '/config.json?account=admin' });
    const id = String(unsigned.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(lineOf(id)).toEqual([expect.objectContaining({ tenant: null, method: 'GET', route: '/config.json', status: 200 })]);
    // a path no route serves (refused unsigned: 401): its id, no route, no URL in the line
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere/2023008001?name=x' });
    expect(lineOf(String(missing.headers['x-request-id']))).toEqual([expect.objectContaining({ route: null, status: missing.statusCode })]);
    expect(lines().join('\n')).not.toContain('2023008001');
  });

  it('makes the 9999 reference the request id, the same as the header and the line', async () => {
    written.length = 0;
    const r = await call(t.app, a, { url: '/api/test/fault', body: {} });
    expect([r.http, r.envelope.status]).toEqual([500, 9999]);
    expect(r.envelope.msgParams).toEqual({ ref: r.signId });
    expect(r.envelope.msg).toContain(r.signId);
    expect(r.res.headers['x-request-id']).toBe(r.signId);
    expect(lineOf(r.signId)).toEqual([expect.objectContaining({ status: 500, envelope: 9999, route: '/api/test/fault' })]);
    // the error's own line carries the id too
    expect(records().some((x) => x.msg === 'unexpected error' && x.reqId === r.signId && x.ref === r.signId)).toBe(true);
  });

  it('never writes a password, a token, a name or an account', async () => {
    written.length = 0;
    // a sign-in (and a refused one), a people search by a person's name and number, a GET with
    // the console's query (account and name), and a refusal of a bad signature
    const signedIn = await unsignedPost<Session>(t.app, '/api/blade-auth/token', { tenantId: TENANT_A, account: 'admin', password: CHANGED_PASSWORD });
    expect(signedIn.envelope.status).toBe(1000);
    const s = signedIn.result;
    const refused = await unsignedPost(t.app, '/api/blade-auth/token', { tenantId: TENANT_A, account: 'admin', password: 'Wrong#Password9' });
    expect(refused.envelope.status).not.toBe(1000);
    const someone = (await call<{ data: { name: string; identifier: string }[] }>(t.app, s, { url: peopleListPath('STUDENT'), body: { pageSize: 1 } })).result
      .data[0];
    const search = await call(t.app, s, { url: peopleListPath('STUDENT'), body: { name: someone.name, identifier: someone.identifier } });
    expect(search.envelope.status).toBe(1000);
    const get = await call(t.app, s, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.flowGetNum) });
    expect(get.envelope.status).toBe(1000);
    await call(t.app, s, { url: peopleListPath('STUDENT'), body: {}, tamper: (p) => p.replace('}', ',"x":1}') });

    const text = lines().join('\n');
    for (const secret of [CHANGED_PASSWORD, 'Wrong#Password9', s.accessToken, s.refreshToken, s.signingKey, someone.name, someone.identifier, '系统管理员']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"account"\s*:\s*"admin"/);
    expect(text).not.toMatch(/account=|name=|Bearer/);
    expect(requestLines().length).toBeGreaterThanOrEqual(6);
    for (const line of requestLines()) {
      expect(Object.keys(line)).toEqual(expect.arrayContaining(['reqId', 'tenant', 'method', 'route', 'status', 'ms']));
      expect(line).not.toHaveProperty('url');
    }
  });
});
