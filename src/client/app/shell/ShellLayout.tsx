// The signed-in frame: header, left menu, and the open screen under its heading (ScreenTitle). A container: it selects,
// dispatches, and hands plain props to the views. While the server says the password must
// change (a published or handed-out one), it refuses every other call: the frame then shows no
// screen and mounts none of the job panels (their calls would only be refused), just the reason
// beside the change-password dialog; the screen loads once the password is changed. The tenant's
// time zone (useTenantTimeZone) keys the open screen and the job centre: when it changes (read
// after the first paint, or published here) they are drawn again with every time in the new zone.
import { useCallback } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT, selectLocale } from '../../i18n';
import { lockRequested, signOutRequested } from '../../features/session/sessionSlice';
import { selectMenu, selectPasswordChange, selectTenantId, selectUserName } from '../../features/session/selectors';
import { usePublishedAppearance } from '../../features/published';
import { useTenantTimeZone } from '../../features/documents/useTenantTimeZone';
import { localeSwitched, toastShown } from '../../features/ui/uiSlice';
// straight from their files: a feature's index is its public face (events), never its views
import ImportWizardMount from '../../features/importWizard/ImportWizardMount';
import PhotoExportMount from '../../features/photoExport/PhotoExportMount';
import PhotoImportMount from '../../features/photoImport/PhotoImportMount';
import { useRuntimeConfig } from '../../lib/config';
import { downloadText } from '../../lib/download';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/hooks';
import { exportActionLog } from '../store';
import HeaderBar from './HeaderBar';
import JobCentreMount from './JobCentreMount';
import LeaveGuard from './LeaveGuard';
import ScreenTitle from './ScreenTitle';
import SideMenu from './SideMenu';
import { useActionLogSize } from './useActionLogSize';

export default function ShellLayout() {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { pathname } = useLocation();
  const menu = useAppSelector(selectMenu);
  const userName = useAppSelector(selectUserName);
  const locale = useAppSelector(selectLocale);
  const { projectName, baseURL } = useRuntimeConfig();
  const tenantId = useAppSelector(selectTenantId);
  const appearance = usePublishedAppearance(baseURL, tenantId);
  const zone = useTenantTimeZone(baseURL, tenantId);
  const passwordChange = useAppSelector(selectPasswordChange);
  const mustChange = passwordChange.open && passwordChange.required;
  const logSize = useActionLogSize(store.actionLog);

  const onSwitchLanguage = useCallback(() => dispatch(localeSwitched(locale === 'en' ? 'zh-CN' : 'en')), [dispatch, locale]);
  const onLock = useCallback(() => dispatch(lockRequested({ from: pathname })), [dispatch, pathname]);
  const onSignOut = useCallback(() => dispatch(signOutRequested()), [dispatch]);
  const onExportLog = useCallback(() => {
    downloadText(exportActionLog(store), `action-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    dispatch(toastShown({ kind: 'success', key: 'shell.logExported' }));
  }, [dispatch, store]);

  return (
    <div className="shell">
      <HeaderBar
        t={t}
        projectName={appearance.platformName || projectName || t('auth.title')}
        logoUrl={appearance.logoUrl}
        userName={userName}
        onSwitchLanguage={onSwitchLanguage}
        onLock={onLock}
        onSignOut={onSignOut}
        onExportLog={onExportLog}
        logSize={logSize}
        jobCentre={mustChange ? null : <JobCentreMount key={zone} />}
      />
      <div className="shell-body">
        <aside className="shell-menu">
          <SideMenu t={t} areas={menu} activePath={pathname} />
        </aside>
        <main className="shell-main">
          {mustChange ? (
            <p className="shell-must-change" data-testid="shell-must-change">
              {t('password.changeFirst')}
            </p>
          ) : (
            <>
              <ScreenTitle t={t} />
              <Outlet key={zone} />
            </>
          )}
        </main>
      </div>
      {/* mounted once: a menu click, link, back button or reload asks while a form holds unsaved edits */}
      <LeaveGuard />
      {!mustChange && (
        <>
          {/* mounted once: any screen opens it with importWizardOpened */}
          <ImportWizardMount />
          {/* mounted once: a people list or the photo screen opens it with photoExportOpened */}
          <PhotoExportMount />
          {/* mounted once: any screen opens it with photoImportOpened (or PhotoImportButton) */}
          <PhotoImportMount />
        </>
      )}
    </div>
  );
}
