// The monitors' saga: the screen's lists, and one session per opening of the add data API / add
// service API dialog (document 001 §4 "API add", §7; STYLE.md #6, #7), raced against closing it
// and signing out, so either one cancels the page under way and the session ends in
// `apiAdd/addCancelled`.
//
//   addOpened → candidate page 1 (again on every search, page, size or advanced search)
//   rowToggled / pageToggled → picks (in select-all mode: exclusions; rows already in the monitor
//   are fixed) · selectAllClicked → the search is read once more: total − fixedCount → allSelected
//   addClicked → addRejected (请选择数据) | addAccepted → add (monitorId, type, isAll, checkIds)
//   → apisAdded (closed; the screen reads its lists again) | addFailed (the server's msg)
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { AddMembersResult } from '../../../shared/members/api';
import { ApiCandidateBody, ApiCandidatePage, MONITOR_PATHS, MonitorAddApiBody, MonitorApiRow, MonitorRow } from '../../../shared/members/monitorApi';
import { MAX_WIRE_IDS } from '../../../shared/members/constants';
import { isEmptySelection } from '../../../shared/members/selection';
import { Envelope, Status } from '../../../shared/protocol';
import { addMonitorApis, fetchApiCandidates } from '../../api/members';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { signedOut, signOutRequested } from '../session';
import { reportProblem, toastShown } from '../ui';
import {
  addAccepted,
  addCancelled,
  addClicked,
  addClosed,
  addFailed,
  addOpened,
  addRejected,
  allSelected,
  apisAdded,
  CANDIDATE_EVENTS,
  candidatesFailed,
  candidatesLoaded,
  selectAllClicked,
  selectAllFailed,
} from './apiAddSlice';
import { API_EVENTS, apisFailed, apisLoaded, MONITOR_EVENTS, monitorsFailed, monitorsLoaded } from './monitorsSlice';
import { selectAddBody, selectApiAdd, selectApiAddClosed, selectCandidateBody, selectScreen } from './selectors';
import type { ApiAddState, MonitorScreenState } from './state';
import { Problem, problemOf, messageOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { succeeded } from '../../lib/reply';

function* report(problem: Problem) {
  yield* reportProblem(problem);
}

export function* monitorsSaga() {
  yield all([
    // takeLatest: a newer search or page makes the older answer stale.
    takeLatest(MONITOR_EVENTS, loadMonitors),
    // takeLatest: only the monitor and type chosen last are shown.
    takeLatest(API_EVENTS, loadMonitorApis),
    // takeLeading: the dialog is modal, so an opening while a session runs is ignored.
    takeLeading(addOpened.type, addSession),
  ]);
}

// ---- the screen ----------------------------------------------------------------------------

export function* loadMonitors() {
  const s: MonitorScreenState = yield select(selectScreen);
  if (s.monitors.status !== 'loading') return;
  const page: PageOutcome<MonitorRow> = yield call(fetchPage, MONITOR_PATHS.monitorList, {
    name: s.monitors.name,
    pageIndex: s.monitors.pageIndex,
    pageSize: s.monitors.pageSize,
  });
  if (page.problem) {
    yield put(monitorsFailed({ problem: page.problem }));
    yield* report(page.problem);
  } else {
    yield put(monitorsLoaded({ rows: page.rows, total: page.total }));
  }
}

export function* loadMonitorApis() {
  const s: MonitorScreenState = yield select(selectScreen);
  const { monitorId } = s;
  if (s.apis.status !== 'loading' || monitorId === null) return;
  const { type } = s.apis;
  const page: PageOutcome<MonitorApiRow> = yield call(fetchPage, MONITOR_PATHS.monitorApiList, {
    monitorId,
    type,
    pageIndex: s.apis.pageIndex,
    pageSize: s.apis.pageSize,
  });
  if (page.problem) {
    yield put(apisFailed({ monitorId, type, problem: page.problem }));
    yield* report(page.problem);
  } else {
    yield put(apisLoaded({ monitorId, type, rows: page.rows, total: page.total }));
  }
}

// ---- the add dialog --------------------------------------------------------------------------

export function* addSession() {
  const d: ApiAddState = yield select(selectApiAdd);
  if (d.status !== 'open') return;
  // a close is accepted only while the add is not out
  yield* runDialog(call(addFlow), { closeType: addClosed.type, isClosed: selectApiAddClosed, signOut: [signOutRequested.type, signedOut.type] });
}

export function* addFlow() {
  try {
    const tasks: Task[] = yield all([
      // takeLatest: a newer search, page, size or advanced search makes the page under way stale.
      takeLatest(CANDIDATE_EVENTS, loadCandidates),
      // takeLatest: a second press of select all fixes the total afresh.
      takeLatest(selectAllClicked.type, fixSelectAll),
      fork(loadCandidates),
    ]);
    while (true) {
      // A blocking take: while the add is out, another click is not listened to.
      yield take(addClicked.type);
      const added: boolean = yield call(addApis);
      if (added) {
        yield cancel(tasks);
        return;
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(addCancelled());
  }
}

/** One page of the candidate list; a failure comes back as a problem. */
export function* readCandidates(body: ApiCandidateBody) {
  const reply: Envelope<ApiCandidatePage | null> = yield callAsk(fetchApiCandidates, body);
  if (reply.status === Status.EMPTY) return { rows: [], total: 0, fixedCount: 0 };
  if (!succeeded(reply) || !reply.result) return { problem: problemOf(reply) };
  const { data, total, fixedCount } = reply.result;
  return { rows: Array.isArray(data) ? data : [], total: Number(total) || 0, fixedCount: Number(fixedCount) || 0 };
}
type CandidateOutcome = { rows: ApiCandidatePage['data']; total: number; fixedCount: number; problem?: undefined } | { problem: Problem };

export function* loadCandidates() {
  const d: ApiAddState = yield select(selectApiAdd);
  if (d.list.status !== 'loading') return;
  const body: ApiCandidateBody | null = yield select(selectCandidateBody);
  if (!body) return;
  const page: CandidateOutcome = yield call(readCandidates, body);
  if (page.problem) yield put(candidatesFailed({ problem: page.problem }));
  else yield put(candidatesLoaded({ rows: page.rows, total: page.total, fixedCount: page.fixedCount }));
}

/** Select all across pages: the search is read once more and the rows not yet in the monitor
 *  (total − fixedCount) become the fixed total. No id is fetched. */
export function* fixSelectAll() {
  const d: ApiAddState = yield select(selectApiAdd);
  if (!d.selectingAll) return;
  const body: ApiCandidateBody | null = yield select(selectCandidateBody);
  if (!body) return;
  const page: CandidateOutcome = yield call(readCandidates, body);
  const now: ApiAddState = yield select(selectApiAdd);
  if (!now.selectingAll) return; // a new search came first
  if (page.problem) {
    yield put(selectAllFailed({ problem: page.problem }));
    return;
  }
  yield put(candidatesLoaded({ rows: page.rows, total: page.total, fixedCount: page.fixedCount }));
  yield put(allSelected({ fixedTotal: Math.max(0, page.total - page.fixedCount) }));
}

/** The add: 请选择数据 when nothing is selected; else the add call. True once added. */
export function* addApis() {
  const d: ApiAddState = yield select(selectApiAdd);
  if (d.status !== 'open' || d.selectingAll || d.monitorId === null) return false;
  if (isEmptySelection(d.selection)) {
    yield put(addRejected({ message: { key: 'picker.selectData' } }));
    return false;
  }
  const body: MonitorAddApiBody | null = yield select(selectAddBody);
  if (!body) return false;
  // one call lists at most so many picks (or exclusions): select all covers more
  if (body.checkIds.length > MAX_WIRE_IDS) {
    yield put(addRejected({ message: { key: 'membersUi.tooManyPicks', params: { max: MAX_WIRE_IDS } } }));
    return false;
  }
  yield put(addAccepted());
  const reply: Envelope<AddMembersResult | null> = yield callAsk(addMonitorApis, body);
  if (succeeded(reply)) {
    const added = Number(reply.result?.added ?? 0);
    yield put(apisAdded({ monitorId: body.monitorId, type: body.type, added }));
    yield put(toastShown({ kind: 'success', key: 'membersUi.api.added', params: { added } }));
    return true;
  }
  yield put(addFailed({ message: messageOf(reply) }));
  return false;
}
