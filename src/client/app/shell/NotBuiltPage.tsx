// A route whose screen is not built yet: it names its area and screen so the user knows where
// they are, and says the screen comes later. Loaded lazily like any screen.
import { Link } from 'react-router-dom';
import { Button, Header, Icon, Segment, SemanticICONS } from 'semantic-ui-react';
import { ALL_ROUTES, areaOf, HOME_PATH } from '../../../shared/routes';
import { useT } from '../../i18n';

export interface NotBuiltPageProps {
  path: string;
}

export default function NotBuiltPage({ path }: NotBuiltPageProps) {
  const t = useT();
  const area = areaOf(path);
  const route = ALL_ROUTES.find((r) => r.path === path);
  const areaLabel = area ? t(area.label) : '';
  const screenLabel = route ? t(route.label) : path;
  return (
    <Segment placeholder className="not-built">
      <Header icon>
        <Icon name={(area?.icon ?? 'wrench') as SemanticICONS} />
        {t('shell.notBuiltTitle', { area: areaLabel, screen: screenLabel })}
        <Header.Subheader>{t('shell.notBuilt')}</Header.Subheader>
      </Header>
      <Button as={Link} to={HOME_PATH} primary>
        {t('shell.backHome')}
      </Button>
    </Segment>
  );
}
