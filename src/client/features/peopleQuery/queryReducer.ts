// The reducer of one list's query (state.ts), built from the cases of the three dialogs. The
// people slice runs it on the list an event names and reads the list again on page 1 when the
// advanced search or the order it is read with changed.
import { createReducer, UnknownAction } from '@reduxjs/toolkit';
import { addAdvancedSearchCases } from './advancedSearchCases';
import { queryDialogClosed } from './actions';
import { addDataOrderCases } from './dataOrderCases';
import { addFieldDisplayCases } from './fieldDisplayCases';
import { CLOSED_DIALOG, initialQueryState, PeopleQueryState } from './state';

export const queryReducer = createReducer(initialQueryState(), (builder) => {
  addAdvancedSearchCases(builder);
  addFieldDisplayCases(builder);
  addDataOrderCases(builder);
  builder.addCase(queryDialogClosed, (query) => {
    query.dialog = CLOSED_DIALOG;
  });
});

const applied = (query: PeopleQueryState) => `${JSON.stringify(query.advancedSearch)}|${query.dataSortStr}`;

/** Runs an event on a list's query; `reload` says whether what the list is read with changed. */
export function reduceQuery(query: PeopleQueryState, action: UnknownAction): { query: PeopleQueryState; reload: boolean } {
  const before = applied(query);
  const next = queryReducer(query, action);
  return { query: next, reload: applied(next) !== before };
}
