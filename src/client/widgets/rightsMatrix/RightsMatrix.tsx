// The grants of a role as a matrix (issue 36), in place of a list of some two hundred options:
// every area of the menu with none / read / write, opened to its screens, each with the same
// three; the dangerous actions apart; and 全部权限, which stands for everything (also screens
// added later). A screen shows what its area gives and offers only more. The value is the
// role's grants as the catalogue spells them (src/shared/rights/catalogue.ts).
import { useState } from 'react';
import { Button, Checkbox, Table } from 'semantic-ui-react';
import { ALL_RIGHTS, DANGERS, dangerRight } from '../../../shared/rights/catalogue';
import { AREAS, AreaDef } from '../../../shared/routes';
import { useT } from '../../i18n';
import { areaLevel, belowArea, Level, LEVELS, readableCount, screenLevel, withAll, withAreaLevel, withDanger, withScreenLevel } from './grantEdits';
import './rightsMatrix.css';

export interface RightsMatrixProps {
  grants: readonly string[];
  disabled?: boolean;
  onChange: (grants: string[]) => void;
  /** the control's name (the form field's label) */
  label: string;
  testId: string;
}

const LEVEL_LABELS: Record<Level, string> = { none: 'rights.access.none', read: 'rights.access.read', write: 'rights.access.write' };

function LevelCells(p: {
  name: string;
  label: string;
  current: Level;
  offered: (l: Level) => boolean;
  disabled: boolean;
  testId: string;
  onPick: (l: Level) => void;
}) {
  const t = useT();
  return (
    <>
      {LEVELS.map((level) => (
        <Table.Cell key={level} textAlign="center" collapsing>
          <input
            type="radio"
            name={p.name}
            checked={p.current === level}
            disabled={p.disabled || !p.offered(level)}
            aria-label={`${p.label} · ${t(LEVEL_LABELS[level])}`}
            data-testid={`${p.testId}-${level}`}
            onChange={() => p.onPick(level)}
          />
        </Table.Cell>
      ))}
    </>
  );
}

export function RightsMatrix({ grants, disabled = false, onChange, label, testId }: RightsMatrixProps) {
  const t = useT();
  const all = grants.includes(ALL_RIGHTS);
  const locked = disabled || all;
  // the areas whose screens are shown: at first those where a screen holds a grant of its own
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(AREAS.filter((a) => a.routes.some((r) => screenLevel(grants, a, r.path) !== areaLevel(grants, a))).map((a) => a.key)),
  );
  const toggle = (area: AreaDef) => {
    const next = new Set(open);
    if (next.has(area.key)) next.delete(area.key);
    else next.add(area.key);
    setOpen(next);
  };
  return (
    <div className="rights-matrix" role="group" aria-label={label} data-testid={testId}>
      <Checkbox
        toggle
        label={t('rights.all')}
        aria-label={t('rights.all')}
        checked={all}
        disabled={disabled}
        data-testid={`${testId}-all`}
        onChange={(_e, d) => onChange(withAll(Boolean(d.checked)))}
      />
      <div className="rights-matrix-scroll">
        <Table compact celled unstackable size="small">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('rights.matrix.screen')}</Table.HeaderCell>
              {LEVELS.map((l) => (
                <Table.HeaderCell key={l} textAlign="center" collapsing>
                  {t(LEVEL_LABELS[l])}
                </Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {AREAS.flatMap((area) => {
              const expanded = open.has(area.key);
              const areaName = t(area.label);
              const rows = [
                <Table.Row key={area.key} className="rights-matrix-area">
                  <Table.Cell>
                    <Button
                      type="button"
                      basic
                      compact
                      size="mini"
                      icon={expanded ? 'caret down' : 'caret right'}
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'rights.matrix.close' : 'rights.matrix.open', { area: areaName })}
                      data-testid={`${testId}-open-${area.key}`}
                      onClick={() => toggle(area)}
                    />
                    <strong>{areaName}</strong>
                    <span className="rights-matrix-count">{t('rights.matrix.count', { count: readableCount(grants, area), total: area.routes.length })}</span>
                  </Table.Cell>
                  <LevelCells
                    name={`${testId}-area-${area.key}`}
                    label={t('rights.matrix.wholeArea', { area: areaName })}
                    current={areaLevel(grants, area)}
                    offered={() => true}
                    disabled={locked}
                    testId={`${testId}-area-${area.key}`}
                    onPick={(l) => onChange(withAreaLevel(grants, area, l))}
                  />
                </Table.Row>,
              ];
              if (expanded) {
                for (const r of area.routes) {
                  rows.push(
                    <Table.Row key={r.path} className="rights-matrix-screen">
                      <Table.Cell>{t(r.label)}</Table.Cell>
                      <LevelCells
                        name={`${testId}-screen-${r.path}`}
                        label={t(r.label)}
                        current={screenLevel(grants, area, r.path)}
                        offered={(l) => !belowArea(grants, area, l)}
                        disabled={locked}
                        testId={`${testId}-screen-${r.path}`}
                        onPick={(l) => onChange(withScreenLevel(grants, r.path, l))}
                      />
                    </Table.Row>,
                  );
                }
              }
              return rows;
            })}
          </Table.Body>
        </Table>
      </div>
      <fieldset className="rights-matrix-dangers" disabled={locked}>
        <legend>{t('rights.matrix.dangers')}</legend>
        {DANGERS.map((d) => (
          <Checkbox
            key={d}
            label={t(`rights.danger.${d}`)}
            aria-label={t(`rights.danger.${d}`)}
            checked={all || grants.includes(dangerRight(d))}
            disabled={locked}
            data-testid={`${testId}-danger-${d}`}
            onChange={(_e, c) => onChange(withDanger(grants, d, Boolean(c.checked)))}
          />
        ))}
      </fieldset>
    </div>
  );
}
