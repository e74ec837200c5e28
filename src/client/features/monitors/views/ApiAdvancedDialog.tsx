// The advanced search of the API add dialog (document 000 §5 over the API fields): rows of
// field, operator and value joined by and/or, added and removed; confirm checks every row
// (请选择 / 请输入) and searches from page 1; clear removes it. Dumb. Test ids:
// monitor-advanced-dialog, monitor-advanced-row-<i> with -join, -field, -operator, -value and the
// messages -field-error, -operator-error, -value-error; monitor-advanced-add,
// monitor-advanced-remove-<i>, monitor-advanced-confirm, monitor-advanced-clear,
// monitor-advanced-cancel.
import { Button, Input } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { MAX_SEARCH_VALUE, SEARCH_JOINS, SearchOperator } from '../../../../shared/people/query';
import { T, useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import { API_FIELDS, fieldOf, isValueless, MAX_API_ROWS, operatorsFor } from '../advancedRows';
import type { ApiDraftRow, ApiRowErrors } from '../state';

export type RowPart = 'join' | 'field' | 'operator' | 'value';

export interface ApiAdvancedDialogProps {
  rows: ApiDraftRow[];
  errors: ApiRowErrors[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, part: RowPart, value: string) => void;
  onConfirm: () => void;
  onClear: () => void;
  onClose: () => void;
}

const OPERATOR_LABELS: Record<SearchOperator, string> = {
  like: 'search.op.like',
  'not like': 'search.op.notLike',
  '=': 'peopleQuery.op.eq',
  '!=': 'peopleQuery.op.ne',
  '>': 'peopleQuery.op.gt',
  '>=': 'peopleQuery.op.ge',
  '<': 'peopleQuery.op.lt',
  '<=': 'peopleQuery.op.le',
  'is null': 'search.op.isNull',
  'is not null': 'search.op.isNotNull',
  empty: 'search.op.empty',
  'not empty': 'search.op.notEmpty',
};
const operatorLabel = (t: T, op: SearchOperator) => (/^[=!<>]+$/.test(op) ? `${t(OPERATOR_LABELS[op])} (${op})` : t(OPERATOR_LABELS[op]));

function RowError({ message, testId }: { message?: string; testId: string }) {
  const t = useT();
  return message ? (
    <div className="api-advanced-error" role="alert" data-testid={testId}>
      {t(message)}
    </div>
  ) : null;
}

function Row({
  index,
  row,
  errors,
  removable,
  onChange,
  onRemove,
}: { index: number; row: ApiDraftRow; errors: ApiRowErrors; removable: boolean } & Pick<ApiAdvancedDialogProps, 'onChange' | 'onRemove'>) {
  const t = useT();
  const id = (part: string) => `monitor-advanced-row-${index}-${part}`;
  const field = fieldOf(row.field);
  const valueControl = () => {
    if (isValueless(row.operator)) return null;
    if (field?.type === 'choice') {
      return (
        <OptionSelect
          data-testid={id('value')}
          fluid
          value={row.value}
          error={Boolean(errors.value)}
          placeholder={t('common.pleaseSelect')}
          options={(field.choices ?? []).map((c) => ({ label: t(c.label), value: c.value }))}
          onChange={(_e, c) => onChange(index, 'value', String(c.value))}
        />
      );
    }
    return (
      <Input
        fluid
        type={field?.type === 'date' ? 'date' : 'text'}
        error={Boolean(errors.value)}
        value={row.value}
        placeholder={t('common.pleaseInput')}
        input={{ 'data-testid': id('value'), maxLength: MAX_SEARCH_VALUE, 'aria-label': t('membersUi.api.value') }}
        onChange={(_e, d) => onChange(index, 'value', String(d.value))}
      />
    );
  };
  return (
    <div className="api-advanced-row" data-testid={`monitor-advanced-row-${index}`}>
      <div className="api-advanced-join">
        {index > 0 ? (
          <OptionSelect
            data-testid={id('join')}
            fluid
            value={row.join}
            options={SEARCH_JOINS.map((j) => ({ label: t(`search.${j}`), value: j }))}
            onChange={(_e, c) => onChange(index, 'join', String(c.value))}
          />
        ) : null}
      </div>
      <div className="api-advanced-field">
        <OptionSelect
          data-testid={id('field')}
          fluid
          value={row.field}
          error={Boolean(errors.field)}
          placeholder={t('common.pleaseSelect')}
          options={API_FIELDS.map((f) => ({ label: t(f.label), value: f.key }))}
          onChange={(_e, c) => onChange(index, 'field', String(c.value))}
        />
        <RowError message={errors.field} testId={`${id('field')}-error`} />
      </div>
      <div className="api-advanced-operator">
        <OptionSelect
          data-testid={id('operator')}
          fluid
          value={row.operator}
          error={Boolean(errors.operator)}
          placeholder={t('common.pleaseSelect')}
          disabled={field?.type === 'choice'}
          options={operatorsFor(field).map((op) => ({ label: operatorLabel(t, op), value: op }))}
          onChange={(_e, c) => onChange(index, 'operator', String(c.value))}
        />
        <RowError message={errors.operator} testId={`${id('operator')}-error`} />
      </div>
      <div className="api-advanced-value">
        {valueControl()}
        <RowError message={errors.value} testId={`${id('value')}-error`} />
      </div>
      <Button
        type="button"
        basic
        icon="minus"
        data-testid={`monitor-advanced-remove-${index}`}
        disabled={!removable}
        aria-label={t('membersUi.api.removeRow')}
        title={t('membersUi.api.removeRow')}
        onClick={() => onRemove(index)}
      />
    </div>
  );
}

export function ApiAdvancedDialog({ rows, errors, onAdd, onRemove, onChange, onConfirm, onClear, onClose }: ApiAdvancedDialogProps) {
  const t = useT();
  const actions = (
    <>
      <Button type="button" data-testid="monitor-advanced-clear" content={t('membersUi.api.clearAdvanced')} onClick={onClear} />
      <Button type="button" data-testid="monitor-advanced-cancel" content={t('common.cancel')} onClick={onClose} />
      <Button type="button" primary data-testid="monitor-advanced-confirm" content={t('common.confirm')} onClick={onConfirm} />
    </>
  );
  return (
    <DraggableDialog open title={t('search.advanced')} width={DIALOG_WIDTH.FORM_WIDE} onClose={onClose} actions={actions} data-testid="monitor-advanced-dialog">
      <div className="api-advanced-rows">
        {rows.map((row, i) => (
          <Row key={i} index={i} row={row} errors={errors[i] ?? {}} removable={rows.length > 1} onChange={onChange} onRemove={onRemove} />
        ))}
        <Button
          type="button"
          basic
          icon="plus"
          data-testid="monitor-advanced-add"
          disabled={rows.length >= MAX_API_ROWS}
          content={t('membersUi.api.addRow')}
          onClick={onAdd}
        />
      </div>
    </DraggableDialog>
  );
}
