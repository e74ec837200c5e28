// The session in browser storage (document 000 §3): tenantId, userInfo, permission and menu
// beside the tokens, and the lock and a password the server says must change, which must survive
// a page refresh. Read once at start-up
// into the store's preloaded state; written by the session saga.
import type { SignInResult } from '../../api/auth';
import { localTokenStore, TokenStore } from '../../api/tokenStore';
import { readJSON, removeItem, writeJSON } from '../../api/storage';
import type { UserInfo } from '../../api/auth';
import type { AreaDef } from '../../../shared/routes';
import { initialPasswordChange, initialSessionState, Profile, SessionState } from './sessionSlice';

const KEYS = { tenantId: 'tenantId', userInfo: 'userInfo', permission: 'permission', menu: 'menu', lock: 'lock', mustChange: 'mustChangePassword' } as const;

export const profileOf = (result: SignInResult): Profile => ({
  tenantId: result.tenantId ?? result.userInfo?.tenant_id,
  userInfo: result.userInfo,
  permission: result.permission ?? [],
  menu: result.menu ?? [],
});

export function saveSignIn(result: SignInResult, now: number = Date.now(), tokens: TokenStore = localTokenStore): void {
  tokens.save({
    accessToken: result.accessToken,
    expiresAt: now + result.expiresIn * 1000,
    refreshToken: result.refreshToken,
    signingKey: result.signingKey,
  });
  const profile = profileOf(result);
  writeJSON(KEYS.tenantId, profile.tenantId);
  writeJSON(KEYS.userInfo, profile.userInfo);
  writeJSON(KEYS.permission, profile.permission);
  writeJSON(KEYS.menu, profile.menu);
  // the server refuses everything but the change until it is made: a refreshed page asks again
  if (result.mustChangePassword) writeJSON(KEYS.mustChange, true);
  else removeItem(KEYS.mustChange);
  removeItem(KEYS.lock);
}

/** The session's rights changed (issue 36): a refreshed page keeps the new ones. */
export function saveRights(rights: Pick<Profile, 'permission' | 'menu'>): void {
  writeJSON(KEYS.permission, rights.permission);
  writeJSON(KEYS.menu, rights.menu);
}

/** The password was changed: a refreshed page no longer asks for it. */
export function clearMustChange(): void {
  removeItem(KEYS.mustChange);
}

export function saveLock(from: string): void {
  writeJSON(KEYS.lock, { from });
}

export function clearLock(): void {
  removeItem(KEYS.lock);
}

export function clearSession(tokens: TokenStore = localTokenStore): void {
  tokens.clear();
  for (const name of Object.values(KEYS)) removeItem(name);
}

/** The session as the last page left it: signed in (or locked) while credentials remain. */
export function loadSessionState(tokens: TokenStore = localTokenStore, now: number = Date.now()): SessionState {
  const userInfo = readJSON<UserInfo>(KEYS.userInfo);
  const { accessToken, expiresAt, refreshToken } = tokens.read();
  const usable = Boolean(refreshToken) || (Boolean(accessToken) && expiresAt > now);
  if (!userInfo || !usable) return initialSessionState;
  const lock = readJSON<{ from: string }>(KEYS.lock);
  return {
    ...initialSessionState,
    status: lock ? 'locked' : 'signedIn',
    tenantId: readJSON<string>(KEYS.tenantId) ?? userInfo.tenant_id ?? null,
    userInfo,
    permission: readJSON<string[]>(KEYS.permission) ?? [],
    menu: readJSON<AreaDef[]>(KEYS.menu),
    lockedFrom: lock?.from ?? null,
    passwordChange: readJSON<boolean>(KEYS.mustChange) ? { ...initialPasswordChange, open: true, required: true } : initialPasswordChange,
  };
}
