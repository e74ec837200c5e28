// The organisation import button: one entry per unit type (document 000 §9 codes 1–6), each
// opening the import wizard for target ORG_<type>. Dumb: the choice goes out.
import { Dropdown } from 'semantic-ui-react';
import { ORG_UNIT_TYPES, OrgUnitType } from '../../../shared/domain/people';
import { useT } from '../../i18n';

const TYPES = Object.values(ORG_UNIT_TYPES) as OrgUnitType[];

export interface OrgImportMenuProps {
  onImport: (type: OrgUnitType) => void;
}

export default function OrgImportMenu({ onImport }: OrgImportMenuProps) {
  const t = useT();
  return (
    // a dropdown drawn as a labelled button (no <button> inside the listbox the dropdown is)
    <Dropdown
      button
      labeled
      className="org-import primary icon"
      icon="upload"
      text={t('org.import')}
      direction="left"
      data-testid="org-import"
      aria-label={t('org.import')}
    >
      <Dropdown.Menu>
        {TYPES.map((type) => (
          <Dropdown.Item
            key={type}
            data-testid={`org-import-${type}`}
            text={t('org.importType', { type: t(`import.type.${type}`) })}
            onClick={() => onImport(type)}
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
