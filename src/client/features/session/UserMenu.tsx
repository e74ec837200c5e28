// The header's user menu (the user's name opens it) with 修改密码 / Change password, and the
// change-password dialog it opens — also opened by the sign-in saga while the server says the
// password must change. A container: the header stays unaware of the session's events.
import { useCallback } from 'react';
import { Dropdown, Icon } from 'semantic-ui-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PasswordChange } from '../../api/auth';
import type { T } from '../../i18n';
import ChangePasswordDialog from './ChangePasswordDialog';
import { selectAccount, selectPasswordChange } from './selectors';
import { passwordChangeClosed, passwordChangeOpened, passwordChangeRequested } from './sessionSlice';

export interface UserMenuProps {
  t: T;
  userName: string;
}

export default function UserMenu({ t, userName }: UserMenuProps) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectPasswordChange);
  const account = useAppSelector(selectAccount);

  const onOpen = useCallback(() => dispatch(passwordChangeOpened({ required: false })), [dispatch]);
  const onClose = useCallback(() => dispatch(passwordChangeClosed()), [dispatch]);
  const onSubmit = useCallback((change: PasswordChange) => dispatch(passwordChangeRequested(change)), [dispatch]);

  return (
    <>
      <Dropdown
        item className="header-bar-user" aria-label={t('password.userMenu')} data-testid="user-menu"
        trigger={<span title={t('shell.userLabel')}><Icon name="user circle" />{userName}</span>}
      >
        <Dropdown.Menu>
          <Dropdown.Item icon="key" text={t('password.change')} onClick={onOpen} data-testid="user-menu-change-password" />
        </Dropdown.Menu>
      </Dropdown>
      <ChangePasswordDialog
        t={t} open={dialog.open} required={dialog.required} busy={dialog.busy} account={account}
        error={dialog.error ? dialog.error.msg || t('protocol.unknownError') : undefined}
        onSubmit={onSubmit} onClose={onClose}
      />
    </>
  );
}
