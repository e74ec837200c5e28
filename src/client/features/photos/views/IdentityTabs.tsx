// The identity tabs of the photo screen: new students, students, graduate students, staff and
// other users, labelled as the people screens label them (identity.*). Dumb.
import { Menu } from 'semantic-ui-react';
import type { Identity } from '../../../../shared/domain/people';
import { useT } from '../../../i18n';
import { PHOTO_IDENTITIES } from '../state';

export interface IdentityTabsProps {
  active: Identity;
  onChoose: (identity: Identity) => void;
}

export function IdentityTabs({ active, onChoose }: IdentityTabsProps) {
  const t = useT();
  return (
    <Menu tabular className="photos-tabs">
      {PHOTO_IDENTITIES.map((identity) => (
        <Menu.Item
          key={identity}
          active={identity === active}
          data-testid={`photos-tab-${identity}`}
          content={t(`identity.${identity}`)}
          onClick={() => onChoose(identity)}
        />
      ))}
    </Menu>
  );
}
