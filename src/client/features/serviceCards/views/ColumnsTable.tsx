// The chosen card's columns in their order: label, return field, handle rule; reordered by
// dragging a row (HTML5 drag and drop) or by its up and down buttons (the keyboard's way);
// removed by a button; its ties (roles, flow, service, owner) open in a dialog. The last row adds a column from the drop-down of the API's return
// params. Dumb: props in, callbacks out (a move names the column and where it goes).
import type { DragEvent } from 'react';
import { Button, Dropdown, Icon, Input, Table } from 'semantic-ui-react';
import type { CardColumn, ColumnOption, HandleRule } from '../../../../shared/serviceCards/api';
import type { T } from '../../../i18n';
import type { NewColumnDraft } from '../state';
import RuleControls from './RuleControls';
import { WriteButton } from '../../session/components';

interface Props {
  t: T;
  columns: CardColumn[];
  fieldChoices: ColumnOption[];
  newColumn: NewColumnDraft;
  writing: boolean;
  onMove: (id: number, toIndex: number) => void;
  onRule: (id: number, rule: HandleRule, arg: string | null) => void;
  onRemove: (id: number) => void;
  onLinks: (id: number) => void;
  onNewField: (fieldKey: string, label: string) => void;
  onNewLabel: (label: string) => void;
  onNewRule: (rule: HandleRule, arg: string | null) => void;
  onAdd: () => void;
}

const DRAG_TYPE = 'text/plain';

export default function ColumnsTable(p: Props) {
  const { t, columns } = p;
  const fieldLabel = (key: string) => {
    const option = p.fieldChoices.find((o) => o.key === key);
    return option ? t(option.label) : key;
  };
  const linksText = (roles: number) => (roles > 0 ? t('serviceCardsUi.linksSummary', { roles }) : t('serviceCardsUi.linksEveryone'));
  const onDrop = (toIndex: number) => (e: DragEvent) => {
    e.preventDefault();
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    if (id) p.onMove(id, toIndex);
  };
  return (
    <div className="service-card-columns">
      <p className="service-card-hint">{t('serviceCardsUi.dragHint')}</p>
      <Table compact celled size="small" data-testid="service-card-columns">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell width={2}>{t('serviceCardsUi.order')}</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceCardsUi.columnLabel')}</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceCardsUi.fieldKey')}</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceCardsUi.handleRule')}</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceCardsUi.links')}</Table.HeaderCell>
            <Table.HeaderCell width={1} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {columns.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6} className="service-card-hint">
                {t('serviceCardsUi.noColumns')}
              </Table.Cell>
            </Table.Row>
          )}
          {columns.map((c, i) => (
            <tr
              key={c.id}
              draggable={!p.writing}
              data-testid={`service-card-column-${c.fieldKey}`}
              onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, String(c.id))}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(i)}
              className="service-card-column-row"
            >
              <Table.Cell>
                <Icon name="bars" className="service-card-drag-handle" aria-hidden="true" />
                <Button.Group size="mini" basic>
                  <WriteButton
                    icon="arrow up"
                    type="button"
                    disabled={i === 0 || p.writing}
                    aria-label={t('serviceCardsUi.moveUp', { label: c.label })}
                    onClick={() => p.onMove(c.id, i - 1)}
                  />
                  <WriteButton
                    icon="arrow down"
                    type="button"
                    disabled={i === columns.length - 1 || p.writing}
                    aria-label={t('serviceCardsUi.moveDown', { label: c.label })}
                    onClick={() => p.onMove(c.id, i + 1)}
                  />
                </Button.Group>
              </Table.Cell>
              <Table.Cell>{c.label}</Table.Cell>
              <Table.Cell>
                {fieldLabel(c.fieldKey)} <code>{c.fieldKey}</code>
              </Table.Cell>
              <Table.Cell>
                <RuleControls
                  t={t}
                  rule={c.handleRule}
                  arg={c.ruleArg}
                  disabled={p.writing}
                  testId={`service-card-column-${c.id}`}
                  onChange={(r, a) => p.onRule(c.id, r, a)}
                />
              </Table.Cell>
              <Table.Cell>
                <Button
                  basic
                  size="mini"
                  type="button"
                  icon="linkify"
                  disabled={p.writing}
                  content={linksText(c.roleIds.length)}
                  aria-label={`${linksText(c.roleIds.length)}: ${t('serviceCardsUi.linksOf', { label: c.label })}`}
                  onClick={() => p.onLinks(c.id)}
                  data-testid={`service-card-column-${c.id}-links`}
                />
              </Table.Cell>
              <Table.Cell>
                <WriteButton
                  icon="trash"
                  basic
                  negative
                  size="mini"
                  type="button"
                  disabled={p.writing}
                  aria-label={t('serviceCardsUi.removeColumn', { label: c.label })}
                  onClick={() => p.onRemove(c.id)}
                />
              </Table.Cell>
            </tr>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.HeaderCell />
            <Table.HeaderCell>
              <Input
                size="mini"
                fluid
                placeholder={t('serviceCardsUi.columnLabel')}
                maxLength={20}
                value={p.newColumn.label}
                onChange={(_e, d) => p.onNewLabel(d.value)}
                data-testid="service-card-new-label"
              />
            </Table.HeaderCell>
            <Table.HeaderCell>
              <Dropdown
                selection
                fluid
                data-testid="service-card-new-field"
                aria-label={t('serviceCardsUi.fieldKey')}
                placeholder={t('serviceCardsUi.fieldKey')}
                value={p.newColumn.fieldKey}
                options={p.fieldChoices.map((o) => ({
                  key: o.key,
                  value: o.key,
                  text: `${t(o.label)}${o.used ? t('serviceCardsUi.fieldUsed') : ''}`,
                }))}
                onChange={(_e, d) => p.onNewField(String(d.value), fieldLabel(String(d.value)))}
              />
            </Table.HeaderCell>
            <Table.HeaderCell>
              <RuleControls t={t} rule={p.newColumn.handleRule} arg={p.newColumn.ruleArg} testId="service-card-new" onChange={p.onNewRule} />
            </Table.HeaderCell>
            <Table.HeaderCell />
            <Table.HeaderCell>
              <WriteButton
                primary
                size="mini"
                type="button"
                icon="plus"
                content={t('serviceCardsUi.addColumn')}
                disabled={!p.newColumn.fieldKey || p.writing}
                onClick={p.onAdd}
                data-testid="service-card-add-column"
              />
            </Table.HeaderCell>
          </Table.Row>
        </Table.Footer>
      </Table>
    </div>
  );
}
