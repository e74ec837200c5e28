// The password change's flow and state: the sign-in saga opens the dialog while the server says
// the password must change, the change saga calls through `ask`, and the slice keeps the dialog.
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { StaticProvider } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import { ApiError, changePassword, signIn } from '../../../../src/client/api';
import { ask } from '../../../../src/client/lib/ask';
import { createLogSanitiser } from '../../../../src/client/app/logSanitiser';
import { rootReducer } from '../../../../src/client/app/reducers';
import { clearSession, saveSignIn } from '../../../../src/client/features/session/persist';
import { selectPasswordChange } from '../../../../src/client/features/session/selectors';
import { changePasswordFlow, sessionSaga, signInFlow } from '../../../../src/client/features/session/sessionSaga';
import sessionReducer, {
  initialPasswordChange,
  initialSessionState,
  passwordChangeClosed,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeOpened,
  passwordChangeRequested,
  SessionState,
  signedIn,
  signInRequested,
  signOutRequested,
} from '../../../../src/client/features/session/sessionSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { CHANGE_PASSWORD_PATH } from '../../../../src/shared/protocol';
import { fakeApi, PROFILE, SIGN_IN_RESULT } from './fixtures';

const navigate = jest.fn();
const providers = (...list: StaticProvider[]): StaticProvider[] => list;
const credentials = { tenantId: '000000', account: 'admin', password: 'Campus@2026' };
const change = { currentPassword: 'Campus@2026', newPassword: 'Harbour-Lamp-42' };
const signedInState: SessionState = { ...initialSessionState, status: 'signedIn', ...PROFILE };
const open = (required = false): SessionState => ({ ...signedInState, passwordChange: { ...initialPasswordChange, open: true, required } });
const busy: SessionState = { ...open(), passwordChange: { ...open().passwordChange, busy: true } };

beforeEach(() => navigate.mockReset());

describe('sign-in asks for a new password while the server says so', () => {
  const signingIn = { ...initialSessionState, status: 'signingIn' as const };
  const run = (result: typeof SIGN_IN_RESULT) =>
    expectSaga(signInFlow, signInRequested(credentials))
      .withReducer(sessionReducer, signingIn)
      .provide(
        providers(
          [getContext('api'), fakeApi(() => null)],
          [getContext('navigate'), navigate],
          [matchers.call.fn(signIn), { status: 1000, msg: '', result }],
          [matchers.call.fn(saveSignIn), undefined],
        ),
      );

  it('opens the dialog, marked required, once signed in and landed', () =>
    run({ ...SIGN_IN_RESULT, mustChangePassword: true })
      .put(signedIn(PROFILE))
      .call(navigate, '/downloadPage', { replace: true })
      .put(passwordChangeOpened({ required: true }))
      .hasFinalState(open(true))
      .run());

  it('does not open it otherwise', () =>
    run({ ...SIGN_IN_RESULT, mustChangePassword: false })
      .not.put.actionType(passwordChangeOpened.type)
      .hasFinalState(signedInState)
      .run());
});

describe('the change', () => {
  it('closes the dialog and shows a success toast', () =>
    expectSaga(changePasswordFlow, passwordChangeRequested(change))
      .withReducer(sessionReducer, busy)
      .provide(providers([matchers.call(ask, changePassword, change), { status: 1000, msg: '密码已修改，其他设备上的登录已退出', result: null }]))
      .put(passwordChanged())
      .put.like({ action: { type: toastShown.type, payload: { kind: 'success', key: 'password.changed' } } })
      .hasFinalState(signedInState)
      .run());

  it("keeps the dialog open with the server's refusal", () =>
    expectSaga(changePasswordFlow, passwordChangeRequested(change))
      .withReducer(sessionReducer, busy)
      .provide(providers([matchers.call(ask, changePassword, change), { status: 1002, msg: '当前密码错误', result: null }]))
      .put(passwordChangeFailed({ status: 1002, msg: '当前密码错误' }))
      .not.put.actionType(toastShown.type)
      .hasFinalState({ ...open(), passwordChange: { ...open().passwordChange, error: { status: 1002, msg: '当前密码错误' } } })
      .run());

  it('calls the signed password path through ask, and turns a failed call into a refusal', async () => {
    const api = fakeApi(() => {
      throw new ApiError(8010, '接口请求超时，请稍后重试');
    });
    await expectSaga(changePasswordFlow, passwordChangeRequested(change))
      .provide(providers([getContext('api'), api]))
      .put(passwordChangeFailed({ status: 8010, msg: '接口请求超时，请稍后重试' }))
      .run();
    expect(api.calls).toEqual([{ url: CHANGE_PASSWORD_PATH, data: change }]);
  });
});

describe('the dialog state', () => {
  it('opens only while signed in, and not twice over a running change', () => {
    expect(sessionReducer(initialSessionState, passwordChangeOpened({ required: false })).passwordChange.open).toBe(false);
    expect(sessionReducer(signedInState, passwordChangeOpened({ required: false })).passwordChange).toEqual(open().passwordChange);
    expect(sessionReducer(busy, passwordChangeOpened({ required: true }))).toEqual(busy);
  });

  it("closes ('later') but not while the change runs", () => {
    expect(sessionReducer(open(true), passwordChangeClosed()).passwordChange).toEqual(initialPasswordChange);
    expect(sessionReducer(busy, passwordChangeClosed())).toEqual(busy);
  });

  it('sends once: a second request while busy, or one without the dialog, changes nothing', () => {
    expect(sessionReducer(open(), passwordChangeRequested(change)).passwordChange.busy).toBe(true);
    expect(sessionReducer(busy, passwordChangeRequested(change))).toEqual(busy);
    expect(sessionReducer(signedInState, passwordChangeRequested(change))).toEqual(signedInState);
  });

  it('keeps the passwords out of the action log', () => {
    expect(createLogSanitiser().sanitise(passwordChangeRequested(change)).payload).toEqual({ currentPassword: '[redacted]', newPassword: '[redacted]' });
  });

  it('asks again at the next sign-in after "later"', () => {
    const serverApi = fakeApi((url) =>
      url.endsWith('/token') ? { status: 1000, msg: '', result: { ...SIGN_IN_RESULT, mustChangePassword: true } } : { status: 1000, msg: '', result: null },
    );
    return expectSaga(sessionSaga)
      .withReducer(rootReducer)
      .provide(
        providers(
          [getContext('api'), serverApi],
          [getContext('navigate'), navigate],
          [matchers.call.fn(saveSignIn), undefined],
          [matchers.call.fn(clearSession), undefined],
        ),
      )
      .dispatch(signInRequested(credentials))
      .delay(5)
      .dispatch(passwordChangeClosed())
      .dispatch(signOutRequested())
      .delay(5)
      .dispatch(signInRequested(credentials))
      .silentRun(200)
      .then((result) => {
        const opened = result.effects.put?.filter((e) => e.payload.action.type === passwordChangeOpened.type) ?? [];
        expect(opened).toHaveLength(2);
        expect(selectPasswordChange(result.storeState)).toEqual({ ...initialPasswordChange, open: true, required: true });
      });
  });
});
