// /lock: a container over LockForm.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import LockForm from './LockForm';
import { selectSessionBusy, selectSessionError, selectUserName } from './selectors';
import { signOutRequested, unlockRequested } from './sessionSlice';
import { problemText } from '../../lib/problem';

export default function LockPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const userName = useAppSelector(selectUserName);
  const busy = useAppSelector(selectSessionBusy);
  const error = useAppSelector(selectSessionError);
  const onUnlock = useCallback((password: string) => dispatch(unlockRequested({ password })), [dispatch]);
  const onSignOut = useCallback(() => dispatch(signOutRequested()), [dispatch]);
  return (
    <LockForm
      t={t}
      userName={userName}
      busy={busy}
      error={error ? (error.msg && problemText(t, error)) || t('auth.wrongPassword') : undefined}
      onUnlock={onUnlock}
      onSignOut={onSignOut}
    />
  );
}
