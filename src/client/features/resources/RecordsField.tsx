// A 'records' field: a small inline table of sub-records (its `of` fields as columns), a row
// removed by its button, one added by `records-add-<field>` up to maxItems. A list keyed by a
// read-only sub-field (a question scene's code) is the server's set: its rows are edited, never
// added or removed here. Dumb: the rows come in; the whole new list goes out. Each cell's
// control is drawn by the caller (a read-only sub-field's disabled).
import { ReactNode } from 'react';
import { Button, Table } from 'semantic-ui-react';
import { FieldDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { ScalarValue, SubRecord, newSubRecord } from './resourceState';

export interface RecordsFieldProps {
  field: FieldDef;
  rows: SubRecord[];
  disabled?: boolean;
  onChange: (rows: SubRecord[]) => void;
  /** the control of one cell: sub-field, its value, its change */
  /** `path` names the cell as the form's image uploads do: `<records field>.<row>.<sub-field>` */
  renderCell: (sub: FieldDef, value: ScalarValue, onChange: (value: ScalarValue) => void, testId: string, path: string, index: number) => ReactNode;
}

export default function RecordsField({ field, rows, disabled, onChange, renderCell }: RecordsFieldProps) {
  const t = useT();
  const subs = field.of ?? [];
  const full = field.maxItems !== undefined && rows.length >= field.maxItems;
  const keyed = subs.some((s) => s.readOnly);
  const setCell = (index: number, name: string, value: ScalarValue) => onChange(rows.map((r, i) => (i === index ? { ...r, [name]: value } : r)));
  return (
    <div className="resource-records" data-testid={`records-${field.name}`}>
      <Table compact celled size="small" unstackable>
        <Table.Header>
          <Table.Row>
            {subs.map((s) => (
              <Table.HeaderCell key={s.name}>{t(s.label)}</Table.HeaderCell>
            ))}
            {!keyed && <Table.HeaderCell collapsing />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={subs.length + (keyed ? 0 : 1)} textAlign="center" className="paged-table-empty">
                {t('common.noData')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, index) => (
            // sub-records have no id of their own; their place is their identity while edited
            <Table.Row key={index} data-testid={`records-row-${field.name}-${index}`}>
              {subs.map((s) => (
                <Table.Cell key={s.name}>
                  {renderCell(
                    s,
                    row[s.name] ?? null,
                    (value) => setCell(index, s.name, value),
                    `records-${field.name}-${index}-${s.name}`,
                    `${field.name}.${index}.${s.name}`,
                    index,
                  )}
                </Table.Cell>
              ))}
              {!keyed && (
                <Table.Cell collapsing>
                  <Button
                    type="button"
                    basic
                    negative
                    size="mini"
                    icon="minus"
                    title={t('common.remove')}
                    aria-label={t('common.remove')}
                    disabled={disabled}
                    data-testid={`records-remove-${field.name}-${index}`}
                    onClick={() => onChange(rows.filter((_r, i) => i !== index))}
                  />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {!keyed && (
        <Button
          type="button"
          basic
          size="mini"
          icon="plus"
          content={t('resourceUi.recordsAdd')}
          disabled={disabled || full}
          data-testid={`records-add-${field.name}`}
          onClick={() => onChange([...rows, newSubRecord(field)])}
        />
      )}
      {field.maxItems !== undefined && (
        <span className="resource-records-count">{t('resourceUi.recordsCount', { count: rows.length, max: field.maxItems })}</span>
      )}
    </div>
  );
}
