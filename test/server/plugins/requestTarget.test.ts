// Odd request targets on protected routes, over real HTTP (inject() normalises what a raw request
// line can carry): absolute-form, `//`, `..` and `.` segments, percent-escapes, a doubled or
// trailing slash, a `;` parameter, upper case, a fragment. Whoever sends them (no session; a
// session signing the canonical path; a session signing the target exactly as sent), each answers
// 400, 401 or 404 with the envelope, never 200 nor 500, and no handler runs (a test-only route
// counts its calls). The unsigned paths and the signed photo links keep working.
import type { AddressInfo } from 'node:net';
import { ok } from '../../../src/server/envelope';
import { photoUrl, signPhotoToken } from '../../../src/server/photos/links';
import { formatSignHeader, unwrap, uuidV4, wrapBody } from '../../../src/shared/protocol';
import { buildTestApp, CHANGED_PASSWORD, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { seedPhotos, SeededPhotos } from '../photoExport/seedPhotos';
import { rawRequest, RawAnswer } from './rawHttp';

const REACHED = '/api/test/reached';
const DICT = '/api/blade-platform/dict/getDict';
const DICT_GET = '/api/blade-workbench/dict/dictionary';

let t: TestApp;
let s: Session;
let port: number;
let photos: SeededPhotos;
const reached = { count: 0 };

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      const handler = async () => {
        reached.count += 1;
        return ok({ reached: true });
      };
      app.post(REACHED, handler);
      app.get(REACHED, handler);
      app.post(`${REACHED}/:id`, handler);
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  s = await signIn(t.app, TENANT_A);
  photos = await seedPhotos(t.db, t.app.photos.store, { tenantId: TENANT_A, count: 1 });
});
afterAll(() => t.close());

type Sender = 'anonymous' | 'signed for the canonical path' | 'signed as sent';

function send(method: 'GET' | 'POST', target: string, canonical: string, who: Sender, body: unknown = { code: 'gender' }): Promise<RawAnswer> {
  const payload = method === 'GET' ? '' : wrapBody({ ...(body as object), tenantId: TENANT_A });
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (who !== 'anonymous') {
    headers.authorization = `Bearer ${s.accessToken}`;
    const path = who === 'signed as sent' ? target : canonical;
    headers['x-sign'] = formatSignHeader(s.signingKey, { method, path, t: t.app.now(), id: uuidV4(), body: payload });
  }
  return rawRequest(port, method, target, headers, payload);
}

/** every odd spelling of `path` (an /api path of at least two segments) */
function oddTargets(path: string): [string, string][] {
  const last = path.lastIndexOf('/');
  const escapedLast = `${path.slice(0, path.length - 1)}%${path.charCodeAt(path.length - 1).toString(16)}`;
  return [
    ['absolute-form', `http://127.0.0.1:${port}${path}`],
    ['absolute-form, upper-case scheme', `HTTP://127.0.0.1:${port}${path}`],
    ['absolute-form naming another host', `http://elsewhere.example${path}`],
    ['absolute-form with user info', `http://user@127.0.0.1:${port}${path}`],
    ['a leading double slash', `/${path}`],
    ['a `..` segment', `/api/..${path}`],
    ['a `.` segment', path.replace('/api/', '/api/./')],
    ['a percent-encoded letter in /api', path.replace('/api/', '/%61pi/')],
    ['a percent-encoded letter in the last segment', escapedLast],
    ['a percent-encoded `..` segment', path.replace('/api/', '/api/%2e%2e/api/')],
    ['a percent-encoded slash', `${path.slice(0, last)}%2F${path.slice(last + 1)}`],
    ['a double slash inside', `${path.slice(0, last)}/${path.slice(last)}`],
    ['a trailing slash', `${path}/`],
    ['a `;` matrix parameter', `${path};jsessionid=1`],
    ['upper-case /API/', path.replace('/api/', '/API/')],
    ['a fragment', `${path}#x`],
  ];
}

function expectRefused(a: RawAnswer, label: string) {
  const envelope = JSON.parse(a.body) as { status: number; msg: string };
  expect({ label, http: a.status, allowed: [400, 401, 404].includes(a.status) }).toEqual({ label, http: a.status, allowed: true });
  expect(typeof envelope.msg).toBe('string');
  expect(envelope.msg.length).toBeGreaterThan(0);
  expect([400, 401, 404, 9009]).toContain(envelope.status);
}

describe('odd request targets on protected routes', () => {
  it('the test route itself answers a signed call, so "not reached" below means something', async () => {
    const before = reached.count;
    const a = await send('POST', REACHED, REACHED, 'signed as sent');
    expect(a.status).toBe(200);
    expect(reached.count).toBe(before + 1);
    const anonymous = await send('POST', REACHED, REACHED, 'anonymous');
    expect(anonymous.status).toBe(401);
    expect(reached.count).toBe(before + 1);
  });

  const senders: Sender[] = ['anonymous', 'signed for the canonical path', 'signed as sent'];
  it.each(senders)('never reach a handler, nor answer 200 or 500 (%s)', async (who) => {
    const before = reached.count;
    for (const path of [REACHED, `${REACHED}/7`, DICT]) {
      // in a route parameter an escape or a `;` is the parameter's own text (`/%37` is `/7`, and
      // `/7;x=1` names the id '7;x=1', which the route's schema judges): not an odd spelling
      const odd = oddTargets(path).filter(([label]) => !(path.endsWith('/7') && /last segment|matrix/.test(label)));
      for (const [label, target] of odd) {
        const a = await send('POST', target, path, who);
        expectRefused(a, `POST ${label}: ${target}`);
      }
    }
    for (const path of [REACHED, DICT_GET]) {
      for (const [label, target] of oddTargets(path)) {
        const a = await send('GET', `${target}${target.includes('#') ? '' : '?code=gender'}`, `${path}?code=gender`, who);
        expectRefused(a, `GET ${label}: ${target}`);
      }
    }
    expect(reached.count).toBe(before);
  });

  it('refuses absolute-form (and a fragment) with HTTP 400 / 9009 and a localized reason, even signed exactly as sent', async () => {
    const target = `http://127.0.0.1:${port}${DICT}`;
    const a = await send('POST', target, DICT, 'signed as sent');
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body)).toEqual({ status: 9009, msg: '请求地址格式错误：只接受以 / 开头、不带 # 的路径', result: expect.any(String) });
    const en = await rawRequest(port, 'POST', target, { 'accept-language': 'en', 'content-type': 'application/json' }, wrapBody({}));
    expect(JSON.parse(en.body).msg).toBe('The request target must be a path starting with / and without a #');
    // a fragment is never part of a request target (the router would cut it off unseen)
    for (const path of [`${DICT}#x`, `${REACHED}/7#x`]) expect((await send('POST', path, path, 'signed as sent')).status).toBe(400);
  });

  it('answers a percent-encoded spelling of a protected route 404, whoever sends it', async () => {
    for (const who of senders) {
      const a = await send('POST', DICT.replace('/api/', '/%61pi/'), DICT, who);
      expect(a.status).toBe(404);
      expect(JSON.parse(a.body).msg).toBe('接口不存在');
    }
  });

  it("answers a malformed escape (refused by the router before any hook) with the envelope, in the caller's language", async () => {
    const before = reached.count;
    for (const target of [`${REACHED}/%zz`, `${REACHED}/%`, '/api/%E0%A4%A']) {
      const a = await rawRequest(port, 'POST', target, { 'content-type': 'application/json' }, wrapBody({}));
      expect(a.status).toBe(400);
      expect(JSON.parse(a.body)).toEqual({ status: 9009, msg: '请求地址格式错误：只接受以 / 开头、不带 # 的路径', result: null });
    }
    const en = await rawRequest(port, 'GET', `${REACHED}/%zz`, { 'accept-language': 'en' });
    expect(JSON.parse(en.body).msg).toBe('The request target must be a path starting with / and without a #');
    expect(reached.count).toBe(before);
  });

  it('lets a route parameter carry a percent-escape (the literal parts are what must be exact)', async () => {
    const before = reached.count;
    const a = await send('POST', `${REACHED}/%37`, `${REACHED}/%37`, 'signed as sent');
    expect(a.status).toBe(200);
    expect(reached.count).toBe(before + 1);
  });

  it('still asks an anonymous caller of an unknown /api path to sign in, and answers a signed one 404', async () => {
    const unknown = '/api/blade-platform/nothing/here';
    expect((await send('POST', unknown, unknown, 'anonymous')).status).toBe(401);
    expect((await send('POST', unknown, unknown, 'signed as sent')).status).toBe(404);
  });
});

describe('what keeps working over real HTTP', () => {
  it('a signed call on the path as sent (with the console query on a GET)', async () => {
    const post = await send('POST', DICT, DICT, 'signed as sent');
    expect(post.status).toBe(200);
    expect(JSON.parse(post.body).status).toBe(1000);
    expect(post.headers['x-response-sign']).toBeDefined();
    const target = `${DICT_GET}?code=gender&_t=1&account=admin&name=%E7%B3%BB%E7%BB%9F`;
    const get = await send('GET', target, target, 'signed as sent');
    expect(get.status).toBe(200);
    expect(JSON.parse(get.body).status).toBe(1000);
  });

  it('sign-in and refresh, unsigned', async () => {
    const signInAnswer = await rawRequest(
      port,
      'POST',
      '/api/blade-auth/token',
      { 'content-type': 'application/json' },
      // (signIn changed the published password at the first sign-in)
      wrapBody({ tenantId: TENANT_A, account: 'admin', password: CHANGED_PASSWORD }),
    );
    expect(signInAnswer.status).toBe(200);
    const envelope = JSON.parse(signInAnswer.body);
    expect(envelope.status).toBe(1000);
    const session = unwrap<Session>(envelope.result);
    const refresh = await rawRequest(
      port,
      'POST',
      '/api/blade-auth/refresh',
      { 'content-type': 'application/json' },
      wrapBody({ tenantId: TENANT_A, refreshToken: session.refreshToken }),
    );
    expect(refresh.status).toBe(200);
    expect(JSON.parse(refresh.body).status).toBe(1000);
  });

  it('/config.json, unsigned', async () => {
    const a = await rawRequest(port, 'GET', '/config.json?_t=1');
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toEqual(expect.objectContaining({ baseURL: '' }));
  });

  it('a signed photo link, with no session; its odd spellings answer 400 or 404', async () => {
    const url = photoUrl(signPhotoToken(t.app.photos.linkSecret, TENANT_A, photos.names[0], false, t.clock.now()));
    const a = await rawRequest(port, 'GET', url);
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toBe('image/jpeg');
    expect(Number(a.headers['content-length'])).toBe(photos.bytes[0].length);
    expect((await rawRequest(port, 'GET', `http://127.0.0.1:${port}${url}`)).status).toBe(400);
    expect((await rawRequest(port, 'GET', url.replace('/api/', '/%61pi/'))).status).toBe(404);
    // the token is a route parameter: the router takes any text there, the link check refuses it
    expect((await rawRequest(port, 'GET', `${url}x`)).status).toBe(403);
  });
});
