// Refreshing the access token before a call: once for many calls, and the end of the session
// when the server refuses.
import { ApiError, createApi, memoryTokenStore } from '../../../src/client/api';
import { REFRESH_AHEAD_MS } from '../../../src/client/api/refresh';
import { fakeServer, Handler, ok, SIGNING_KEY } from './fakeServer';

const NOW = 1_760_000_000_000;

function setup(handler: Handler, expiresAt: number) {
  const server = fakeServer(handler);
  const tokens = memoryTokenStore({ accessToken: 'old-access', expiresAt, refreshToken: 'ref-1', signingKey: SIGNING_KEY });
  let unauthorized = 0;
  const api = createApi({
    adapter: server.adapter,
    tokens,
    now: () => NOW,
    caller: () => ({ tenantId: '000000', account: 'admin', name: 'A', locale: 'zh-CN' }),
    onUnauthorized: () => {
      unauthorized += 1;
    },
  });
  return { api, seen: server.seen, tokens, unauthorized: () => unauthorized };
}

const grant = { accessToken: 'new-access', refreshToken: 'ref-2', expiresIn: 3000 };

describe('token refresh', () => {
  it('refreshes once for several calls that meet an expired token, and all of them use the new token', async () => {
    const { api, seen, tokens } = setup((req) => {
      if (req.pathname === '/api/blade-auth/refresh') return { ...ok(grant), delay: 20 };
      return ok({ path: req.pathname });
    }, NOW - 1000);
    const calls = ['/api/a', '/api/b', '/api/c', '/api/d'].map((url) => api.request({ method: 'POST', url, data: {} }));
    const replies = await Promise.all(calls);
    expect(replies.map((r) => (r.result as { path: string }).path)).toEqual(['/api/a', '/api/b', '/api/c', '/api/d']);

    const refreshes = seen.filter((r) => r.pathname === '/api/blade-auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toMatchObject({ refreshToken: 'ref-1' });
    expect(refreshes[0].headers.get('x-sign')).toBeFalsy();
    const others = seen.filter((r) => r.pathname !== '/api/blade-auth/refresh');
    expect(others.map((r) => r.headers.get('authorization'))).toEqual(Array(4).fill('Bearer new-access'));
    expect(others.every((r) => r.signValid)).toBe(true);
    expect(tokens.read()).toMatchObject({ accessToken: 'new-access', refreshToken: 'ref-2', expiresAt: NOW + 3000_000, signingKey: SIGNING_KEY });
  });

  it('refreshes a token that is about to expire, but not one with time to spare', async () => {
    const soon = setup((req) => (req.pathname.endsWith('/refresh') ? ok(grant) : ok()), NOW + REFRESH_AHEAD_MS - 1);
    await soon.api.request({ method: 'POST', url: '/api/a', data: {} });
    expect(soon.seen.map((r) => r.pathname)).toEqual(['/api/blade-auth/refresh', '/api/a']);

    const later = setup(() => ok(), NOW + REFRESH_AHEAD_MS + 60_000);
    await later.api.request({ method: 'POST', url: '/api/a', data: {} });
    expect(later.seen.map((r) => r.pathname)).toEqual(['/api/a']);
  });

  it('logs out once when the refresh token is refused (reused), and every waiting call fails', async () => {
    const { api, seen, tokens, unauthorized } = setup((req) => {
      if (req.pathname.endsWith('/refresh')) return { http: 401, envelope: { status: 401, msg: '登录凭证已失效' }, delay: 10 };
      return ok();
    }, NOW - 1);
    const results = await Promise.allSettled([1, 2, 3].map((i) => api.request({ method: 'POST', url: `/api/${i}`, data: {} })));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(unauthorized()).toBe(1);
    expect(seen.map((r) => r.pathname)).toEqual(['/api/blade-auth/refresh']);
    expect(tokens.read().refreshToken).toBeNull();
  });

  it('logs out when the refresh answers without a token', async () => {
    const { api, unauthorized } = setup((req) => (req.pathname.endsWith('/refresh') ? { envelope: { status: 1002, msg: 'no' } } : ok()), NOW - 1);
    await expect(api.request({ method: 'POST', url: '/api/a', data: {} })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized()).toBe(1);
  });

  it('keeps the session when the refresh fails for the network, and tries again next time', async () => {
    let down = true;
    const { api, seen, unauthorized } = setup((req) => {
      if (req.pathname.endsWith('/refresh')) return down ? { fail: 'network' } : ok(grant);
      return ok();
    }, NOW - 1);
    await expect(api.request({ method: 'POST', url: '/api/a', data: {} })).rejects.toMatchObject({ status: 8008 });
    expect(unauthorized()).toBe(0);
    down = false;
    await expect(api.request({ method: 'POST', url: '/api/a', data: {} })).resolves.toMatchObject({ status: 1000 });
    expect(seen.map((r) => r.pathname)).toEqual(['/api/blade-auth/refresh', '/api/blade-auth/refresh', '/api/a']);
  });

  it('lets two tabs take turns through Web Locks, so the second finds the token fresh', async () => {
    // a minimal LockManager: one holder at a time, in order
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, fn: () => Promise<unknown>) => {
        const run = tail.then(fn);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const server = fakeServer((req) => (req.pathname.endsWith('/refresh') ? { ...ok(grant), delay: 10 } : ok()));
      const shared = memoryTokenStore({ accessToken: 'old-access', expiresAt: NOW - 1, refreshToken: 'ref-1', signingKey: SIGNING_KEY });
      const tab = () =>
        createApi({
          adapter: server.adapter,
          tokens: shared,
          now: () => NOW,
          caller: () => ({ tenantId: '000000', locale: 'zh-CN' }),
          onUnauthorized: jest.fn(),
        });
      await Promise.all([tab().request({ method: 'POST', url: '/api/a', data: {} }), tab().request({ method: 'POST', url: '/api/b', data: {} })]);
      expect(server.seen.filter((r) => r.pathname.endsWith('/refresh'))).toHaveLength(1);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});
