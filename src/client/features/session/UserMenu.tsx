// The header's user item (the user's name) with its 修改密码 / Change password button, and the
// change-password dialog it opens — also opened by the sign-in saga while the server says the
// password must change. A container: the header stays unaware of the session's events.
import { useCallback } from 'react';
import { Button, Icon, Menu } from 'semantic-ui-react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { PasswordChange } from '../../api/auth';
import type { T } from '../../i18n';
import type { ScreenLoader } from '../../app/lazy/chunk';
import LazyScreen from '../../app/lazy/LazyScreen';
import { selectAccount, selectPasswordChange } from './selectors';
import { passwordChangeClosed, passwordChangeOpened, passwordChangeRequested, signOutRequested } from './sessionSlice';
import { problemText } from '../../lib/problem';

// the dialog (and semantic-ui's Modal) loads when first opened, not with the login page
const loadDialog: ScreenLoader = () => import('./ChangePasswordDialog');

export interface UserMenuProps {
  t: T;
  userName: string;
}

export default function UserMenu({ t, userName }: UserMenuProps) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectPasswordChange);
  const account = useAppSelector(selectAccount);

  const onOpen = useCallback(() => dispatch(passwordChangeOpened({ required: false })), [dispatch]);
  // a required change cannot be put off (the server refuses everything else): its way out signs out
  const required = dialog.required;
  const onClose = useCallback(() => dispatch(required ? signOutRequested() : passwordChangeClosed()), [dispatch, required]);
  const onSubmit = useCallback((change: PasswordChange) => dispatch(passwordChangeRequested(change)), [dispatch]);

  return (
    <>
      {/* a plain button, not semantic-ui's Dropdown: that one would put ~8 KB gzip on the first load */}
      <Menu.Item className="header-bar-user" data-testid="user-menu">
        <span title={t('shell.userLabel')}>
          <Icon name="user circle" />
          {userName}
        </span>
        <Button
          basic
          compact
          size="small"
          icon="key"
          content={t('password.change')}
          onClick={onOpen}
          data-testid="user-menu-change-password"
          style={{ marginLeft: '0.75em' }}
        />
      </Menu.Item>
      {dialog.open && (
        <LazyScreen
          loader={loadDialog}
          props={{
            t,
            open: true,
            required: dialog.required,
            busy: dialog.busy,
            account,
            error: dialog.error ? (dialog.error.msg && problemText(t, dialog.error)) || t('protocol.unknownError') : undefined,
            onSubmit,
            onClose,
          }}
        />
      )}
    </>
  );
}
