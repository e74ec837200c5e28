// The header: project name, the job centre, the user's menu (修改密码 / Change password), and the
// session's buttons. A view; the user menu is the session feature's container (features/session/UserMenu),
// which also holds the change-password dialog.
import type { ReactNode } from 'react';
import { Button, Icon, Menu } from 'semantic-ui-react';
import { BrandMark } from '../../features/published/components';
import UserMenu from '../../features/session/UserMenu';
import type { T } from '../../i18n';

export interface HeaderBarProps {
  t: T;
  projectName: string;
  /** the published appearance's logo */
  logoUrl?: string;
  userName: string;
  onSwitchLanguage: () => void;
  onLock: () => void;
  onSignOut: () => void;
  onExportLog: () => void;
  /** the action log's current size, formatted (shown on the export button) */
  logSize: string;
  /** the job centre's button and panel (mounted by the shell from its lazy chunk) */
  jobCentre?: ReactNode;
}

export default function HeaderBar({ t, projectName, logoUrl, userName, onSwitchLanguage, onLock, onSignOut, onExportLog, logSize, jobCentre }: HeaderBarProps) {
  return (
    <Menu borderless attached="top" className="header-bar" as="header">
      <Menu.Item header className="header-bar-title">
        <BrandMark name={projectName} logoUrl={logoUrl} />
      </Menu.Item>
      <Menu.Menu position="right">
        {jobCentre && <Menu.Item>{jobCentre}</Menu.Item>}
        <UserMenu t={t} userName={userName} />
        <Menu.Item>
          <Button
            basic
            compact
            size="small"
            onClick={onSwitchLanguage}
            lang={t('shell.switchLanguageTag')}
            aria-label={t('shell.languageButton', { name: t('shell.switchLanguage') })}
          >
            <Icon name="language" />
            {t('shell.switchLanguage')}
          </Button>
        </Menu.Item>
        <Menu.Item>
          <Button basic compact size="small" onClick={onExportLog} aria-label={t('shell.exportLog')}>
            <Icon name="download" />
            {t('shell.exportLog')}
            <span className="header-bar-log-size" data-testid="action-log-size">
              {t('shell.exportLogSize', { size: logSize })}
            </span>
          </Button>
        </Menu.Item>
        <Menu.Item>
          <Button basic compact size="small" icon="lock" content={t('auth.lock')} onClick={onLock} />
        </Menu.Item>
        <Menu.Item>
          <Button basic compact size="small" color="red" icon="sign out" content={t('auth.signOut')} onClick={onSignOut} />
        </Menu.Item>
      </Menu.Menu>
    </Menu>
  );
}
