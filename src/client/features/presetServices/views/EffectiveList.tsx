// A person's effective list, read-only: what their home screen shows now (as saved), each
// service marked personal or from a role, and the roles it reads.
import { Label, List } from 'semantic-ui-react';
import type { EffectiveService } from '../../../../shared/services/presets';
import { useT } from '../../../i18n';

export interface EffectiveListProps {
  services: EffectiveService[];
  roles: { id: number; name: string }[];
}

export function EffectiveList({ services, roles }: EffectiveListProps) {
  const t = useT();
  return (
    <div className="preset-effective" data-testid="preset-effective">
      <strong>{t('presetsUi.effective')}</strong>
      <p className="preset-owner-sub">
        {roles.length > 0 ? t('presetsUi.personRoles', { names: roles.map((r) => r.name).join('、') }) : t('presetsUi.noRoles')}
      </p>
      {services.length === 0 ? <p className="preset-empty">{t('presetsUi.effectiveEmpty')}</p> : null}
      <List ordered>
        {services.map((s) => (
          <List.Item key={s.id} data-testid={`preset-effective-${s.id}`} data-source={s.source}>
            {s.name} <Label size="mini" basic content={t(`presetsUi.source.${s.source}`)} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}
