// A screen the session's role may not open (issue 36) shows 权限不足 instead of the screen; the
// home address, which every sign-in lands on, goes to the first screen the menu offers instead.
// A screen it may open learns its own route (ScreenPathContext), which its write buttons ask.
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';
import { HOME_PATH } from '../../../shared/routes';
import { ScreenPathContext } from '../../features/session/components';
import { selectMayRead, selectMenu } from '../../features/session/selectors';
import { useT } from '../../i18n';
import { useAppSelector } from '../../lib/hooks';

export function RequireRight({ path, children }: { path: string; children: ReactNode }) {
  const mayRead = useAppSelector((state) => selectMayRead(state, path));
  const first = useAppSelector(selectMenu)[0]?.routes[0]?.path;
  if (mayRead) return <ScreenPathContext.Provider value={path}>{children}</ScreenPathContext.Provider>;
  if (path === HOME_PATH && first) return <Navigate to={first} replace />;
  return <NotPermittedPage first={first} />;
}

export function NotPermittedPage({ first }: { first?: string }) {
  const t = useT();
  return (
    <Segment placeholder className="not-permitted" data-testid="not-permitted">
      <Header icon>
        <Icon name="lock" />
        {t('protocol.forbidden')}
        <Header.Subheader>{t('rights.notPermittedPage')}</Header.Subheader>
      </Header>
      {first && (
        <Button as={Link} to={first} primary>
          {t('shell.backHome')}
        </Button>
      )}
    </Segment>
  );
}
