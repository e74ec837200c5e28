// Cached lists belong to one user's tenant, so a sign-out forgets them. The session feature
// names its own events; any `session/…` event that says the user left (signedOut, loggedOut,
// forcedOut, sessionExpired…) counts, so this file need not change when that slice does.
import type { UnknownAction } from '@reduxjs/toolkit';

const SIGN_OUT = /^session\/\w*(signedOut|loggedOut|forcedOut|loggedOff|expired)$/i;

export const isSignOutEvent = (action: unknown): action is UnknownAction =>
  typeof (action as UnknownAction)?.type === 'string' && SIGN_OUT.test((action as UnknownAction).type);
