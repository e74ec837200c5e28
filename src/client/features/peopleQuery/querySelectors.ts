// Selectors of one list's query, made per identity over the list's query (the people
// selectors pass theirs in), memoized so the dialogs re-render only when their rows change.
import { createSelector } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import { MAX_SEARCH_ROWS, PeopleField, peopleFields, PeopleQueryExtras, SearchOperator } from '../../../shared/people/query';
import { fieldOf, isValueless, operatorsFor } from './advancedRows';
import { canAddOrderRow, sortableFields } from './orderRows';
import type { AdvancedDraftRow, AdvancedRowErrors, ColumnChoice, OrderDraftRow, OrderRowErrors, PeopleQueryState } from './state';

export interface AdvancedRowView {
  row: AdvancedDraftRow;
  errors: AdvancedRowErrors;
  /** the chosen field, when one is */
  field: PeopleField | undefined;
  operators: readonly SearchOperator[];
  /** the operator takes no value: the value box is hidden */
  valueless: boolean;
}

export interface AdvancedDialogView {
  rows: AdvancedRowView[];
  canAdd: boolean;
}

export interface OrderRowView {
  row: OrderDraftRow;
  errors: OrderRowErrors;
  /** fields chosen in the other rows (offered disabled) */
  taken: string[];
}

export interface OrderDialogView {
  rows: OrderRowView[];
  canAdd: boolean;
}

export interface FieldDisplayView {
  rows: ColumnChoice[];
  notice: string | null;
}

const NO_ERRORS = {};

export function makeQuerySelectors<S>(identity: Identity, selectQuery: (state: S) => PeopleQueryState) {
  const fields = peopleFields(identity);
  const sortable = sortableFields(identity);
  const selectDialog = (state: S) => selectQuery(state).dialog;
  const selectAdvancedSearch = (state: S) => selectQuery(state).advancedSearch;
  const selectDataSortStr = (state: S) => selectQuery(state).dataSortStr;
  return {
    selectQuery,
    selectAdvancedSearch,
    selectDataSortStr,
    selectColumnChoices: (state: S) => selectQuery(state).columns,
    selectOpenDialog: (state: S) => selectDialog(state).kind,
    /** every field the advanced search offers, in the list's order */
    selectSearchFields: (): PeopleField[] => fields,
    /** the fields the list can be ordered by */
    selectSortFields: (): PeopleField[] => sortable,
    selectConditionCount: (state: S) => selectAdvancedSearch(state).length,
    /** what the list call sends besides the filters: only what is set */
    selectQueryExtras: createSelector([selectAdvancedSearch, selectDataSortStr], (advancedSearch, dataSortStr): PeopleQueryExtras => ({
      ...(advancedSearch.length ? { advancedSearch } : {}),
      ...(dataSortStr ? { dataSortStr } : {}),
    })),
    selectAdvancedDialog: createSelector([selectDialog], (dialog): AdvancedDialogView | null => {
      if (dialog.kind !== 'advancedSearch') return null;
      const rows = dialog.rows.map((row, i) => {
        const field = fieldOf(fields, row.field);
        return { row, errors: dialog.errors[i] ?? NO_ERRORS, field, operators: operatorsFor(field), valueless: isValueless(row.operator) };
      });
      return { rows, canAdd: rows.length < MAX_SEARCH_ROWS };
    }),
    selectFieldDisplayDialog: createSelector([selectDialog], (dialog): FieldDisplayView | null =>
      dialog.kind === 'fieldDisplay' ? { rows: dialog.rows, notice: dialog.notice } : null,
    ),
    selectDataOrderDialog: createSelector([selectDialog], (dialog): OrderDialogView | null => {
      if (dialog.kind !== 'dataOrder') return null;
      const rows = dialog.rows.map((row, i) => ({
        row,
        errors: dialog.errors[i] ?? NO_ERRORS,
        taken: dialog.rows.filter((other, j) => j !== i && other.value !== '').map((other) => other.value),
      }));
      return { rows, canAdd: canAddOrderRow(dialog.rows, sortable) };
    }),
  };
}

export type QuerySelectors<S = never> = ReturnType<typeof makeQuerySelectors<S>>;
