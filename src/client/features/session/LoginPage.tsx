// /login: a container over LoginForm.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLocation } from 'react-router-dom';
import type { Credentials } from '../../api/auth';
import { useRuntimeConfig } from '../../lib/config';
import { loginTenantOf, rememberLoginTenant, usePublishedAppearance, usePublishedNotice } from '../published';
import { LoginNotice } from '../published/components';
import { selectLocale, useT } from '../../i18n';
import { localeSwitched } from '../ui';
import LoginForm from './LoginForm';
import { selectSessionBusy, selectSessionError, selectSignOutReason } from './selectors';
import { signInRequested } from './sessionSlice';
import { problemText } from '../../lib/problem';

export default function LoginPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const busy = useAppSelector(selectSessionBusy);
  const error = useAppSelector(selectSessionError);
  const reason = useAppSelector(selectSignOutReason);
  const locale = useAppSelector(selectLocale);
  const { projectName, demoSignIn, baseURL } = useRuntimeConfig();
  // the published notice and appearance of the school (see features/published)
  const tenantCode = loginTenantOf(location.search, demoSignIn?.tenantId);
  const notice = usePublishedNotice(baseURL, tenantCode);
  const appearance = usePublishedAppearance(baseURL, tenantCode);
  const from = (location.state as { from?: string } | null)?.from;

  const onSubmit = useCallback(
    (c: Credentials) => {
      rememberLoginTenant(c.tenantId);
      dispatch(signInRequested({ ...c, from }));
    },
    [dispatch, from],
  );
  const onSwitchLanguage = useCallback(() => dispatch(localeSwitched(locale === 'en' ? 'zh-CN' : 'en')), [dispatch, locale]);

  return (
    <>
      {notice && (
        <div className="login-notice-banner">
          <LoginNotice notice={notice} />
        </div>
      )}
      <LoginForm
        t={t}
        title={appearance.platformName || projectName || t('auth.title')}
        busy={busy}
        error={error ? (error.msg && problemText(t, error)) || t('auth.badCredentials') : undefined}
        notice={reason === 'expired' ? t('auth.sessionExpired') : undefined}
        demo={demoSignIn}
        onSubmit={onSubmit}
        onSwitchLanguage={onSwitchLanguage}
        logoUrl={appearance.logoUrl}
        backgroundUrl={appearance.loginBackgroundUrl}
        footerText={appearance.footerText}
      />
    </>
  );
}
