// Every area of the menu with its screens as quick links. A dumb view.
import { Link } from 'react-router-dom';
import { Card, Icon, List, SemanticICONS } from 'semantic-ui-react';
import type { AreaDef } from '../../../shared/routes';
import type { T } from '../../i18n';

export interface AreaOverviewProps {
  t: T;
  areas: AreaDef[];
}

export default function AreaOverview({ t, areas }: AreaOverviewProps) {
  return (
    <Card.Group itemsPerRow={3} stackable className="area-overview">
      {areas.map((area) => (
        <Card key={area.key} className="area-card">
          <Card.Content>
            <Card.Header>
              <Icon name={area.icon as SemanticICONS} color="blue" />
              {t(area.label)}
            </Card.Header>
            <Card.Meta>{t('home.screenCount', { count: area.routes.length })}</Card.Meta>
          </Card.Content>
          <Card.Content>
            <List link className="area-links">
              {area.routes.map((route) => (
                <List.Item key={route.path} as={Link} to={route.path}>
                  {t(route.label)}
                </List.Item>
              ))}
            </List>
          </Card.Content>
        </Card>
      ))}
    </Card.Group>
  );
}
