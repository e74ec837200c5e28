// The data order dialog (document 001 §3, §5): rows of field and ascending/descending. A field
// chosen in another row is offered disabled; the last row cannot be removed; the add button
// sits on the last row while unused fields remain. Save applies the order on page 1; reset
// goes back to no order (newest first). Dumb: rows and messages in, changes out.
import { Button, Dropdown, Message } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { PeopleField, SORT_ORDERS } from '../../../../shared/people/query';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { OrderRowPart } from '../actions';
import type { OrderDialogView } from '../querySelectors';
import { FieldError } from './FieldError';

export interface DataOrderDialogProps {
  /** null when closed */
  view: OrderDialogView | null;
  fields: PeopleField[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, part: OrderRowPart, value: string) => void;
  onSave: () => void;
  onReset: () => void;
  onClose: () => void;
}

export const ORDER_LABELS = { ASC: 'dataOrder.ascending', DESC: 'dataOrder.descending' } as const;

export function DataOrderDialog({ view, fields, onAdd, onRemove, onChange, onSave, onReset, onClose }: DataOrderDialogProps) {
  const t = useT();
  const actions = (
    <>
      <Button type="button" data-testid="data-order-reset" content={t('common.reset')} onClick={onReset} />
      <Button type="button" data-testid="data-order-cancel" content={t('common.cancel')} onClick={onClose} />
      <Button type="button" primary data-testid="data-order-save" content={t('common.save')} onClick={onSave} />
    </>
  );
  const last = (view?.rows.length ?? 0) - 1;
  return (
    <DraggableDialog
      open={view !== null}
      title={t('dataOrder.title')}
      onClose={onClose}
      width={DIALOG_WIDTH.FORM}
      data-testid="data-order-dialog"
      actions={actions}
    >
      {view && (
        <div className="people-query-rows">
          <div className="people-query-row people-query-head" aria-hidden>
            <div className="people-query-cell people-query-field">{t('peopleQuery.dataOrder.field')}</div>
            <div className="people-query-cell people-query-order">{t('peopleQuery.dataOrder.method')}</div>
          </div>
          {view.rows.map(({ row, errors, taken }, i) => (
            <div className="people-query-row" key={i} data-testid={`data-order-row-${i}`}>
              <div className="people-query-cell people-query-field">
                <Dropdown
                  selection
                  fluid
                  search
                  selectOnBlur={false}
                  data-testid={`data-order-row-${i}-field`}
                  aria-label={t('peopleQuery.dataOrder.field')}
                  searchInput={{ 'aria-label': t('peopleQuery.dataOrder.field') }}
                  value={row.value}
                  placeholder={t('common.pleaseSelect')}
                  error={Boolean(errors.value)}
                  noResultsMessage={t('common.noData')}
                  options={fields.map((f) => ({ key: f.key, value: f.key, text: t(f.label), disabled: taken.includes(f.key) }))}
                  onChange={(_e, data) => onChange(i, 'value', String(data.value ?? ''))}
                />
                <FieldError message={errors.value} testId={`data-order-row-${i}-field-error`} />
              </div>
              <div className="people-query-cell people-query-order">
                <OptionSelect
                  data-testid={`data-order-row-${i}-order`}
                  fluid
                  value={row.order}
                  error={Boolean(errors.order)}
                  placeholder={t('common.pleaseSelect')}
                  options={SORT_ORDERS.map((o) => ({ label: t(ORDER_LABELS[o]), value: o }))}
                  onChange={(_e, c) => onChange(i, 'order', String(c.value))}
                />
                <FieldError message={errors.order} testId={`data-order-row-${i}-order-error`} />
              </div>
              <Button
                type="button"
                basic
                icon="minus"
                className="people-query-remove"
                data-testid={`data-order-remove-${i}`}
                disabled={view.rows.length <= 1}
                title={t(view.rows.length <= 1 ? 'peopleQuery.dataOrder.lastRow' : 'peopleQuery.dataOrder.removeRow')}
                aria-label={t('peopleQuery.dataOrder.removeRow')}
                onClick={() => onRemove(i)}
              />
              {i === last && view.canAdd ? (
                <Button
                  type="button"
                  basic
                  icon="plus"
                  className="people-query-add"
                  data-testid="data-order-add"
                  title={t('peopleQuery.dataOrder.addRow')}
                  aria-label={t('peopleQuery.dataOrder.addRow')}
                  onClick={onAdd}
                />
              ) : (
                <span className="people-query-add-space" />
              )}
            </div>
          ))}
          <Message size="mini" info content={t('peopleQuery.dataOrder.hint')} />
        </div>
      )}
    </DraggableDialog>
  );
}
