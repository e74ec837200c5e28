// Leaving a screen: a `route/changed` to another pathname. A dialog's flow ends on it as it ends
// on its close (lib/dialogRun.ts), and a slice whose dialogs are not flows closes them on it.
// A change of the search or hash alone stays on the screen.
import type { UnknownAction } from '@reduxjs/toolkit';
import { routeChanged } from './routeSlice';

export const isScreenLeft = (action: UnknownAction | { type: string }): action is ReturnType<typeof routeChanged> =>
  routeChanged.match(action) && action.payload.previousPathname !== null && action.payload.pathname !== action.payload.previousPathname;
