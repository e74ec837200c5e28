// Where each session status may be. While locked every route shows /lock; without a session
// every route but /login sends there (remembering where the user was going). While time travels
// (lib/timeTravel.ts) the route is the step's own (route/travelledRoute.ts): a guard sends
// nowhere then, and a route the step's session could not show stays blank.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOCK_PATH, LOGIN_PATH } from '../../../shared/routes';
import { selectLockedFrom, selectSessionStatus } from '../../features/session/selectors';
import { landingPath } from '../../features/session/landing';
import { useAppSelector } from '../../lib/hooks';
import { useTimeTravelling } from '../../lib/useTimeTravelling';

/** Where a guard sends; while time travels, nowhere (the route is the step's). */
function SendTo(props: Parameters<typeof Navigate>[0]) {
  return useTimeTravelling() ? null : <Navigate {...props} />;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const { pathname } = useLocation();
  if (status === 'locked' || status === 'unlocking') return <SendTo to={LOCK_PATH} replace />;
  if (status === 'signedOut' || status === 'signingIn') return <SendTo to={LOGIN_PATH} replace state={{ from: pathname }} />;
  return <>{children}</>;
}

/** /login: only without a session. The target agrees with the sign-in saga's. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'locked' || status === 'unlocking') return <SendTo to={LOCK_PATH} replace />;
  if (status === 'signedIn' || status === 'signingOut') {
    const from = (location.state as { from?: string } | null)?.from;
    return <SendTo to={landingPath(from)} replace />;
  }
  return <>{children}</>;
}

/** /lock: only while locked. The target agrees with the unlock saga's. */
export function LockedOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const lockedFrom = useAppSelector(selectLockedFrom);
  if (status === 'signedOut' || status === 'signingIn') return <SendTo to={LOGIN_PATH} replace />;
  if (status === 'signedIn') return <SendTo to={landingPath(lockedFrom)} replace />;
  return <>{children}</>;
}
