// The only way views and sagas read the session (STYLE.md #5).
import { createSelector } from '@reduxjs/toolkit';
import { ALL_ROUTES, AREAS, AreaDef } from '../../../shared/routes';
import { Danger, dangerRight, holdsAllRights, screenRight } from '../../../shared/rights/catalogue';
import { initialPasswordChange, initialSessionState, SessionState } from './sessionSlice';

type WithSession = { session?: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session ?? initialSessionState;
export const selectSessionStatus = (state: WithSession) => selectSession(state).status;
export const selectUserInfo = (state: WithSession) => selectSession(state).userInfo;
export const selectTenantId = (state: WithSession) => selectSession(state).tenantId;
export const selectPermission = (state: WithSession) => selectSession(state).permission;
export const selectSessionError = (state: WithSession) => selectSession(state).error;
export const selectSignOutReason = (state: WithSession) => selectSession(state).signOutReason;
export const selectLockedFrom = (state: WithSession) => selectSession(state).lockedFrom;
export const selectPasswordChange = (state: WithSession) => selectSession(state).passwordChange ?? initialPasswordChange;

/** Signed in, with the screen open or locked: the session exists. */
export const selectHasSession = createSelector(
  [selectSessionStatus],
  (status) => status === 'signedIn' || status === 'locked' || status === 'unlocking' || status === 'signingOut',
);

export const selectIsLocked = createSelector([selectSessionStatus], (status) => status === 'locked' || status === 'unlocking');

export const selectIsSignedIn = createSelector([selectSessionStatus], (status) => status === 'signedIn' || status === 'signingOut');

/** A request of the session is in flight (the forms disable their buttons). */
export const selectSessionBusy = createSelector([selectSessionStatus], (status) => status === 'signingIn' || status === 'unlocking' || status === 'signingOut');

/** The name the console greets: the user's name, else the account. */
export const selectUserName = createSelector([selectUserInfo], (user) => user?.user_name || user?.account || '');
export const selectAccount = createSelector([selectUserInfo], (user) => user?.account ?? '');

const KNOWN_PATHS = new Set(ALL_ROUTES.map((r) => r.path));

/** The menu the server granted (the role's areas and screens, issue 36), limited to routes the
 *  console knows; AREAS when none came (a session kept from before rights). */
export const selectMenu = createSelector([(state: WithSession) => selectSession(state).menu], (menu): AreaDef[] => {
  if (!menu) return AREAS;
  return menu.map((area) => ({ ...area, routes: (area.routes ?? []).filter((r) => KNOWN_PATHS.has(r.path)) })).filter((area) => area.routes.length > 0);
});

const RIGHT = /:(read|write)$|^danger:/;

/** The session's rights (src/shared/rights/catalogue.ts), or null when the session names none
 *  (a session kept from before rights: every screen, as then; the server decides anyway). */
export const selectRights = createSelector(
  [selectPermission, (state: WithSession) => selectSession(state).menu],
  (permission, menu): ReadonlySet<string> | null => (menu !== null || permission.some((p) => RIGHT.test(p)) ? new Set(permission) : null),
);

/** Whether the session may open a screen. */
export const selectMayRead = (state: WithSession, path: string): boolean => {
  const rights = selectRights(state);
  return !rights || rights.has(screenRight(path, 'read'));
};

/** Whether the session may change what a screen shows (and a danger, when named). */
export const selectMayWrite = (state: WithSession, path: string, danger?: Danger): boolean => {
  const rights = selectRights(state);
  return !rights || (rights.has(screenRight(path, 'write')) && (!danger || rights.has(dangerRight(danger))));
};

/** Whether the session holds every right (the role 全部权限): the backups panel (issue 37). */
export const selectHoldsAllRights = createSelector([selectRights], (rights): boolean => !rights || holdsAllRights(rights));
