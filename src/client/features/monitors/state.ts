// The monitors' state: the screen (monitors, the one chosen and its APIs of one type) and the
// add data API / add service API dialog (document 001 §2, §3 "API add", §4, §5, §7). Plain data.
//
//   closed ──addOpened──> open ──addAccepted──> adding ──apisAdded──> closed
//   open ──addRejected──> open (请选择数据)          adding ──addFailed──> open (the server's msg)
//   open ──addClosed──> (the saga ends) ──addCancelled──> closed
import type { ApiCandidateRow, ApiSearchRow, MonitorApiRow, MonitorRow } from '../../../shared/members/monitorApi';
import { ApiStatus, ApiType, PICKER_DEFAULT_PAGE_SIZE, QuoteType } from '../../../shared/members/constants';
import { emptySelection, Selection } from '../../../shared/members/selection';
import type { SearchJoin, SearchOperator } from '../../../shared/people/query';
import type { Message } from '../../lib/problem';
import { initialPagedList, PagedList } from '../../lib/pagedList';

export interface MonitorScreenState {
  monitors: PagedList<MonitorRow> & { nameDraft: string; name: string };
  monitorId: number | null;
  apis: PagedList<MonitorApiRow> & { type: ApiType };
}

/** The filter form as chosen and typed; '' is "not chosen". */
export interface ApiQueryValues {
  type: ApiType;
  name: string;
  note: string;
  quoteType: QuoteType | '';
  apiServeDataProjectId: number | '';
  status: ApiStatus | '';
}
export type ApiQueryName = keyof ApiQueryValues;

/** An advanced-search row as edited: '' parts not chosen yet. */
export interface ApiDraftRow {
  join: SearchJoin;
  field: string;
  operator: SearchOperator | '';
  value: string;
}
export type ApiRowErrors = Partial<Record<'field' | 'operator' | 'value', string>>;

export interface AdvancedState {
  /** the rows in force (sent with the list and with isAll) */
  applied: ApiSearchRow[];
  /** the builder, while open */
  draft: ApiDraftRow[] | null;
  errors: ApiRowErrors[];
}

export interface ApiAddState {
  status: 'closed' | 'open' | 'adding';
  monitorId: number | null;
  monitorName: string;
  draft: ApiQueryValues;
  query: ApiQueryValues;
  advanced: AdvancedState;
  list: PagedList<ApiCandidateRow> & { fixedCount: number };
  selection: Selection;
  selectingAll: boolean;
  /** the search select all applied to (sent with isAll) */
  allQuery: { query: ApiQueryValues; advancedSearch: ApiSearchRow[] } | null;
  message: Message | null;
}

export interface MonitorsState {
  screen: MonitorScreenState;
  dialog: ApiAddState;
}

const paged = <R>(pageSize: number): PagedList<R> => ({ ...initialPagedList<R>(), pageSize });

export const emptyQuery = (type: ApiType): ApiQueryValues => ({ type, name: '', note: '', quoteType: '', apiServeDataProjectId: '', status: '' });

export const initialScreen: MonitorScreenState = {
  // the paged table's default page size (40, document 002 §2), as every list
  monitors: { ...initialPagedList<MonitorRow>(), nameDraft: '', name: '' },
  monitorId: null,
  apis: { ...initialPagedList<MonitorApiRow>(), type: 'DATA_API' },
};
export const closedDialog: ApiAddState = {
  status: 'closed',
  monitorId: null,
  monitorName: '',
  draft: emptyQuery('DATA_API'),
  query: emptyQuery('DATA_API'),
  advanced: { applied: [], draft: null, errors: [] },
  list: { ...paged<ApiCandidateRow>(PICKER_DEFAULT_PAGE_SIZE), fixedCount: 0 },
  selection: emptySelection(),
  selectingAll: false,
  allQuery: null,
  message: null,
};
export const initialMonitorsState: MonitorsState = { screen: initialScreen, dialog: closedDialog };
