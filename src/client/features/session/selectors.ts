// The only way views and sagas read the session (STYLE.md #5).
import { createSelector } from '@reduxjs/toolkit';
import { ALL_ROUTES, AREAS, AreaDef } from '../../../shared/routes';
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

/** The menu the server granted, limited to routes the console knows; AREAS when none came. */
export const selectMenu = createSelector([(state: WithSession) => selectSession(state).menu], (menu): AreaDef[] => {
  if (!menu || menu.length === 0) return AREAS;
  const areas = menu.map((area) => ({ ...area, routes: (area.routes ?? []).filter((r) => KNOWN_PATHS.has(r.path)) })).filter((area) => area.routes.length > 0);
  return areas.length > 0 ? areas : AREAS;
});
