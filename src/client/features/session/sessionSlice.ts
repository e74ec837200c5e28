// The session as a status machine (STYLE.md #3). Tokens and the signing key are not here:
// they live in the request layer's token store, so state and the action log never hold a
// credential. Passwords ride in request events only; the action log redacts them.
//
//   signedOut --signInRequested--> signingIn --signedIn--> signedIn
//                                  signingIn --signInFailed--> signedOut
//   signedIn --locked--> locked --unlockRequested--> unlocking --unlocked--> signedIn
//                                                    unlocking --unlockFailed--> locked
//   signedIn | locked --signOutRequested--> signingOut --signedOut--> signedOut
//   any --signedOut--> signedOut          (sessionExpired: a 401; the saga signs out)
//
// The change-password dialog rides along while signed in (passwordChange):
//   closed --passwordChangeOpened--> open --passwordChangeRequested--> busy
//   busy --passwordChanged--> closed       busy --passwordChangeFailed--> open (with the error)
//   open --passwordChangeClosed--> closed  (not when the server asked for it: that dialog's way out signs out)
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { Credentials, PasswordChange, UserInfo } from '../../api/auth';
import type { AreaDef } from '../../../shared/routes';
import type { Problem } from '../../lib/problem';

export type SessionStatus = 'signedOut' | 'signingIn' | 'signedIn' | 'locked' | 'unlocking' | 'signingOut';

export interface Profile {
  tenantId: string;
  userInfo: UserInfo;
  permission: string[];
  menu: AreaDef[];
}

/** Why the last session ended: shown on the sign-in page. */
export type SignOutReason = 'user' | 'expired';

/** The change-password dialog. */
export interface PasswordChangeState {
  open: boolean;
  /** opened because the server asked at sign-in (mustChangePassword): the dialog says why */
  required: boolean;
  /** the call is in flight */
  busy: boolean;
  /** the server's last refusal */
  error: Problem | null;
}

export const initialPasswordChange: PasswordChangeState = { open: false, required: false, busy: false, error: null };

export interface SessionState {
  status: SessionStatus;
  tenantId: string | null;
  userInfo: UserInfo | null;
  permission: string[];
  menu: AreaDef[] | null;
  /** the path that was open when the screen was last locked, to return to after unlocking */
  lockedFrom: string | null;
  /** the last refusal of sign-in or unlock */
  error: Problem | null;
  signOutReason: SignOutReason | null;
  passwordChange: PasswordChangeState;
}

export const initialSessionState: SessionState = {
  status: 'signedOut',
  tenantId: null,
  userInfo: null,
  permission: [],
  menu: null,
  lockedFrom: null,
  error: null,
  signOutReason: null,
  passwordChange: initialPasswordChange,
};

export interface SignInRequest extends Credentials {
  /** where to go once signed in (the page that sent the user to sign in) */
  from?: string;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signInRequested(state, _action: PayloadAction<SignInRequest>) {
      if (state.status !== 'signedOut') return;
      state.status = 'signingIn';
      state.error = null;
      state.signOutReason = null;
    },
    signedIn(state, action: PayloadAction<Profile>) {
      if (state.status !== 'signingIn') return;
      return { ...initialSessionState, status: 'signedIn', ...action.payload };
    },
    signInFailed(state, action: PayloadAction<Problem>) {
      if (state.status !== 'signingIn') return;
      state.status = 'signedOut';
      state.error = action.payload;
    },
    signOutRequested(state) {
      if (state.status === 'signedIn' || state.status === 'locked') state.status = 'signingOut';
    },
    signedOut(_state, action: PayloadAction<{ reason: SignOutReason }>) {
      return { ...initialSessionState, signOutReason: action.payload.reason };
    },
    /** a call was answered 401 (the session is gone); the saga ends the session */
    sessionExpired() {},
    lockRequested(_state, _action: PayloadAction<{ from: string }>) {},
    locked(state, action: PayloadAction<{ from: string }>) {
      if (state.status !== 'signedIn') return;
      state.status = 'locked';
      state.lockedFrom = action.payload.from;
      state.error = null;
    },
    unlockRequested(state, _action: PayloadAction<{ password: string }>) {
      if (state.status !== 'locked') return;
      state.status = 'unlocking';
      state.error = null;
    },
    unlocked(state) {
      if (state.status !== 'unlocking') return;
      // lockedFrom stays: the /lock guard sends the user back there, as the saga does
      state.status = 'signedIn';
    },
    unlockFailed(state, action: PayloadAction<Problem>) {
      if (state.status !== 'unlocking') return;
      state.status = 'locked';
      state.error = action.payload;
    },
    passwordChangeOpened(state, action: PayloadAction<{ required: boolean }>) {
      if (state.status !== 'signedIn' || state.passwordChange.busy) return;
      state.passwordChange = { ...initialPasswordChange, open: true, required: action.payload.required };
    },
    passwordChangeClosed(state) {
      if (state.passwordChange.busy) return;
      state.passwordChange = initialPasswordChange;
    },
    /** the passwords ride in the event only (the action log redacts them) */
    passwordChangeRequested(state, _action: PayloadAction<PasswordChange>) {
      if (!state.passwordChange.open || state.passwordChange.busy) return;
      state.passwordChange.busy = true;
      state.passwordChange.error = null;
    },
    passwordChanged(state) {
      state.passwordChange = initialPasswordChange;
    },
    /** a call answered 1002: ask the server for the session's current rights (issue 36) */
    rightsRefreshRequested(_state) {},
    /** the session's current permission and menu, as the server answered them */
    rightsChanged(state, action: PayloadAction<Pick<Profile, 'permission' | 'menu'>>) {
      if (state.status === 'signedOut') return;
      state.permission = action.payload.permission;
      state.menu = action.payload.menu;
    },
    passwordChangeFailed(state, action: PayloadAction<Problem>) {
      if (!state.passwordChange.busy) return;
      state.passwordChange.busy = false;
      state.passwordChange.error = action.payload;
    },
  },
});

export const {
  signInRequested,
  signedIn,
  signInFailed,
  signOutRequested,
  signedOut,
  sessionExpired,
  lockRequested,
  locked,
  unlockRequested,
  unlocked,
  unlockFailed,
  passwordChangeOpened,
  passwordChangeClosed,
  passwordChangeRequested,
  passwordChanged,
  passwordChangeFailed,
  rightsRefreshRequested,
  rightsChanged,
} = sessionSlice.actions;
export default sessionSlice.reducer;
