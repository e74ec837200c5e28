// The organisation screen's saga: the unit tree and the chosen unit's children. The slice
// decides when each is due (status 'loading'); each worker checks that status first.
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import { ORG_PATHS, OrgUnitRow } from '../../../shared/people/api';
import { fetchDeptBranch, fetchOrgTree } from '../../api/org';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { reportProblem } from '../ui';
import { selectBranch, selectTree, selectUnitList, selectUnitListQuery } from './organizationSelectors';
import {
  branchFailed,
  branchLoaded,
  LIST_RELOADING_EVENTS,
  listFailed,
  listLoaded,
  nodeSelected,
  TREE_RELOADING_EVENTS,
  treeFailed,
  treeLoaded,
} from './organizationSlice';
import type { OrganizationState } from './organizationState';
import { problemOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';
import { listed, succeeded } from '../../lib/reply';

export function* loadTree() {
  const tree: OrganizationState['tree'] = yield select(selectTree);
  if (tree.status !== 'loading') return;
  const envelope: Envelope<unknown> = yield callAsk(fetchOrgTree, 'units');
  if (listed(envelope)) {
    yield put(treeLoaded({ nodes: Array.isArray(envelope.result) ? envelope.result : [] }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(treeFailed({ problem }));
  yield* reportProblem(problem);
}

/** A chosen unit's branch, read again through the department tree by its id. */
export function* loadBranch() {
  const branch: OrganizationState['branch'] = yield select(selectBranch);
  if (branch.status !== 'loading' || branch.id === null) return;
  const envelope: Envelope<unknown> = yield callAsk(fetchDeptBranch, branch.id);
  if (succeeded(envelope)) {
    yield put(branchLoaded({ id: branch.id, nodes: Array.isArray(envelope.result) ? envelope.result : [] }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(branchFailed({ id: branch.id, problem }));
  yield* reportProblem(problem);
}

export function* loadUnits() {
  const list: OrganizationState['list'] = yield select(selectUnitList);
  if (list.status !== 'loading') return;
  const query: Record<string, unknown> = yield select(selectUnitListQuery);
  const page: PageOutcome<OrgUnitRow> = yield call(fetchPage, ORG_PATHS.unitList, query);
  if (page.problem) {
    yield put(listFailed({ problem: page.problem }));
    yield* reportProblem(page.problem);
    return;
  }
  yield put(listLoaded({ rows: page.rows, total: page.total }));
}

export function* organizationSaga() {
  yield all([
    // takeLatest: a newer reason to read the tree (a reopen, another import) supersedes the older read
    takeLatest(TREE_RELOADING_EVENTS, loadTree),
    // takeLatest: clicking through the tree quickly must show the last unit's children, not
    // whichever answer arrives last
    takeLatest(LIST_RELOADING_EVENTS, loadUnits),
    // the last chosen unit's branch; an earlier choice's read is cancelled
    takeLatest(nodeSelected.type, loadBranch),
  ]);
}
