// The left menu: one group per area, the open route highlighted. A dumb view.
import { Link } from 'react-router-dom';
import { Icon, Menu, SemanticICONS } from 'semantic-ui-react';
import type { AreaDef } from '../../../shared/routes';
import type { T } from '../../i18n';

export interface SideMenuProps {
  t: T;
  areas: AreaDef[];
  activePath: string;
}

export default function SideMenu({ t, areas, activePath }: SideMenuProps) {
  return (
    <Menu vertical inverted fluid className="side-menu" as="nav" aria-label={t('shell.home')}>
      {areas.map((area) => (
        <Menu.Item key={area.key} className="side-menu-area">
          <Menu.Header>
            <Icon name={area.icon as SemanticICONS} />
            {t(area.label)}
          </Menu.Header>
          <Menu.Menu>
            {area.routes.map((route) => (
              <Menu.Item
                key={route.path}
                as={Link}
                to={route.path}
                active={route.path === activePath}
                aria-current={route.path === activePath ? 'page' : undefined}
              >
                {t(route.label)}
              </Menu.Item>
            ))}
          </Menu.Menu>
        </Menu.Item>
      ))}
    </Menu>
  );
}
