// The session's flows. expectSaga with providers where the outcome matters; testSaga where
// the order itself is the contract (sign-out: tell the server, then clear, then announce).
import { testSaga } from 'redux-saga-test-plan';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { StaticProvider, throwError } from 'redux-saga-test-plan/providers';
import { getContext, takeLeading } from 'redux-saga/effects';
import { ApiError, logout, signIn, unlock } from '../../../../src/client/api';
import { rootReducer } from '../../../../src/client/app/reducers';
import { ask } from '../../../../src/client/lib/ask';
import { clearLock, clearSession, saveLock, saveSignIn } from '../../../../src/client/features/session/persist';
import { selectLockedFrom, selectSessionStatus } from '../../../../src/client/features/session/selectors';
import {
  changePasswordFlow,
  expiredFlow,
  lockFlow,
  refreshRightsFlow,
  sessionSaga,
  signInFlow,
  signOutFlow,
  unlockFlow,
} from '../../../../src/client/features/session/sessionSaga';
import sessionReducer, {
  initialSessionState,
  lockRequested,
  locked,
  sessionExpired,
  signedIn,
  signedOut,
  signInFailed,
  signInRequested,
  signOutRequested,
  unlocked,
  unlockFailed,
  unlockRequested,
  passwordChangeRequested,
  rightsRefreshRequested,
} from '../../../../src/client/features/session/sessionSlice';
import { fakeApi, PROFILE, SIGN_IN_RESULT } from './fixtures';

const api = fakeApi(() => ({ status: 1000, msg: '', result: null }));
const navigate = jest.fn();
const context: StaticProvider[] = [
  [getContext('api'), api],
  [getContext('navigate'), navigate],
];
/** typed provider lists (the tuples need the annotation) */
const providers = (...list: StaticProvider[]): StaticProvider[] => list;
const credentials = { tenantId: '000000', account: 'admin', password: 'Campus@2026' };

beforeEach(() => navigate.mockReset());

const withSession = (session: typeof initialSessionState) => ({ ...rootReducer(undefined, { type: '@@init' }), session });

describe('sign-in', () => {
  const signingIn = { ...initialSessionState, status: 'signingIn' as const };

  it('stores the session, announces it and goes where the user was going', () => {
    return expectSaga(signInFlow, signInRequested({ ...credentials, from: '/serviceList' }))
      .withReducer(sessionReducer, signingIn)
      .provide(
        providers(
          ...context,
          [matchers.call(signIn, api, credentials), { status: 1000, msg: '', result: SIGN_IN_RESULT }],
          [matchers.call.fn(saveSignIn), undefined],
        ),
      )
      .call(saveSignIn, SIGN_IN_RESULT)
      .put(signedIn(PROFILE))
      .call(navigate, '/serviceList', { replace: true })
      .hasFinalState({ ...initialSessionState, status: 'signedIn', ...PROFILE })
      .run();
  });

  it('lands on /downloadPage when the user came from nowhere known', () => {
    return expectSaga(signInFlow, signInRequested({ ...credentials, from: 'https://evil.example/' }))
      .provide(providers(...context, [matchers.call.fn(signIn), { status: 1000, msg: '', result: SIGN_IN_RESULT }], [matchers.call.fn(saveSignIn), undefined]))
      .call(navigate, '/downloadPage', { replace: true })
      .run();
  });

  it("shows the server's refusal", () => {
    return expectSaga(signInFlow, signInRequested(credentials))
      .withReducer(sessionReducer, signingIn)
      .provide(providers(...context, [matchers.call.fn(signIn), { status: 1002, msg: '租户、账号或密码错误', result: null }]))
      .put(signInFailed({ status: 1002, msg: '租户、账号或密码错误' }))
      .not.call.fn(saveSignIn)
      .hasFinalState({ ...initialSessionState, error: { status: 1002, msg: '租户、账号或密码错误' } })
      .run();
  });

  it('turns a failed call into signInFailed with its status', () => {
    return expectSaga(signInFlow, signInRequested(credentials))
      .provide(providers(...context, [matchers.call.fn(signIn), throwError(new ApiError(8010, '接口请求超时，请稍后重试'))]))
      .put(signInFailed({ status: 8010, msg: '接口请求超时，请稍后重试' }))
      .run();
  });
});

describe('sign-out (the order is the contract)', () => {
  it('tells the server, clears storage, announces, then goes to /login', () => {
    testSaga(signOutFlow)
      .next()
      .getContext('navigate')
      .next(navigate)
      .call(ask, logout)
      .next({ status: 1000, msg: '', result: null })
      .call(clearSession)
      .next()
      .put(signedOut({ reason: 'user' }))
      .next()
      .call(navigate, '/login', { replace: true })
      .next()
      .isDone();
  });

  it('clears storage even when the logout call fails', () => {
    testSaga(signOutFlow)
      .next()
      .getContext('navigate')
      .next(navigate)
      .call(ask, logout)
      // ask turns the rejected call into an envelope
      .next({ status: 8008, msg: 'Network Error', result: null })
      .call(clearSession)
      .next()
      .put(signedOut({ reason: 'user' }))
      .next()
      .call(navigate, '/login', { replace: true })
      .next()
      .isDone();
  });

  it('ends in signedOut through the reducer', () => {
    return expectSaga(signOutFlow)
      .withReducer(sessionReducer, { ...initialSessionState, status: 'signingOut', ...PROFILE })
      .provide(providers(...context, [matchers.call.fn(logout), throwError(new Error('down'))], [matchers.call.fn(clearSession), undefined]))
      .hasFinalState({ ...initialSessionState, signOutReason: 'user' })
      .run();
  });
});

describe('forced sign-out (401)', () => {
  it('clears the session and goes to /login', () => {
    testSaga(expiredFlow)
      .next()
      .select(selectSessionStatus)
      .next('signedIn')
      .getContext('navigate')
      .next(navigate)
      .call(clearSession)
      .next()
      .put(signedOut({ reason: 'expired' }))
      .next()
      .call(navigate, '/login', { replace: true })
      .next()
      .isDone();
  });

  it('does nothing when there is no session or a sign-out is already under way', () => {
    testSaga(expiredFlow).next().select(selectSessionStatus).next('signedOut').isDone();
    testSaga(expiredFlow).next().select(selectSessionStatus).next('signingOut').isDone();
  });
});

describe('lock and unlock', () => {
  it('stores the lock before showing it, then goes to /lock', () => {
    testSaga(lockFlow, lockRequested({ from: '/serviceList' }))
      .next()
      .select(selectSessionStatus)
      .next('signedIn')
      .getContext('navigate')
      .next(navigate)
      .call(saveLock, '/serviceList')
      .next()
      .put(locked({ from: '/serviceList' }))
      .next()
      .call(navigate, '/lock', { replace: true })
      .next()
      .isDone();
  });

  it('unlocks with the password and returns to the locked screen', () => {
    // the root reducer: the flow selects lockedFrom through the root state
    const before = withSession({ ...initialSessionState, ...PROFILE, status: 'unlocking', lockedFrom: '/serviceList' });
    return expectSaga(unlockFlow, unlockRequested({ password: 'Campus@2026' }))
      .withReducer(rootReducer, before)
      .provide(
        providers(...context, [matchers.call(unlock, api, 'Campus@2026'), { status: 1000, msg: '', result: null }], [matchers.call.fn(clearLock), undefined]),
      )
      .select(selectLockedFrom)
      .call(clearLock)
      .put(unlocked())
      .call(navigate, '/serviceList', { replace: true })
      .hasFinalState({ ...before, session: { ...before.session, status: 'signedIn' } })
      .run();
  });

  it('stays locked with the refusal on a wrong password', () => {
    const lockedState = { ...initialSessionState, ...PROFILE, status: 'unlocking' as const, lockedFrom: '/x' };
    return expectSaga(unlockFlow, unlockRequested({ password: 'nope' }))
      .withReducer(sessionReducer, lockedState)
      .provide(providers(...context, [matchers.call.fn(unlock), { status: 1002, msg: '密码错误', result: null }]))
      .put(unlockFailed({ status: 1002, msg: '密码错误' }))
      .not.call.fn(clearLock)
      .hasFinalState({ ...lockedState, status: 'locked', error: { status: 1002, msg: '密码错误' } })
      .run();
  });
});

describe('watchers', () => {
  it('take every session request with takeLeading', () => {
    testSaga(sessionSaga)
      .next()
      .is(takeLeading(signInRequested.type, signInFlow))
      .next()
      .is(takeLeading(signOutRequested.type, signOutFlow))
      .next()
      .is(takeLeading(sessionExpired.type, expiredFlow))
      .next()
      .is(takeLeading(lockRequested.type, lockFlow))
      .next()
      .is(takeLeading(unlockRequested.type, unlockFlow))
      .next()
      .is(takeLeading(passwordChangeRequested.type, changePasswordFlow))
      .next()
      .is(takeLeading(rightsRefreshRequested.type, refreshRightsFlow))
      .next()
      .isDone();
  });

  it('run a whole session through the root reducer: sign in, lock, unlock, sign out', () => {
    const calls: string[] = [];
    const serverApi = fakeApi((url) => {
      calls.push(url);
      return url.endsWith('/token') ? { status: 1000, msg: '', result: SIGN_IN_RESULT } : { status: 1000, msg: '', result: null };
    });
    return expectSaga(sessionSaga)
      .withReducer(rootReducer)
      .provide(
        providers(
          [getContext('api'), serverApi],
          [getContext('navigate'), navigate],
          [matchers.call.fn(saveSignIn), undefined],
          [matchers.call.fn(saveLock), undefined],
          [matchers.call.fn(clearLock), undefined],
          [matchers.call.fn(clearSession), undefined],
        ),
      )
      .dispatch(signInRequested(credentials))
      .delay(5)
      .dispatch(lockRequested({ from: '/wel/index' }))
      .delay(5)
      .dispatch(unlockRequested({ password: 'Campus@2026' }))
      .delay(5)
      .dispatch(signOutRequested())
      .put(signedIn(PROFILE))
      .put(locked({ from: '/wel/index' }))
      .put(unlocked())
      .put(signedOut({ reason: 'user' }))
      .silentRun(300)
      .then((result) => {
        expect(calls).toEqual(['/api/blade-auth/token', '/api/blade-auth/unlock', '/api/blade-auth/logout']);
        expect(result.storeState.session).toEqual({ ...initialSessionState, signOutReason: 'user' });
        expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/downloadPage', '/lock', '/wel/index', '/login']);
      });
  });
});
