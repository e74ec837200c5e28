// Where each session status may be. While locked every route shows /lock; without a session
// every route but /login sends there (remembering where the user was going).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOCK_PATH, LOGIN_PATH } from '../../../shared/routes';
import { selectLockedFrom, selectSessionStatus } from '../../features/session/selectors';
import { landingPath } from '../../features/session/landing';
import { useAppSelector } from '../../lib/hooks';

export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const { pathname } = useLocation();
  if (status === 'locked' || status === 'unlocking') return <Navigate to={LOCK_PATH} replace />;
  if (status === 'signedOut' || status === 'signingIn') return <Navigate to={LOGIN_PATH} replace state={{ from: pathname }} />;
  return <>{children}</>;
}

/** /login: only without a session. The target agrees with the sign-in saga's. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'locked' || status === 'unlocking') return <Navigate to={LOCK_PATH} replace />;
  if (status === 'signedIn' || status === 'signingOut') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={landingPath(from)} replace />;
  }
  return <>{children}</>;
}

/** /lock: only while locked. The target agrees with the unlock saga's. */
export function LockedOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const lockedFrom = useAppSelector(selectLockedFrom);
  if (status === 'signedOut' || status === 'signingIn') return <Navigate to={LOGIN_PATH} replace />;
  if (status === 'signedIn') return <Navigate to={landingPath(lockedFrom)} replace />;
  return <>{children}</>;
}
