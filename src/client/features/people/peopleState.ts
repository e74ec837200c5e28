// The state of the people lists: one entry per identity (state.people.lists[identity]) and the
// organisation trees their selectors offer (state.people.trees[kind]). Plain data only, so an
// action log replays to the same state. Each list's advanced search, order, column display and
// query dialog are its `query` (features/peopleQuery/state.ts).
import type { Identity } from '../../../shared/domain/people';
import type { OrgTreeNode, PeopleFilterName, PersonDetail, PersonRow } from '../../../shared/people/api';
import type { OrgTreeKind } from '../../api/org';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE } from '../../widgets/pagedTable/pagedQuery';
import { initialQueryState, PeopleQueryState, StoredQueryChoices } from '../peopleQuery';
import { Problem } from '../../lib/problem';

export type FilterValue = string | number;
export type PeopleFilterValues = Partial<Record<PeopleFilterName, FilterValue>>;

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type DetailStatus = 'closed' | 'loading' | 'ready' | 'failed';
export type TreeStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface DetailState {
  status: DetailStatus;
  /** the person asked for; null when closed */
  id: number | null;
  person: PersonDetail | null;
}

export interface PeopleListState {
  /** what the filter form shows, applied only when searched */
  filterDraft: PeopleFilterValues;
  /** the filters of the current list */
  filters: PeopleFilterValues;
  pageIndex: number;
  pageSize: number;
  rows: PersonRow[];
  total: number;
  status: ListStatus;
  problem: Problem | null;
  detail: DetailState;
  /** advanced search and order (sent with the filters), column display, the open query dialog */
  query: PeopleQueryState;
}

export interface TreeState {
  status: TreeStatus;
  nodes: OrgTreeNode[];
}

export interface PeopleState {
  lists: Partial<Record<Identity, PeopleListState>>;
  trees: Partial<Record<OrgTreeKind, TreeState>>;
}

export const closedDetail: DetailState = { status: 'closed', id: null, person: null };

/** A list as it opens: `choices` are the order and display this browser session kept for it. */
export const initialListState = (choices?: StoredQueryChoices | null): PeopleListState => ({
  filterDraft: {},
  filters: {},
  pageIndex: DEFAULT_PAGE_INDEX,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  // a list is shown only to be read: it is loading until its first answer (never "0 people")
  status: 'loading',
  problem: null,
  detail: closedDetail,
  query: initialQueryState(choices),
});

export const initialPeopleState: PeopleState = { lists: {}, trees: {} };
