// The store as main.tsx makes it: the default request layer wired to the session, sagas
// navigating through the injected navigate, checks for serializability on.
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/client/app/store';
import { JOB_PATHS } from '../../../src/shared/jobs/api';
import { signInRequested } from '../../../src/client/features/session/sessionSlice';
import { fakeServer, ok, SIGNING_KEY } from '../api/fakeServer';
import { SIGN_IN_RESULT } from '../features/session/fixtures';

beforeEach(() => localStorage.clear());

const credentials = { tenantId: '000000', account: 'admin', password: 'Campus@2026' };

function signedInStore(handler: Parameters<typeof fakeServer>[0]) {
  // the job centre reads the user's jobs at sign-in (every feature runs in a test store): none
  const server = fakeServer((req) =>
    req.pathname === '/api/blade-auth/token' ? ok({ ...SIGN_IN_RESULT, signingKey: SIGNING_KEY }) : req.pathname === JOB_PATHS.list ? ok([]) : handler(req),
  );
  const navigate = jest.fn();
  const store = makeStore({ adapter: server.adapter, navigate, reloadRoot: jest.fn() });
  store.dispatch(signInRequested(credentials));
  return { store, navigate, seen: server.seen };
}

describe('store wiring', () => {
  it('signs in through the request layer and stores the session', async () => {
    const { store, navigate, seen } = signedInStore(() => ok());
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(seen[0].body).toEqual(credentials);
    expect(navigate).toHaveBeenCalledWith('/downloadPage', { replace: true });
    expect(JSON.parse(localStorage.getItem('campus-x-access-token')!)).toMatchObject({ content: 'acc-1' });
  });

  it('signs later calls with the session key and user, and logs out on a 401 (forced logout)', async () => {
    const { store, navigate, seen } = signedInStore(() => ({ http: 401, envelope: { status: 401, msg: '未登录' }, sign: 'none' }));
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    await expect(store.api.request({ method: 'GET', url: '/api/blade-platform/scoreMechanism/detail' })).rejects.toMatchObject({ status: 401 });
    const call = seen.find((c) => c.pathname === '/api/blade-platform/scoreMechanism/detail')!;
    expect(call.signValid).toBe(true);
    expect(call.headers.get('authorization')).toBe('Bearer acc-1');
    expect(call.query.get('account')).toBe('admin');
    expect(call.query.get('name')).toBe('管理员');
    await waitFor(() => expect(store.getState().session).toMatchObject({ status: 'signedOut', signOutReason: 'expired' }));
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
    expect(localStorage.getItem('campus-x-access-token')).toBeNull();
  });

  it('shows the 权限不足 toast for a refused call', async () => {
    const { store } = signedInStore(() => ({ envelope: { status: 1002, msg: '权限不足' } }));
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    await store.api.request({ method: 'POST', url: '/api/x', data: {} });
    expect(store.getState().ui.toasts).toEqual([expect.objectContaining({ kind: 'error', key: 'protocol.forbidden' })]);
  });

  it('refuses a non-serializable action (the checks are on)', () => {
    const store = makeStore({ runSagas: false });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch({ type: 'test/fileDropped', payload: new Map() });
    expect(spy.mock.calls.some((c) => String(c[0]).includes('non-serializable'))).toBe(true);
    spy.mockRestore();
  });
});
