// The data order dialog as reducer cases on a list's query (document 001 §5). A field already
// chosen in another row is refused, the last row is never removed, a row is added only while
// unused fields remain; save checks that field and order go together, reset goes back to no
// order. After a refused save the rows are checked again on every change.
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import * as ev from './actions';
import { canAddOrderRow, emptyOrderRow, isSortOrder, sortableFields, takenElsewhere, toDataSortStr, toOrderDraft, validateOrderRows } from './orderRows';
import { CLOSED_DIALOG, PeopleQueryState, QueryDialog } from './state';

type OrderDialog = Extract<QueryDialog, { kind: 'dataOrder' }>;
const editing = (query: PeopleQueryState): OrderDialog | null => (query.dialog.kind === 'dataOrder' ? query.dialog : null);

export function addDataOrderCases(builder: ActionReducerMapBuilder<PeopleQueryState>) {
  builder
    .addCase(ev.dataOrderOpened, (query) => {
      query.dialog = { kind: 'dataOrder', rows: toOrderDraft(query.dataSortStr), errors: [] };
    })
    .addCase(ev.orderRowAdded, (query, { payload: { identity } }) => {
      const dialog = editing(query);
      if (!dialog || !canAddOrderRow(dialog.rows, sortableFields(identity))) return;
      dialog.rows.push(emptyOrderRow());
      if (dialog.errors.length) dialog.errors.push({});
    })
    .addCase(ev.orderRowRemoved, (query, { payload: { index } }) => {
      const dialog = editing(query);
      if (!dialog || dialog.rows.length <= 1 || !dialog.rows[index]) return;
      dialog.rows.splice(index, 1);
      if (dialog.errors.length) dialog.errors = validateOrderRows(dialog.rows);
    })
    .addCase(ev.orderRowChanged, (query, { payload: { identity, index, part, value } }) => {
      const dialog = editing(query);
      const row = dialog?.rows[index];
      if (!dialog || !row) return;
      if (part === 'value') {
        const known = sortableFields(identity).some((f) => f.key === value);
        if (!known || takenElsewhere(dialog.rows, index, value)) return;
        row.value = value as typeof row.value;
      } else {
        if (!isSortOrder(value)) return;
        row.order = value;
      }
      if (dialog.errors.length) dialog.errors = validateOrderRows(dialog.rows);
    })
    .addCase(ev.dataOrderSubmitted, (query) => {
      const dialog = editing(query);
      if (!dialog) return;
      const errors = validateOrderRows(dialog.rows);
      if (errors.length) {
        dialog.errors = errors;
        return;
      }
      query.dataSortStr = toDataSortStr(dialog.rows);
      query.dialog = CLOSED_DIALOG;
    })
    .addCase(ev.dataOrderReset, (query) => {
      query.dataSortStr = '';
      if (query.dialog.kind === 'dataOrder') query.dialog = CLOSED_DIALOG;
    });
}
