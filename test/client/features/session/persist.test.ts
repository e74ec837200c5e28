// The session in localStorage: what a sign-in stores, what a page refresh finds, what a sign-out leaves.
import { localTokenStore } from '../../../../src/client/api';
import { clearSession, loadSessionState, saveLock, saveSignIn, clearLock } from '../../../../src/client/features/session/persist';
import { SIGN_IN_RESULT } from './fixtures';

const NOW = 1_760_000_000_000;

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('keeps the token under a name suffixed x-access-token with its expiry, beside the profile', () => {
    saveSignIn(SIGN_IN_RESULT, NOW);
    expect(JSON.parse(localStorage.getItem('campus-x-access-token')!)).toEqual({ content: 'acc-1', datetime: NOW + 3000_000 });
    for (const name of ['tenantId', 'userInfo', 'permission', 'menu', 'refreshToken', 'signingKey']) {
      expect(localStorage.getItem(`campus-${name}`)).not.toBeNull();
    }
    expect(localTokenStore.read()).toEqual({ accessToken: 'acc-1', expiresAt: NOW + 3000_000, refreshToken: 'ref-1', signingKey: 'key-1' });
  });

  it('finds the session again after a page refresh, locked if it was locked', () => {
    saveSignIn(SIGN_IN_RESULT, NOW);
    expect(loadSessionState(localTokenStore, NOW)).toMatchObject({ status: 'signedIn', tenantId: '000000', userInfo: SIGN_IN_RESULT.userInfo });
    saveLock('/serviceList');
    expect(loadSessionState(localTokenStore, NOW)).toMatchObject({ status: 'locked', lockedFrom: '/serviceList' });
    clearLock();
    expect(loadSessionState(localTokenStore, NOW).status).toBe('signedIn');
  });

  it('clears everything on sign-out', () => {
    saveSignIn(SIGN_IN_RESULT, NOW);
    saveLock('/x');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(loadSessionState(localTokenStore, NOW).status).toBe('signedOut');
  });
});
