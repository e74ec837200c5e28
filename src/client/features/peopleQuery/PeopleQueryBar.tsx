// Container of a people list's query controls: the toolbar and its three dialogs (advanced
// search, field display, data order). It only selects (through the list's query selectors)
// and dispatches; the views are dumb.
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Identity } from '../../../shared/domain/people';
import { parseOrder } from '../../../shared/people/query';
import { useT } from '../../i18n';
import * as ev from './actions';
import type { QuerySelectors } from './querySelectors';
import type { ColumnChoice } from './state';
import { AdvancedSearchDialog } from './views/AdvancedSearchDialog';
import { DataOrderDialog, ORDER_LABELS } from './views/DataOrderDialog';
import { FieldDisplayDialog } from './views/FieldDisplayDialog';
import { QueryToolbar } from './views/QueryToolbar';
import './peopleQuery.css';

/** A column of the list as the field display dialog shows it. */
export interface ColumnEntry {
  key: string;
  /** already translated */
  label: string;
  defaultShown: boolean;
}

export interface PeopleQueryBarProps<S> {
  identity: Identity;
  selectors: QuerySelectors<S>;
  /** the list's columns in their default order */
  columns: ColumnEntry[];
}

export function PeopleQueryBar<S>({ identity, selectors, columns }: PeopleQueryBarProps<S>) {
  const t = useT();
  const dispatch = useDispatch();
  const conditionCount = useSelector(selectors.selectConditionCount);
  const dataSortStr = useSelector(selectors.selectDataSortStr);
  const advanced = useSelector(selectors.selectAdvancedDialog);
  const fieldDisplay = useSelector(selectors.selectFieldDisplayDialog);
  const dataOrder = useSelector(selectors.selectDataOrderDialog);
  const searchFields = selectors.selectSearchFields();
  const sortFields = selectors.selectSortFields();

  const defaults = useMemo((): ColumnChoice[] => columns.map((c) => ({ key: c.key, shown: c.defaultShown })), [columns]);
  const labels = useMemo(() => Object.fromEntries(columns.map((c) => [c.key, c.label])), [columns]);
  const orderText = useMemo(() => {
    const labelOf = (key: string) => t(sortFields.find((f) => f.key === key)?.label ?? key);
    return (parseOrder(dataSortStr) ?? []).map((r) => `${labelOf(r.value)} ${t(ORDER_LABELS[r.order])}`).join(', ');
  }, [dataSortStr, sortFields, t]);

  const on = useMemo(() => {
    const id = { identity };
    const close = () => dispatch(ev.queryDialogClosed(id));
    return {
      close,
      advanced: {
        onAdd: () => dispatch(ev.advancedRowAdded(id)),
        onRemove: (index: number) => dispatch(ev.advancedRowRemoved({ identity, index })),
        onChange: (index: number, part: ev.AdvancedRowPart, value: string) => dispatch(ev.advancedRowChanged({ identity, index, part, value })),
        onConfirm: () => dispatch(ev.advancedSearchSubmitted(id)),
        onClear: () => dispatch(ev.advancedSearchCleared(id)),
        onClose: close,
      },
      fieldDisplay: {
        onToggle: (key: string) => dispatch(ev.fieldShowToggled({ identity, key })),
        onMoveUp: (key: string) => dispatch(ev.fieldMoveUpClicked({ identity, key })),
        onMoveDown: (key: string) => dispatch(ev.fieldMoveDownClicked({ identity, key })),
        onDrop: (key: string, onto: string) => dispatch(ev.fieldDropped({ identity, key, onto })),
        onSave: () => dispatch(ev.fieldDisplaySubmitted(id)),
        onReset: () => dispatch(ev.fieldDisplayReset(id)),
        onClose: close,
      },
      dataOrder: {
        onAdd: () => dispatch(ev.orderRowAdded(id)),
        onRemove: (index: number) => dispatch(ev.orderRowRemoved({ identity, index })),
        onChange: (index: number, part: ev.OrderRowPart, value: string) => dispatch(ev.orderRowChanged({ identity, index, part, value })),
        onSave: () => dispatch(ev.dataOrderSubmitted(id)),
        onReset: () => dispatch(ev.dataOrderReset(id)),
        onClose: close,
      },
    };
  }, [dispatch, identity]);

  return (
    <>
      <QueryToolbar
        conditionCount={conditionCount}
        orderText={orderText}
        onAdvancedSearch={() => dispatch(ev.advancedSearchOpened({ identity }))}
        onClearAdvancedSearch={on.advanced.onClear}
        onFieldDisplay={() => dispatch(ev.fieldDisplayOpened({ identity, defaults }))}
        onDataOrder={() => dispatch(ev.dataOrderOpened({ identity }))}
      />
      <AdvancedSearchDialog view={advanced} fields={searchFields} {...on.advanced} />
      <FieldDisplayDialog view={fieldDisplay} labels={labels} {...on.fieldDisplay} />
      <DataOrderDialog view={dataOrder} fields={sortFields} {...on.dataOrder} />
    </>
  );
}
