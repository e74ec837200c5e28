// The query controls of the people lists: advanced search (document 000 §5), field display and
// data order (document 001 §5). The people slice keeps each list's query (state.ts) and runs
// the events below on it (queryReducer.ts); the people saga sends what it holds. No views here:
// the slice and saga import this at start-up, the screen imports PeopleQueryBar.tsx itself.
export * from './actions';
export type { AdvancedDraftRow, ColumnChoice, OrderDraftRow, PeopleQueryState, QueryDialog, StoredQueryChoices } from './state';
export { initialQueryState } from './state';
export { reduceQuery } from './queryReducer';
export { makeQuerySelectors } from './querySelectors';
export type { QuerySelectors } from './querySelectors';
export { arrangeColumns, shownInOrder } from './columnChoices';
export { readQueryChoices } from './storage';
export { queryStorageSaga } from './queryStorageSaga';
export type { SelectQueryOf } from './queryStorageSaga';
// the query dialogs' own words (peopleQuery.advanced.*, .op.*, …), which the people feature adds
export { default as peopleQueryUi } from './peopleQueryUi';
