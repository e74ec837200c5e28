// Sign-in, sign-out, forced sign-out, lock, unlock and the password change. Each flow calls the
// server through `callAsk`, reads navigate from the saga context (STYLE.md #8) and storage
// through `call`, so a test can provide them all.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { Envelope, Status } from '../../../shared/protocol';
import { LOCK_PATH, LOGIN_PATH } from '../../../shared/routes';
import { changePassword, fetchRights, logout, PasswordChange, SignInResult, signIn, unlock } from '../../api/auth';
import type { SessionRights } from '../../../shared/rights/api';
import { callAsk } from '../../lib/ask';
import type { Navigate } from '../../lib/sagaContext';
import { toastShown } from '../ui';
import { landingPath } from './landing';
import { clearLock, clearMustChange, clearSession, profileOf, saveLock, saveRights, saveSignIn } from './persist';
import { selectLockedFrom, selectSessionStatus } from './selectors';
import {
  lockRequested,
  locked,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeOpened,
  passwordChangeRequested,
  rightsChanged,
  rightsRefreshRequested,
  sessionExpired,
  SessionStatus,
  signedIn,
  signedOut,
  signInFailed,
  SignInRequest,
  signInRequested,
  signOutRequested,
  unlocked,
  unlockFailed,
  unlockRequested,
} from './sessionSlice';
import { saidProblem } from '../../lib/problem';

export function* signInFlow(action: PayloadAction<SignInRequest>) {
  const { from, ...credentials } = action.payload;
  const navigate: Navigate = yield getContext('navigate');
  // a refusal or a failed call (time-out, network) alike: its status and msg
  const reply: Envelope<SignInResult> = yield callAsk(signIn, credentials);
  if (reply.status !== Status.OK) {
    yield put(signInFailed(saidProblem(reply)));
    return;
  }
  yield call(saveSignIn, reply.result);
  yield put(signedIn(profileOf(reply.result)));
  yield call(navigate, landingPath(from), { replace: true });
  // a published or handed-out password: ask for a new one now; the server refuses every other
  // call until it is changed, so the dialog cannot be put off (its way out signs out)
  if (reply.result.mustChangePassword) yield put(passwordChangeOpened({ required: true }));
}

/** The server is told first; the session ends here whatever it answers (or if it is down). */
export function* signOutFlow() {
  const navigate: Navigate = yield getContext('navigate');
  // its answer is not read: a failed logout call must not keep anyone signed in
  yield callAsk(logout);
  yield call(clearSession);
  yield put(signedOut({ reason: 'user' }));
  yield call(navigate, LOGIN_PATH, { replace: true });
}

/** A 401 from any call: the session is gone on the server, so there is nobody to tell. */
export function* expiredFlow() {
  const status: SessionStatus = yield select(selectSessionStatus);
  // Several calls may fail together, and a sign-out in progress finishes by itself.
  if (status === 'signedOut' || status === 'signingIn' || status === 'signingOut') return;
  const navigate: Navigate = yield getContext('navigate');
  yield call(clearSession);
  yield put(signedOut({ reason: 'expired' }));
  yield call(navigate, LOGIN_PATH, { replace: true });
}

/** The lock is stored before it shows, so a refresh of the page stays locked. */
export function* lockFlow(action: PayloadAction<{ from: string }>) {
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status !== 'signedIn') return;
  const navigate: Navigate = yield getContext('navigate');
  yield call(saveLock, action.payload.from);
  yield put(locked({ from: action.payload.from }));
  yield call(navigate, LOCK_PATH, { replace: true });
}

export function* unlockFlow(action: PayloadAction<{ password: string }>) {
  const navigate: Navigate = yield getContext('navigate');
  const reply: Envelope<unknown> = yield callAsk(unlock, action.payload.password);
  if (reply.status !== Status.OK) {
    yield put(unlockFailed(saidProblem(reply)));
    return;
  }
  const from: string | null = yield select(selectLockedFrom);
  yield call(clearLock);
  yield put(unlocked());
  yield call(navigate, landingPath(from), { replace: true });
}

/** The password change: other sessions of the user end on the server, this one goes on. */
export function* changePasswordFlow(action: PayloadAction<PasswordChange>) {
  const reply: Envelope<unknown> = yield callAsk(changePassword, action.payload);
  if (reply.status !== Status.OK) {
    yield put(passwordChangeFailed(saidProblem(reply)));
    return;
  }
  yield call(clearMustChange);
  yield put(passwordChanged());
  yield put(toastShown({ kind: 'success', key: 'password.changed' }));
}

/** A call was refused (1002): the role may have changed; the session takes its current rights,
 *  so the menu, the routes and the buttons follow at once (issue 36). */
export function* refreshRightsFlow() {
  const status: SessionStatus = yield select(selectSessionStatus);
  if (status !== 'signedIn') return;
  const reply: Envelope<SessionRights> = yield callAsk(fetchRights);
  if (reply.status !== Status.OK || !reply.result) return;
  const rights = { permission: reply.result.permission, menu: reply.result.menu };
  yield call(saveRights, rights);
  yield put(rightsChanged(rights));
}

export function* sessionSaga() {
  // takeLeading everywhere: a second click while a sign-in, sign-out or unlock is in flight
  // must not send the password (or the logout) twice, and several 401s arriving together
  // must end the session once.
  yield takeLeading(signInRequested.type, signInFlow);
  yield takeLeading(signOutRequested.type, signOutFlow);
  yield takeLeading(sessionExpired.type, expiredFlow);
  yield takeLeading(lockRequested.type, lockFlow);
  yield takeLeading(unlockRequested.type, unlockFlow);
  yield takeLeading(passwordChangeRequested.type, changePasswordFlow);
  yield takeLeading(rightsRefreshRequested.type, refreshRightsFlow);
}
