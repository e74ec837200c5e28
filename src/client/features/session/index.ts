// The session's public face for other features: the events to listen to (long-running flows
// race against `signedOut` to stop when the user leaves) and the selectors.
export {
  signedIn,
  signedOut,
  sessionExpired,
  lockRequested,
  locked,
  unlocked,
  signOutRequested,
  passwordChangeOpened,
  rightsRefreshRequested,
  rightsChanged,
} from './sessionSlice';
export type { SessionState, SessionStatus, Profile, PasswordChangeState } from './sessionSlice';
export * from './selectors';
