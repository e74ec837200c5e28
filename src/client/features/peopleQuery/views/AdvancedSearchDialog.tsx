// The advanced-search builder (document 000 §5): rows of field, operator and value joined by
// and/or, added and removed; confirm checks every row and runs the search on page 1, clear
// removes it. Dumb: the rows and their messages come in, every change goes out.
import { Button, Message } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { MAX_SEARCH_ROWS, PeopleField } from '../../../../shared/people/query';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { AdvancedRowPart } from '../actions';
import type { AdvancedDialogView } from '../querySelectors';
import { AdvancedSearchRow } from './AdvancedSearchRow';

export interface AdvancedSearchDialogProps {
  /** null when closed */
  view: AdvancedDialogView | null;
  fields: PeopleField[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, part: AdvancedRowPart, value: string) => void;
  onConfirm: () => void;
  onClear: () => void;
  onClose: () => void;
}

export function AdvancedSearchDialog({ view, fields, onAdd, onRemove, onChange, onConfirm, onClear, onClose }: AdvancedSearchDialogProps) {
  const t = useT();
  const actions = (
    <>
      <Button
        type="button"
        data-testid="advanced-clear"
        content={t('peopleQuery.advanced.clear')}
        title={t('peopleQuery.advanced.clearTitle')}
        onClick={onClear}
      />
      <Button type="button" data-testid="advanced-cancel" content={t('common.cancel')} onClick={onClose} />
      <Button type="button" primary data-testid="advanced-confirm" content={t('common.confirm')} onClick={onConfirm} />
    </>
  );
  return (
    <DraggableDialog
      open={view !== null}
      title={t('search.advanced')}
      width={DIALOG_WIDTH.TABLE_WIDE}
      onClose={onClose}
      data-testid="advanced-search-dialog"
      actions={actions}
    >
      {view && (
        <div className="people-query-rows">
          <div className="people-query-row people-query-head" aria-hidden>
            <div className="people-query-cell people-query-join">{t('peopleQuery.advanced.join')}</div>
            <div className="people-query-cell people-query-field">{t('peopleQuery.advanced.field')}</div>
            <div className="people-query-cell people-query-operator">{t('peopleQuery.advanced.operator')}</div>
            <div className="people-query-cell people-query-value">{t('peopleQuery.advanced.value')}</div>
          </div>
          {view.rows.map((row, i) => (
            <AdvancedSearchRow key={i} index={i} view={row} fields={fields} removable={view.rows.length > 1} onChange={onChange} onRemove={onRemove} />
          ))}
          <div className="people-query-foot">
            <Button
              type="button"
              basic
              icon="plus"
              data-testid="advanced-add"
              disabled={!view.canAdd}
              content={t('peopleQuery.advanced.addRow')}
              title={view.canAdd ? undefined : t('peopleQuery.advanced.maxRows', { max: MAX_SEARCH_ROWS })}
              onClick={onAdd}
            />
            <Message size="mini" compact info content={t('peopleQuery.advanced.hint')} />
          </div>
        </div>
      )}
    </DraggableDialog>
  );
}
