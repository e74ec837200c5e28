// The query state of one people list (state.people.lists[identity].query): the advanced search
// and the data order the list is read with, the column display choices, and the one dialog
// (advanced search, field display or data order) being edited. Plain data only, so an action
// log replays to the same state.
import type { AdvancedSearchRow, PeopleFieldKey, SearchJoin, SearchOperator, SortOrder } from '../../../shared/people/query';

/** An advanced-search row as the dialog edits it: '' until chosen. */
export interface AdvancedDraftRow {
  join: SearchJoin;
  field: PeopleFieldKey | '';
  operator: SearchOperator | '';
  value: string;
}

/** A data order row as the dialog edits it (document 001 §3 "Ordering row"): '' until chosen. */
export interface OrderDraftRow {
  value: PeopleFieldKey | '';
  order: SortOrder | '';
}

/** Per row, the message key of each part that failed validation. */
export type RowErrors<Part extends string> = Partial<Record<Part, string>>;
export type AdvancedRowErrors = RowErrors<'field' | 'operator' | 'value'>;
export type OrderRowErrors = RowErrors<'value' | 'order'>;

/** A column of the list and whether it is shown; an ordered array of these is a display. */
export interface ColumnChoice {
  key: string;
  shown: boolean;
}

export type QueryDialog =
  | { kind: 'closed' }
  | { kind: 'advancedSearch'; rows: AdvancedDraftRow[]; errors: AdvancedRowErrors[] }
  | { kind: 'fieldDisplay'; rows: ColumnChoice[]; notice: string | null }
  | { kind: 'dataOrder'; rows: OrderDraftRow[]; errors: OrderRowErrors[] };

export type QueryDialogKind = Exclude<QueryDialog['kind'], 'closed'>;

export interface PeopleQueryState {
  /** the applied advanced search; [] when none */
  advancedSearch: AdvancedSearchRow[];
  /** the applied order, 'field ORDER,...'; '' for the default (newest first) */
  dataSortStr: string;
  /** the column display; null for the list's default */
  columns: ColumnChoice[] | null;
  dialog: QueryDialog;
}

/** What a browser session keeps of a list's query (document 001 §7): order and display only. */
export interface StoredQueryChoices {
  dataSortStr: string;
  columns: ColumnChoice[] | null;
}

export const CLOSED_DIALOG: QueryDialog = { kind: 'closed' };

/** A list's query on opening: no advanced search (every visit is a fresh search), the order
 *  and display this browser session chose for the list. */
export const initialQueryState = (choices?: StoredQueryChoices | null): PeopleQueryState => ({
  advancedSearch: [],
  dataSortStr: choices?.dataSortStr ?? '',
  columns: choices?.columns ?? null,
  dialog: CLOSED_DIALOG,
});
