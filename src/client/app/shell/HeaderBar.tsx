// The header: project name, the user, and the session's buttons. A dumb view.
import { Button, Icon, Menu } from 'semantic-ui-react';
import type { T } from '../../i18n';

export interface HeaderBarProps {
  t: T;
  projectName: string;
  userName: string;
  onSwitchLanguage: () => void;
  onLock: () => void;
  onSignOut: () => void;
  onExportLog: () => void;
}

export default function HeaderBar({ t, projectName, userName, onSwitchLanguage, onLock, onSignOut, onExportLog }: HeaderBarProps) {
  return (
    <Menu borderless attached="top" className="header-bar" as="header">
      <Menu.Item header className="header-bar-title">
        <Icon name="university" />
        {projectName}
      </Menu.Item>
      <Menu.Menu position="right">
        <Menu.Item className="header-bar-user" title={t('shell.userLabel')}>
          <Icon name="user circle" />
          {userName}
        </Menu.Item>
        <Menu.Item>
          <Button basic compact size="small" onClick={onSwitchLanguage} aria-label={t('shell.language')}>
            <Icon name="language" />
            {t('shell.switchLanguage')}
          </Button>
        </Menu.Item>
        <Menu.Item>
          <Button basic compact size="small" icon="download" content={t('shell.exportLog')} onClick={onExportLog} />
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
