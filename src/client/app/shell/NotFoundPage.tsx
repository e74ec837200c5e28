// An address that is no route: say so, and offer the way home.
import { Link, useLocation } from 'react-router-dom';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';
import { HOME_PATH } from '../../../shared/routes';
import { useT } from '../../i18n';

export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Segment placeholder className="not-found">
      <Header icon>
        <Icon name="compass outline" />
        {t('shell.notFound')}
        <Header.Subheader>{t('shell.notFoundDetail', { path: pathname })}</Header.Subheader>
      </Header>
      <Button as={Link} to={HOME_PATH} primary>
        {t('shell.backHome')}
      </Button>
    </Segment>
  );
}
