// The signed-in frame: header, left menu, and the open screen. A container: it selects,
// dispatches, and hands plain props to the views.
import { useCallback } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT, selectLocale } from '../../i18n';
import { lockRequested, signOutRequested } from '../../features/session/sessionSlice';
import { selectMenu, selectUserName } from '../../features/session/selectors';
import { localeSwitched, toastShown } from '../../features/ui/uiSlice';
import { ImportWizardMount } from '../../features/importWizard';
// straight from its file: the feature's index also carries the list button, which the first
// load does not need (1 KB gzip less)
import PhotoExportMount from '../../features/photoExport/PhotoExportMount';
import { PhotoImportMount } from '../../features/photoImport';
import { useRuntimeConfig } from '../config';
import { downloadText } from '../download';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks';
import { exportActionLog } from '../store';
import HeaderBar from './HeaderBar';
import SideMenu from './SideMenu';

export default function ShellLayout() {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { pathname } = useLocation();
  const menu = useAppSelector(selectMenu);
  const userName = useAppSelector(selectUserName);
  const locale = useAppSelector(selectLocale);
  const { projectName } = useRuntimeConfig();

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
        projectName={projectName || t('auth.title')}
        userName={userName}
        onSwitchLanguage={onSwitchLanguage}
        onLock={onLock}
        onSignOut={onSignOut}
        onExportLog={onExportLog}
      />
      <div className="shell-body">
        <aside className="shell-menu">
          <SideMenu t={t} areas={menu} activePath={pathname} />
        </aside>
        <main className="shell-main">
          <Outlet />
        </main>
      </div>
      {/* mounted once: any screen opens it with importWizardOpened */}
      <ImportWizardMount />
      {/* mounted once: a people list or the photo screen opens it with photoExportOpened */}
      <PhotoExportMount />
      {/* mounted once: any screen opens it with photoImportOpened (or PhotoImportButton) */}
      <PhotoImportMount />
    </div>
  );
}
