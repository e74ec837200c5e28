// The request layer against a fake server: what goes out (wrapping, signing, params, tenant,
// headers) and what comes back (statuses, signatures, failures).
import { Locale } from '../../../src/shared/i18n';
import { ApiError, createApi, memoryTokenStore, TokenStore } from '../../../src/client/api';
import { fakeServer, Handler, ok, SIGNING_KEY } from './fakeServer';

const NOW = 1_760_000_000_000;

function setup(handler: Handler, opts: { tokens?: TokenStore; locale?: Locale; baseURL?: string } = {}) {
  const server = fakeServer(handler);
  const tokens = opts.tokens ?? memoryTokenStore({ accessToken: 'acc-1', expiresAt: NOW + 3000_000, refreshToken: 'ref-1', signingKey: SIGNING_KEY });
  const events = { unauthorized: 0, forbidden: 0, reloads: 0 };
  const api = createApi({
    baseURL: opts.baseURL,
    adapter: server.adapter,
    tokens,
    now: () => NOW,
    caller: () => ({ tenantId: '000000', account: 'admin', name: '管理员', locale: opts.locale ?? 'zh-CN' }),
    onUnauthorized: () => {
      events.unauthorized += 1;
    },
    onForbidden: () => {
      events.forbidden += 1;
    },
    reloadRoot: () => {
      events.reloads += 1;
    },
  });
  return { api, seen: server.seen, events, tokens };
}

const rejection = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('what a request sends', () => {
  it('wraps the JSON body, adds tenantId, and signs the exact string sent', async () => {
    const { api, seen } = setup(() => ok({ id: 7 }));
    const reply = await api.request({ method: 'POST', url: '/api/blade-platform/serviceType/list', data: { pageIndex: 1, pageSize: 40 } });
    expect(reply).toEqual({ status: 1000, msg: '', result: { id: 7 } });
    const req = seen[0];
    expect(JSON.parse(req.rawBody as string)).toEqual({ data: expect.stringMatching(/^\d{10}/) });
    expect(req.body).toEqual({ pageIndex: 1, pageSize: 40, tenantId: '000000' });
    expect(req.signValid).toBe(true);
    expect(req.sign!.path).toBe('/api/blade-platform/serviceType/list');
    expect(req.sign!.t).toBe(NOW);
    expect(req.headers.get('authorization')).toBe('Bearer acc-1');
    expect(req.headers.get('accept-language')).toBe('zh-CN');
    expect(req.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('keeps an explicit tenantId and leaves arrays alone', async () => {
    const { api, seen } = setup(() => ok());
    await api.request({ method: 'POST', url: '/api/x/save', data: { tenantId: '123456', a: 1 } });
    await api.request({ method: 'POST', url: '/api/x/bulk', data: [{ businessDataId: 1 }] });
    expect(seen[0].body).toEqual({ tenantId: '123456', a: 1 });
    expect(seen[1].body).toEqual([{ businessDataId: 1 }]);
  });

  it('gives GET _t, account and name, encodes the query itself and signs the path with it', async () => {
    const { api, seen } = setup(() => ok([]));
    await api.request({ method: 'GET', url: '/api/blade-workbench/dict/dictionary', params: { code: 'stu_current_status', q: "a b'(x)", empty: undefined } });
    const req = seen[0];
    expect(req.query.get('code')).toBe('stu_current_status');
    expect(req.query.get('q')).toBe("a b'(x)");
    expect(req.query.has('empty')).toBe(false);
    expect(req.query.get('_t')).toBe(String(NOW));
    expect(req.query.get('account')).toBe('admin');
    expect(req.query.get('name')).toBe('管理员');
    expect(req.url).not.toMatch(/[ '()]/);
    expect(req.sign!.path).toBe(req.url);
    expect(req.signValid).toBe(true);
    expect(req.rawBody).toBeUndefined();
  });

  it('signs the path under a baseURL prefix as the server receives it', async () => {
    const { api, seen } = setup(() => ok(), { baseURL: 'http://campus.example/console' });
    await api.request({ method: 'POST', url: '/api/x/list', data: {} });
    expect(seen[0].sign!.path).toBe('/console/api/x/list');
  });

  it('sends Accept-Language from the current locale', async () => {
    const { api, seen } = setup(() => ok(), { locale: 'en' });
    await api.request({ method: 'POST', url: '/api/x', data: {} });
    expect(seen[0].headers.get('accept-language')).toBe('en');
  });

  it('does not sign or authorize the sign-in call', async () => {
    const { api, seen } = setup(() => ok({}));
    await api.request({ method: 'POST', url: '/api/blade-auth/token', data: { tenantId: '000000', account: 'admin', password: 'x' } });
    expect(seen[0].headers.get('x-sign')).toBeFalsy();
    expect(seen[0].headers.get('authorization')).toBeFalsy();
  });

  it('sends no bearer token once it has expired (and there is nothing to refresh with)', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', expiresAt: NOW - 1, signingKey: SIGNING_KEY });
    const { api, seen } = setup(() => ok(), { tokens });
    await api.request({ method: 'POST', url: '/api/x', data: {} });
    expect(seen[0].headers.get('authorization')).toBeFalsy();
  });

  it('uploads multipart through the 600 s client, adds tenantId and signs UNSIGNED-PAYLOAD', async () => {
    const { api, seen } = setup(() => ok({ url: 'f1' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    await api.upload('/api/blade-platform/file/upload', form);
    const req = seen[0];
    expect(req.timeout).toBe(600_000);
    expect((req.body as FormData).get('tenantId')).toBe('000000');
    expect(req.signValid).toBe(true);
  });

  it('has the three clients of document 002: 30 s, 50 s and 600 s', async () => {
    const { api, seen } = setup(() => ok());
    await api.request({ method: 'POST', url: '/api/a', data: {} });
    await api.request({ method: 'POST', url: '/api/b', data: {}, client: 'long' });
    expect(seen.map((r) => r.timeout)).toEqual([30_000, 50_000]);
    expect(api.clients.upload.defaults.timeout).toBe(600_000);
  });
});

describe('what a reply becomes', () => {
  it.each([1000, 1002, 1004, 9009, 9999, 200])('resolves status %i', async (status) => {
    const { api } = setup(() => ({ envelope: { status, msg: 'm', result: { n: 1 } } }));
    // a failure's envelope carries the request's id (here the id it was signed with)
    const failed = ![1000, 1004, 200].includes(status);
    await expect(api.request({ method: 'POST', url: '/api/x', data: {} })).resolves.toEqual({
      status,
      msg: 'm',
      result: { n: 1 },
      ...(failed ? { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) } : {}),
    });
  });

  it('unwraps string results and passes other results through', async () => {
    const { api } = setup(() => ({ envelope: { status: 1000, result: { a: 1 } }, plainResult: true }));
    await expect(api.request({ method: 'POST', url: '/api/x', data: {} })).resolves.toMatchObject({ result: { a: 1 } });
  });

  it('rejects an unknown status with its msg, or 未知错误 without one, keeping the status', async () => {
    const { api } = setup((req) => ({ envelope: { status: 406, msg: req.pathname === '/api/with' ? '未就绪' : '' } }));
    const a = await rejection(api.request({ method: 'POST', url: '/api/with', data: {} }));
    const b = await rejection(api.request({ method: 'POST', url: '/api/without', data: {} }));
    expect([a.status, a.message]).toEqual([406, '未就绪']);
    expect(b).toBeInstanceOf(ApiError);
    expect([b.status, b.message]).toEqual([406, '未知错误']);
  });

  it('shows 权限不足 for a 1002 that says so, and resolves', async () => {
    const { api, events } = setup(() => ({ http: 200, envelope: { status: 1002, msg: '权限不足' } }));
    await expect(api.request({ method: 'POST', url: '/api/x', data: {} })).resolves.toMatchObject({ status: 1002 });
    expect(events.forbidden).toBe(1);
  });

  it('logs out on status 401 (HTTP 401 envelope, even unsigned) and rejects', async () => {
    const { api, events } = setup(() => ({ http: 401, envelope: { status: 401, msg: '未登录' }, sign: 'none' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect(e.status).toBe(401);
    expect(events.unauthorized).toBe(1);
    expect(events.reloads).toBe(0);
  });

  it('reloads the console root on an HTTP 401 without an envelope', async () => {
    const { api, events } = setup(() => ({ http: 401, raw: '<html>401</html>', sign: 'none' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect(e.status).toBe(8008);
    expect(events.reloads).toBe(1);
  });

  it('7001 when the reply answers another request id', async () => {
    const { api } = setup(() => ({ ...ok(), sign: 'wrongId' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect([e.status, e.message]).toEqual([7001, '请求ID不一致，可能存在欺诈']);
  });

  it('7003 when the signature fails, or is missing on a signed call', async () => {
    const { api } = setup((req) => ({ ...ok(), sign: req.pathname === '/api/bad' ? 'badSig' : 'none' }));
    const bad = await rejection(api.request({ method: 'POST', url: '/api/bad', data: {} }));
    const missing = await rejection(api.request({ method: 'POST', url: '/api/missing', data: {} }));
    expect([bad.status, bad.message]).toEqual([7003, '验签失败，服务器内容不可信']);
    expect(missing.status).toBe(7003);
  });

  it('takes an unsigned refusal (it is rejected anyway), keeping its status and msg', async () => {
    const { api } = setup(() => ({ http: 404, envelope: { status: 404, msg: '接口不存在' }, sign: 'none' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/nowhere', data: {} }));
    expect([e.status, e.message]).toEqual([404, '接口不存在']);
  });

  it('never resolves an unsigned accepted status on a signed call', async () => {
    const { api } = setup(() => ({ envelope: { status: 1004, msg: '' }, sign: 'none' }));
    expect((await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }))).status).toBe(7003);
  });

  it('7003 when the body was altered after signing', async () => {
    const { api } = setup(() => ({ envelope: { status: 1002, msg: '' }, tamper: (text) => text.replace('1002', '1000') }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect(e.status).toBe(7003);
  });

  it('8010 with the time-out message', async () => {
    const { api } = setup(() => ({ fail: 'timeout' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect([e.status, e.message]).toEqual([8010, '接口请求超时，请稍后重试']);
  });

  it('8010 in English when the console speaks English', async () => {
    const { api } = setup(() => ({ fail: 'timeout' }), { locale: 'en' });
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect(e.message).toBe('The request timed out, please try again later');
  });

  it("8008 with the failure's message on other network failures", async () => {
    const { api } = setup(() => ({ fail: 'network' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect([e.status, e.message]).toEqual([8008, 'Network Error']);
  });

  it('8008 on an HTTP error page without an envelope', async () => {
    const { api } = setup(() => ({ http: 502, raw: 'Bad gateway', sign: 'none' }));
    const e = await rejection(api.request({ method: 'POST', url: '/api/x', data: {} }));
    expect(e.status).toBe(8008);
  });
});

// jsdom's Blob has no arrayBuffer(); FileReader it has.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('downloads', () => {
  it('resolves with the file when it is signed over its bytes', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 0, 255]);
    const { api } = setup(() => ({ blob: { bytes, type: 'application/zip' } }));
    const blob = await api.download({ method: 'POST', url: '/api/blade-platform/userImg/exportImg', data: {} });
    expect(await bytesOf(blob)).toEqual(bytes);
  });

  it('accepts a file signed as UNSIGNED-PAYLOAD (how the server signs streams)', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const { api } = setup(() => ({ blob: { bytes, type: 'application/vnd.ms-excel' }, fileSign: 'unsigned' }));
    expect(await bytesOf(await api.download({ method: 'POST', url: '/api/x', data: {} }))).toEqual(bytes);
  });

  it('rejects a file whose signature fails', async () => {
    const { api } = setup(() => ({ blob: { bytes: new Uint8Array([1, 2]), type: 'application/zip' }, sign: 'badSig' }));
    const e = await rejection(api.download({ method: 'POST', url: '/api/x', data: {} }));
    expect(e.status).toBe(7003);
  });

  it('rejects with the envelope when the server answers one instead of a file', async () => {
    const { api, events } = setup(() => ({ envelope: { status: 1002, msg: '权限不足' } }));
    const e = await rejection(api.download({ method: 'POST', url: '/api/x', data: {} }));
    expect([e.status, e.message]).toEqual([1002, '权限不足']);
    expect(events.forbidden).toBe(1);
  });
});
