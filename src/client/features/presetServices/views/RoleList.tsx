// The roles on the left, each with its member and preset counts. Dumb: clicks are reported.
import { Label, Menu, Message as Notice } from 'semantic-ui-react';
import type { PresetRoleRow } from '../../../../shared/services/presets';
import { useT } from '../../../i18n';
import { type Problem, problemText } from '../../../lib/problem';

export interface RoleListProps {
  rows: PresetRoleRow[];
  chosen: number | null;
  loading: boolean;
  problem: Problem | null;
  onChoose: (id: number) => void;
}

export function RoleList({ rows, chosen, loading, problem, onChoose }: RoleListProps) {
  const t = useT();
  return (
    <div className="preset-owners" data-testid="preset-roles">
      <strong>{t('presetsUi.roles')}</strong>
      {problem ? <Notice negative size="small" content={problemText(t, problem)} /> : null}
      <Menu vertical fluid size="small" className={loading ? 'preset-loading' : undefined}>
        {rows.map((r) => (
          <Menu.Item key={r.id} active={chosen === r.id} data-testid={`preset-role-${r.id}`} onClick={() => onChoose(r.id)}>
            <span className="preset-owner-name" data-user-content>
              {r.name}
            </span>
            <Label size="mini" title={t('presetsUi.serviceCount', { count: r.serviceCount })} data-testid={`preset-role-count-${r.id}`}>
              {r.serviceCount}
            </Label>
            <span className="preset-owner-sub">{t('presetsUi.memberCount', { count: r.memberCount })}</span>
          </Menu.Item>
        ))}
      </Menu>
    </div>
  );
}
