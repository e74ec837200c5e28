// Selectors of the people lists. Each identity gets its own memoized set (made once and kept),
// so `useSelector(peopleSelectors(identity).selectPlacementOptions)` returns the same array
// until its tree changes. The query selectors of features/peopleQuery are made over each
// list's `query` and merged in.
import { createSelector } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { OrgTreeKind } from '../../api/org';
import type { Option } from '../../widgets/select/types';
import { makeQuerySelectors } from '../peopleQuery';
import type { PeopleQueryState } from '../peopleQuery';
import { IDENTITY_CONFIG } from './identityConfig';
import { initialListState, PeopleListState, PeopleState, TreeState } from './peopleState';
import { classOptions, unitOptions } from './treeOptions';

export interface StateWithPeople {
  people: PeopleState;
}

/** what a list never opened reads: one shared, never-changing empty entry */
const NEVER_OPENED: PeopleListState = Object.freeze(initialListState()) as PeopleListState;
const NO_TREE: TreeState = Object.freeze({ status: 'idle', nodes: [] }) as TreeState;

export const selectPeople = (state: StateWithPeople): PeopleState => state.people;

export const selectTree =
  (kind: OrgTreeKind) =>
  (state: StateWithPeople): TreeState =>
    state.people.trees[kind] ?? NO_TREE;

function makeSelectors(identity: Identity) {
  const { placement } = IDENTITY_CONFIG[identity];
  const selectList = (state: StateWithPeople): PeopleListState => state.people.lists[identity] ?? NEVER_OPENED;
  const selectPlacementTree = selectTree(placement.tree);
  const query = makeQuerySelectors(identity, (state: StateWithPeople): PeopleQueryState => selectList(state).query);
  return {
    ...query,
    selectList,
    selectDetail: (state: StateWithPeople) => selectList(state).detail,
    selectFilterDraft: (state: StateWithPeople) => selectList(state).filterDraft,
    selectPlacementTree,
    /** the class or unit selector's options, labelled by path */
    selectPlacementOptions: createSelector([(state: StateWithPeople) => selectPlacementTree(state).nodes], (nodes): Option[] =>
      placement.filter === 'classId' ? classOptions(nodes) : unitOptions(nodes),
    ),
    /** what the list call sends: the applied filters, the advanced search and order when set,
     *  and the page */
    selectListQuery: createSelector(
      [
        (s: StateWithPeople) => selectList(s).filters,
        query.selectQueryExtras,
        (s: StateWithPeople) => selectList(s).pageIndex,
        (s: StateWithPeople) => selectList(s).pageSize,
      ],
      (filters, extras, pageIndex, pageSize) => ({ ...filters, ...extras, pageIndex, pageSize }),
    ),
  };
}

export type PeopleSelectors = ReturnType<typeof makeSelectors>;
const made = new Map<Identity, PeopleSelectors>();

export function peopleSelectors(identity: Identity): PeopleSelectors {
  let selectors = made.get(identity);
  if (!selectors) {
    selectors = makeSelectors(identity);
    made.set(identity, selectors);
  }
  return selectors;
}
