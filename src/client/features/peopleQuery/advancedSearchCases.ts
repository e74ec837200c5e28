// The advanced-search dialog as reducer cases on a list's query (document 000 §5). After a
// refused confirm the rows are checked again on every change, so a message goes as soon as
// its part is filled in.
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { MAX_SEARCH_ROWS, peopleFields } from '../../../shared/people/query';
import * as ev from './actions';
import { emptyAdvancedRow, toDraftRows, toSearchRows, validateAdvancedRows, withField, withJoin, withOperator, withValue } from './advancedRows';
import { CLOSED_DIALOG, PeopleQueryState, QueryDialog } from './state';

type AdvancedDialog = Extract<QueryDialog, { kind: 'advancedSearch' }>;
const editing = (query: PeopleQueryState): AdvancedDialog | null => (query.dialog.kind === 'advancedSearch' ? query.dialog : null);

export function addAdvancedSearchCases(builder: ActionReducerMapBuilder<PeopleQueryState>) {
  builder
    .addCase(ev.advancedSearchOpened, (query) => {
      query.dialog = { kind: 'advancedSearch', rows: toDraftRows(query.advancedSearch), errors: [] };
    })
    .addCase(ev.advancedRowAdded, (query) => {
      const dialog = editing(query);
      if (!dialog || dialog.rows.length >= MAX_SEARCH_ROWS) return;
      dialog.rows.push(emptyAdvancedRow());
      if (dialog.errors.length) dialog.errors.push({});
    })
    .addCase(ev.advancedRowRemoved, (query, { payload: { index } }) => {
      const dialog = editing(query);
      // one row always stays: it is where a search starts
      if (!dialog || dialog.rows.length <= 1 || !dialog.rows[index]) return;
      dialog.rows.splice(index, 1);
      if (dialog.errors.length) dialog.errors.splice(index, 1);
    })
    .addCase(ev.advancedRowChanged, (query, { payload: { identity, index, part, value } }) => {
      const dialog = editing(query);
      const row = dialog?.rows[index];
      if (!dialog || !row) return;
      const fields = peopleFields(identity);
      if (part === 'field') dialog.rows[index] = withField(row, fields, value);
      else if (part === 'operator') dialog.rows[index] = withOperator(row, fields, value);
      else if (part === 'value') dialog.rows[index] = withValue(row, value);
      else if (index > 0) dialog.rows[index] = withJoin(row, value);
      if (dialog.errors.length) dialog.errors = validateAdvancedRows(dialog.rows, fields);
    })
    .addCase(ev.advancedSearchSubmitted, (query, { payload: { identity } }) => {
      const dialog = editing(query);
      if (!dialog) return;
      const errors = validateAdvancedRows(dialog.rows, peopleFields(identity));
      if (errors.length) {
        dialog.errors = errors;
        return;
      }
      query.advancedSearch = toSearchRows(dialog.rows);
      query.dialog = CLOSED_DIALOG;
    })
    .addCase(ev.advancedSearchCleared, (query) => {
      query.advancedSearch = [];
      if (query.dialog.kind === 'advancedSearch') query.dialog = CLOSED_DIALOG;
    });
}
