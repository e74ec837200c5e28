// The one saga behind the five people lists: the list (through the paged table's fetchPage),
// a person's detail, and the organisation tree of each list's class or unit selector (and, from
// features/peopleQuery, the session copy of each list's order and column display). The
// slice decides when something is due (status 'loading'); each worker checks that status first,
// so an event the slice ignored never causes a call.
import { all, call, fork, put, select } from 'redux-saga/effects';
import { IDENTITIES, Identity } from '../../../shared/domain/people';
import { Envelope } from '../../../shared/protocol/status';
import { PEOPLE_LIST_PATHS, PersonDetail, PersonRow } from '../../../shared/people/api';
import { fetchOrgTree, OrgTreeKind } from '../../api/org';
import { fetchPersonDetail } from '../../api/people';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { reportProblem } from '../ui';
import { IDENTITY_CONFIG } from './identityConfig';
import { DetailState, PeopleListState, TreeState } from './peopleState';
import { peopleSelectors, selectTree, StateWithPeople } from './peopleSelectors';
import { detailFailed, detailLoaded, detailOpened, LIST_RELOADING_EVENTS, listFailed, listLoaded, screenOpened, treeFailed, treeLoaded } from './peopleSlice';
import { takeLatestBy } from '../../lib/keyedEffects';
import { queryStorageSaga } from '../peopleQuery';
import type { PeopleQueryState } from '../peopleQuery';
import { problemOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';
import { listed, succeeded } from '../../lib/reply';

interface PeopleEvent {
  type: string;
  payload?: { identity?: Identity; target?: string };
}

/** The list an event is about: its identity, or the import wizard's target when that is one. */
export const identityOf = (action: PeopleEvent): Identity | undefined => {
  const key = action.payload?.identity ?? action.payload?.target;
  return (IDENTITIES as readonly string[]).includes(key ?? '') ? (key as Identity) : undefined;
};

export function* loadList(identity: Identity) {
  const selectors = peopleSelectors(identity);
  const list: PeopleListState = yield select(selectors.selectList);
  if (list.status !== 'loading') return;
  const query: Record<string, unknown> = yield select(selectors.selectListQuery);
  const page: PageOutcome<PersonRow> = yield call(fetchPage, PEOPLE_LIST_PATHS[identity], query);
  if (page.problem) {
    yield put(listFailed({ identity, problem: page.problem }));
    yield* reportProblem(page.problem);
    return;
  }
  yield put(listLoaded({ identity, rows: page.rows, total: page.total }));
}

export function* loadDetail(identity: Identity) {
  const detail: DetailState = yield select(peopleSelectors(identity).selectDetail);
  if (detail.status !== 'loading' || detail.id === null) return;
  const id = detail.id;
  const envelope: Envelope<PersonDetail> = yield callAsk(fetchPersonDetail, identity, id);
  if (succeeded(envelope)) {
    yield put(detailLoaded({ identity, person: envelope.result }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(detailFailed({ identity, id, problem }));
  yield* reportProblem(problem);
}

export function* loadTree(tree: OrgTreeKind) {
  const state: TreeState = yield select(selectTree(tree));
  if (state.status !== 'loading') return;
  const envelope: Envelope<unknown> = yield callAsk(fetchOrgTree, tree);
  if (listed(envelope)) {
    yield put(treeLoaded({ tree, nodes: Array.isArray(envelope.result) ? envelope.result : [] }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(treeFailed({ tree, problem }));
  yield* reportProblem(problem);
}

const treeOf = (action: PeopleEvent): OrgTreeKind | undefined => {
  const identity = identityOf(action);
  return identity ? IDENTITY_CONFIG[identity].placement.tree : undefined;
};

/** a list's query, for the storage saga; undefined when the list was never opened */
const selectQueryOf =
  (identity: Identity) =>
  (state: StateWithPeople): PeopleQueryState | undefined =>
    state.people.lists[identity]?.query;

export function* peopleSaga() {
  yield all([
    // the list's order and display are kept for the browser session as they are saved
    fork(queryStorageSaga<StateWithPeople>, selectQueryOf),
    // latest per list: a newer search, page or size change (or an import of that identity)
    // makes the older answer stale, so the older read is cancelled rather than raced
    takeLatestBy(LIST_RELOADING_EVENTS, identityOf, (_action, identity) => loadList(identity)),
    // latest per list: only the person opened last is shown
    takeLatestBy(detailOpened.type, identityOf, (_action, identity) => loadDetail(identity)),
    // latest per tree: two lists share a tree (teachers and others); a reopen reads it once more
    takeLatestBy(screenOpened.type, treeOf, (_action, tree) => loadTree(tree)),
  ]);
}
