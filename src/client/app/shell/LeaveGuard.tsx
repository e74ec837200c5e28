// The shell's half of the leave guard (lib/leaveGuard.ts): while a form holds unsaved edits, a
// navigation inside the console (menu, link, back button: the data router's blocker) asks keep
// editing / discard, and a reload or closing the tab gets the browser's own question
// (beforeunload). Discard drops every dirty form's edits, then the navigation goes on. The
// sign-out, lock and expired-session moves to /login and /lock are never held: the session is
// ending. Mounted once, in ShellLayout. While time travels (DevTools or the replay viewer shows an
// earlier step, lib/timeTravel.ts) nothing is held: the route follows the step, and the edits
// shown are the past's, not this page's.
import { useCallback, useEffect } from 'react';
import { BlockerFunction, useBlocker } from 'react-router-dom';
import { LOCK_PATH, LOGIN_PATH } from '../../../shared/routes';
import { anyDirty, discardAll } from '../../lib/leaveGuard';
import { isTimeTravelling } from '../../lib/timeTravel';
import { LeaveConfirmDialog } from '../../widgets/dialog/LeaveConfirmDialog';

export default function LeaveGuard() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== LOGIN_PATH &&
      nextLocation.pathname !== LOCK_PATH &&
      !isTimeTravelling() &&
      anyDirty(),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isTimeTravelling() || !anyDirty()) return;
      event.preventDefault();
      // older browsers ask only when a value is returned
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <LeaveConfirmDialog
      onKeep={() => blocker.reset()}
      onDiscard={() => {
        discardAll();
        blocker.proceed();
      }}
    />
  );
}
