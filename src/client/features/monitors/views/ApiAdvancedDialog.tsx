// The advanced search of the API add dialog (document 000 §5 over the API fields): rows of
// field, operator and value joined by and/or (widgets/advancedSearch's row), added and removed;
// confirm checks every row (请选择 / 请输入) and searches from page 1; clear removes it. Dumb. Test ids:
// monitor-advanced-dialog, monitor-advanced-row-<i> with -join, -field, -operator, -value and the
// messages -field-error, -operator-error, -value-error; monitor-advanced-add,
// monitor-advanced-remove-<i>, monitor-advanced-confirm, monitor-advanced-clear,
// monitor-advanced-cancel.
import { Button } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { useT } from '../../../i18n';
import { SearchRow, SearchRowPart } from '../../../widgets/advancedSearch';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import { API_FIELDS, fieldOf, isValueless, MAX_API_ROWS, operatorsFor } from '../advancedRows';
import type { ApiDraftRow, ApiRowErrors } from '../state';

export type RowPart = SearchRowPart;

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

function Row({
  index,
  row,
  errors,
  removable,
  onChange,
  onRemove,
}: { index: number; row: ApiDraftRow; errors: ApiRowErrors; removable: boolean } & Pick<ApiAdvancedDialogProps, 'onChange' | 'onRemove'>) {
  const t = useT();
  const field = fieldOf(row.field);
  return (
    <SearchRow
      index={index}
      testIdPrefix="monitor-advanced"
      classPrefix="api-advanced"
      row={row}
      errors={errors}
      fieldOptions={API_FIELDS.map((f) => ({ label: t(f.label), value: f.key }))}
      operators={operatorsFor(field)}
      operatorLocked={field?.type === 'choice'}
      valueless={isValueless(row.operator)}
      valueDate={field?.type === 'date'}
      valueLabel="membersUi.api.value"
      renderValue={
        field?.type === 'choice'
          ? (testId) => (
              <OptionSelect
                data-testid={testId}
                fluid
                value={row.value}
                error={Boolean(errors.value)}
                placeholder={t('common.pleaseSelect')}
                options={(field.choices ?? []).map((c) => ({ label: t(c.label), value: c.value }))}
                onChange={(_e, c) => onChange(index, 'value', String(c.value))}
              />
            )
          : undefined
      }
      removeLabel="membersUi.api.removeRow"
      removable={removable}
      onChange={onChange}
      onRemove={onRemove}
    />
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
