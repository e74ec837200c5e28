// The session's status machine and selectors, through a real store (sagas off).
import { makeStore } from '../../../../src/client/app/store';
import {
  selectHasSession,
  selectIsLocked,
  selectIsSignedIn,
  selectMenu,
  selectSessionBusy,
  selectSessionStatus,
  selectUserName,
} from '../../../../src/client/features/session/selectors';
import {
  locked,
  signedIn,
  signedOut,
  signInFailed,
  signInRequested,
  signOutRequested,
  unlocked,
  unlockFailed,
  unlockRequested,
} from '../../../../src/client/features/session/sessionSlice';
import { AREAS } from '../../../../src/shared/routes';
import { PROFILE } from './fixtures';

const credentials = { tenantId: '000000', account: 'admin', password: 'secret' };
const signedInStore = () => {
  const store = makeStore({ runSagas: false });
  store.dispatch(signInRequested(credentials));
  store.dispatch(signedIn(PROFILE));
  return store;
};

describe('session slice', () => {
  it('goes signedOut → signingIn → signedIn and keeps the profile, never the password', () => {
    const store = makeStore({ runSagas: false });
    store.dispatch(signInRequested(credentials));
    expect(selectSessionStatus(store.getState())).toBe('signingIn');
    expect(selectSessionBusy(store.getState())).toBe(true);
    store.dispatch(signedIn(PROFILE));
    const state = store.getState();
    expect(state.session).toMatchObject({ status: 'signedIn', tenantId: '000000', userInfo: PROFILE.userInfo, error: null });
    expect(JSON.stringify(state)).not.toContain('secret');
    expect(selectIsSignedIn(state)).toBe(true);
    expect(selectUserName(state)).toBe('管理员');
  });

  it('records a refused sign-in and clears it on the next attempt', () => {
    const store = makeStore({ runSagas: false });
    store.dispatch(signInRequested(credentials));
    store.dispatch(signInFailed({ status: 1002, msg: '账号或密码错误' }));
    expect(store.getState().session).toMatchObject({ status: 'signedOut', error: { status: 1002, msg: '账号或密码错误' } });
    store.dispatch(signInRequested(credentials));
    expect(store.getState().session.error).toBeNull();
  });

  it('ignores events that make no sense in the current status', () => {
    const store = makeStore({ runSagas: false });
    store.dispatch(signedIn(PROFILE));
    store.dispatch(locked({ from: '/serviceList' }));
    store.dispatch(unlocked());
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
  });

  it('locks, fails an unlock, unlocks', () => {
    const store = signedInStore();
    store.dispatch(locked({ from: '/serviceList' }));
    expect(selectIsLocked(store.getState())).toBe(true);
    expect(selectHasSession(store.getState())).toBe(true);
    store.dispatch(unlockRequested({ password: 'x' }));
    store.dispatch(unlockFailed({ status: 1002, msg: '密码错误' }));
    expect(store.getState().session).toMatchObject({ status: 'locked', error: { msg: '密码错误' } });
    store.dispatch(unlockRequested({ password: 'y' }));
    store.dispatch(unlocked());
    expect(store.getState().session).toMatchObject({ status: 'signedIn', error: null, lockedFrom: '/serviceList' });
  });

  it('signs out from signed in or locked, and signedOut always resets', () => {
    const store = signedInStore();
    store.dispatch(signOutRequested());
    expect(selectSessionStatus(store.getState())).toBe('signingOut');
    store.dispatch(signedOut({ reason: 'user' }));
    expect(store.getState().session).toMatchObject({ status: 'signedOut', userInfo: null, menu: null, signOutReason: 'user' });
  });

  it('builds the menu from the session, limited to known routes, falling back to AREAS', () => {
    const store = makeStore({ runSagas: false });
    expect(selectMenu(store.getState())).toBe(AREAS);
    store.dispatch(signInRequested(credentials));
    store.dispatch(
      signedIn({
        ...PROFILE,
        menu: [
          {
            key: 'services',
            label: 'area.services',
            icon: 'th',
            routes: [
              { path: '/serviceList', label: 'route.serviceList' },
              { path: '/evil', label: 'x' },
            ],
          },
        ],
      }),
    );
    const menu = selectMenu(store.getState());
    expect(menu).toEqual([{ key: 'services', label: 'area.services', icon: 'th', routes: [{ path: '/serviceList', label: 'route.serviceList' }] }]);
    expect(selectMenu(store.getState())).toBe(menu);
  });
});
