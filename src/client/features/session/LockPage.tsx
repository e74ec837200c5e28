// /lock: a container over LockForm.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../i18n';
import LockForm from './LockForm';
import { selectSessionBusy, selectSessionError, selectUserName } from './selectors';
import { signOutRequested, unlockRequested } from './sessionSlice';
import { problemText } from '../../lib/problem';

export default function LockPage() {
  const t = useT();
  const dispatch = useDispatch();
  const userName = useSelector(selectUserName);
  const busy = useSelector(selectSessionBusy);
  const error = useSelector(selectSessionError);
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
