// One slice for the five people lists, keyed by identity. Actions are events carrying the
// identity ("people/pageChanged {identity: 'STUDENT', pageIndex: 2}"); each part of an entry
// is a status machine that ignores events out of turn, and an event for a list never opened
// is ignored too.
//
// Whenever a list must be read again the reducer sets status 'loading' (and a tree 'loading'
// when a screen opens); the saga reads whatever is 'loading', so the reducer alone decides
// when a call happens.
//
// The query dialogs' events (`peopleQuery/…`, features/peopleQuery) run on the named list's
// `query`; when its advanced search or order changed, the list is read again from page 1.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { OrgTreeNode, PersonDetail, PersonRow } from '../../../shared/people/api';
import type { OrgTreeKind } from '../../api/org';
import { importFinished, importUndone } from '../importWizard';
import { photoImportFinished } from '../photoImport';
import { isPeopleQueryEvent, peopleListOpened, QUERY_APPLYING_EVENTS, reduceQuery } from '../peopleQuery';
import { IDENTITY_CONFIG } from './identityConfig';
import { closedDetail, FilterValue, initialListState, initialPeopleState, PeopleFilterValues, PeopleListState, PeopleState } from './peopleState';
import { Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';
import { filteredList } from '../../lib/filteredList';

type ForIdentity<T = object> = PayloadAction<{ identity: Identity } & T>;

/** Runs `change` on the list of the action's identity, when that screen has been opened. */
const onList =
  <T>(change: (list: PeopleListState, payload: { identity: Identity } & T) => void) =>
  (state: PeopleState, action: ForIdentity<T>) => {
    const list = state.lists[action.payload.identity];
    if (list) change(list, action.payload);
  };

const reload = pagedList.reload;

/** An import of this identity changed the list: read it again (the wizard's target names it). */
const reloadTarget = (state: PeopleState, action: PayloadAction<{ target: string }>) => {
  const list = state.lists[action.payload.target as Identity];
  if (list) reload(list);
};

const peopleSlice = createSlice({
  name: 'people',
  initialState: initialPeopleState,
  reducers: {
    filterChanged: onList<{ name: keyof PeopleFilterValues; value: FilterValue | null }>((list, { name, value }) => {
      if (value === null || value === '') delete list.filterDraft[name];
      else list.filterDraft[name] = value;
    }),
    filtersSubmitted: onList<{ filters: PeopleFilterValues }>((list, { filters }) => filteredList.submitted(list, filters)),
    filtersReset: onList((list) => filteredList.reset(list)),
    pageChanged: onList<{ pageIndex: number }>((list, { pageIndex }) => pagedList.toPage(list, pageIndex)),
    pageSizeChanged: onList<{ pageSize: number }>((list, { pageSize }) => pagedList.toPageSize(list, pageSize)),
    listLoaded: onList<{ rows: PersonRow[]; total: number }>((list, { rows, total }) => pagedList.loaded(list, rows, total)),
    listFailed: onList<{ problem: Problem }>((list, { problem }) => pagedList.failed(list, problem)),
    detailOpened: onList<{ id: number }>((list, { id }) => {
      list.detail = { status: 'loading', id, person: null };
    }),
    detailLoaded: onList<{ person: PersonDetail }>((list, { person }) => {
      // an answer for a person no longer asked for (closed, or another opened) is dropped
      if (list.detail.status !== 'loading' || list.detail.id !== person.id) return;
      list.detail = { status: 'ready', id: person.id, person };
    }),
    detailFailed: onList<{ id: number; problem: Problem }>((list, { id }) => {
      if (list.detail.status === 'loading' && list.detail.id === id) list.detail.status = 'failed';
    }),
    detailClosed: onList((list) => {
      list.detail = closedDetail;
    }),
    treeLoaded(state, action: PayloadAction<{ tree: OrgTreeKind; nodes: OrgTreeNode[] }>) {
      const tree = state.trees[action.payload.tree];
      if (tree?.status === 'loading') state.trees[action.payload.tree] = { status: 'loaded', nodes: action.payload.nodes };
    },
    /** the selector keeps the tree it had; the saga shows the toast */
    treeFailed(state, action: PayloadAction<{ tree: OrgTreeKind; problem: Problem }>) {
      const tree = state.trees[action.payload.tree];
      if (tree?.status === 'loading') tree.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // a list opened (peopleQuery's peopleListOpened, the event `people/screenOpened`)
    builder.addCase(peopleListOpened, (state, action) => {
      const { identity, choices } = action.payload;
      // every visit starts from a fresh search on page 1 (document 002 §2 clears stored search
      // parameters before each navigation); the order and display are the session's choices
      const list = (state.lists[identity] = initialListState(choices));
      reload(list);
      // the tree is read again on every visit (an organisation import may have changed it);
      // the old one stays on show meanwhile
      const kind = IDENTITY_CONFIG[identity].placement.tree;
      state.trees[kind] = { nodes: state.trees[kind]?.nodes ?? [], status: 'loading' };
    });
    builder.addCase(importFinished, reloadTarget);
    builder.addCase(importUndone, reloadTarget);
    // a photo import places photos and may add people (the zip's spreadsheet): read the list again
    builder.addCase(photoImportFinished, (state, action) => {
      const list = state.lists[action.payload.identity];
      if (list) reload(list);
    });
    builder.addMatcher(isPeopleQueryEvent, (state, action) => {
      const list = state.lists[action.payload.identity];
      if (!list) return;
      const { query, reload: due } = reduceQuery(list.query, action);
      list.query = query;
      if (due) {
        list.pageIndex = 1;
        reload(list);
      }
    });
  },
});

/** A list opened: peopleQuery's event, the people slice's to dispatch. */
export const screenOpened = peopleListOpened;

export const {
  filterChanged,
  filtersSubmitted,
  filtersReset,
  pageChanged,
  pageSizeChanged,
  listLoaded,
  listFailed,
  detailOpened,
  detailLoaded,
  detailFailed,
  detailClosed,
  treeLoaded,
  treeFailed,
} = peopleSlice.actions;

/** Every event after which a list is read again (when the slice accepted it). */
export const LIST_RELOADING_EVENTS = [
  screenOpened.type,
  filtersSubmitted.type,
  filtersReset.type,
  pageChanged.type,
  pageSizeChanged.type,
  importFinished.type,
  importUndone.type,
  photoImportFinished.type,
  ...QUERY_APPLYING_EVENTS,
];

export default peopleSlice.reducer;
