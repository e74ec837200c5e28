// /login: a container over LoginForm.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { Credentials } from '../../api/auth';
import { useRuntimeConfig } from '../../app/config';
import { selectLocale, useT } from '../../i18n';
import { localeSwitched } from '../ui/uiSlice';
import LoginForm from './LoginForm';
import { selectSessionBusy, selectSessionError, selectSignOutReason } from './selectors';
import { signInRequested } from './sessionSlice';

export default function LoginPage() {
  const t = useT();
  const dispatch = useDispatch();
  const location = useLocation();
  const busy = useSelector(selectSessionBusy);
  const error = useSelector(selectSessionError);
  const reason = useSelector(selectSignOutReason);
  const locale = useSelector(selectLocale);
  const { projectName, demoSignIn } = useRuntimeConfig();
  const from = (location.state as { from?: string } | null)?.from;

  const onSubmit = useCallback((c: Credentials) => dispatch(signInRequested({ ...c, from })), [dispatch, from]);
  const onSwitchLanguage = useCallback(() => dispatch(localeSwitched(locale === 'en' ? 'zh-CN' : 'en')), [dispatch, locale]);

  return (
    <LoginForm
      t={t}
      title={projectName || t('auth.title')}
      busy={busy}
      error={error ? error.msg || t('auth.badCredentials') : undefined}
      notice={reason === 'expired' ? t('auth.sessionExpired') : undefined}
      demo={demoSignIn}
      onSubmit={onSubmit}
      onSwitchLanguage={onSwitchLanguage}
    />
  );
}
