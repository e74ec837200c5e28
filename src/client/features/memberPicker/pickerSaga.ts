// The add-member picker's saga (document 000 §4 "Member picker"; STYLE.md #6, #7). One session
// per opening, raced against closing it and signing out, so either one cancels whatever is under
// way (a candidate page, the unit tree, fixing select all) and the session ends in
// `members/pickerCancelled`.
//
//   pickerOpened → candidate page 1 (again on every search, page, size or group) and the unit tree
//   rowToggled / pageToggled → picks (in select-all mode: exclusions)
//   selectAllClicked → the search in force is read once more and its total fixed → allSelected
//   cancelAllClicked → nothing selected
//   confirmClicked → rules (confirmRejected: 请选择数据 / 最多选择二十个班级) → confirmAccepted → add
//   → membersAdded (closed; the screens read their lists again) | addFailed (the server's msg)
//
// Select all never fetches every id: the add call carries isAll, the search and the exclusions,
// and the server applies them as one query.
import type { Task } from 'redux-saga';
import { all, call, CallEffect, cancel, cancelled, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AddMembersResult, CandidateRow } from '../../../shared/members/api';
import { Envelope } from '../../../shared/protocol';
import { addChatMembers, addMatrixMembers, addRolePermMembers } from '../../api/members';
import { fetchOrgTree } from '../../api/org';
import { addPresetPeople } from '../../api/presetServices';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { signedOut, signOutRequested } from '../session';
import { toastShown } from '../ui';
import {
  addFailed,
  allSelected,
  candidatesFailed,
  candidatesLoaded,
  closed,
  confirmAccepted,
  confirmClicked,
  confirmRejected,
  LIST_EVENTS,
  membersAdded,
  pickerCancelled,
  pickerOpened,
  selectAllClicked,
  selectAllFailed,
  unitsFailed,
  unitsLoaded,
} from './pickerSlice';
import { selectAddRequest, selectCandidateCall, selectPicker, selectPickerClosed, selectPickerStatus } from './selectors';
import type { PickerState, PickerStatus } from './state';
import { AddRequest, UNIT_TREE } from './targets';
import { confirmProblem } from './validation';
import { problemOf, messageOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { listed, succeeded } from '../../lib/reply';

/** The add call of the request's kind, its body checked against that call. */
function addCall(request: AddRequest): CallEffect<Envelope<AddMembersResult>> {
  if (request.call === 'perm') return callAsk(addRolePermMembers, request.body);
  if (request.call === 'matrix') return callAsk(addMatrixMembers, request.body);
  if (request.call === 'preset') return callAsk(addPresetPeople, request.body);
  return callAsk(addChatMembers, request.body);
}

export function* membersSaga() {
  // takeLeading: the picker is modal, so an opening while a session runs is ignored, exactly as
  // the slice ignores it.
  yield takeLeading(pickerOpened.type, pickerSession);
}

export function* pickerSession() {
  const status: PickerStatus = yield select(selectPickerStatus);
  if (status !== 'open') return; // the slice refused the opening
  // a close is accepted only while the add call is not out
  yield* runDialog(call(pickerFlow), { closeType: closed.type, isClosed: selectPickerClosed, signOut: [signOutRequested.type, signedOut.type] });
}

export function* pickerFlow() {
  try {
    // Attached forks: cancelling the flow cancels each of them and the call they wait on.
    const tasks: Task[] = yield all([
      // takeLatest: a newer search, page, size or group makes the page under way stale.
      takeLatest(
        LIST_EVENTS.filter((type) => type !== pickerOpened.type),
        loadCandidates,
      ),
      // takeLatest: a second press of select all fixes the total afresh.
      takeLatest(selectAllClicked.type, fixSelectAll),
      fork(loadCandidates),
      fork(loadUnits),
    ]);
    while (true) {
      // A blocking take: while the add is out, another click is not listened to.
      yield take(confirmClicked.type);
      const added: boolean = yield call(confirm);
      if (added) {
        // the picker is closed: this opening is over, and so are its watchers
        yield cancel(tasks);
        return;
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(pickerCancelled());
  }
}

/** The candidate page of the search in force. */
export function* loadCandidates() {
  const s: PickerState = yield select(selectPicker);
  if (s.list.status !== 'loading') return;
  const c: { url: string; body: Record<string, unknown> } | null = yield select(selectCandidateCall);
  if (!c) return;
  const page: PageOutcome<CandidateRow> = yield call(fetchPage, c.url, c.body);
  if (page.problem) yield put(candidatesFailed({ problem: page.problem }));
  else yield put(candidatesLoaded({ rows: page.rows, total: page.total }));
}

/** Select all across pages: the search in force is read once more (the page in view, so the
 *  rows shown agree) and its total becomes the fixed total. No id is fetched. */
export function* fixSelectAll() {
  const s: PickerState = yield select(selectPicker);
  if (!s.selectingAll) return;
  const c: { url: string; body: Record<string, unknown> } | null = yield select(selectCandidateCall);
  if (!c) return;
  const page: PageOutcome<CandidateRow> = yield call(fetchPage, c.url, c.body);
  const now: PickerState = yield select(selectPicker);
  if (!now.selectingAll) return; // a new search came first
  if (page.problem) {
    yield put(selectAllFailed({ problem: page.problem }));
    return;
  }
  yield put(candidatesLoaded({ rows: page.rows, total: page.total }));
  yield put(allSelected({ fixedTotal: page.total }));
}

/** The organisation tree of the unit filter (students and classes by faculty or major, teachers
 *  by department). */
export function* loadUnits() {
  const s: PickerState = yield select(selectPicker);
  const tree = UNIT_TREE[s.kind];
  if (s.units.status !== 'loading' || !tree) return;
  const reply: Envelope<unknown> = yield callAsk(fetchOrgTree, tree);
  if (listed(reply)) {
    yield put(unitsLoaded({ nodes: Array.isArray(reply.result) ? reply.result : [] }));
  } else {
    yield put(unitsFailed({ problem: problemOf(reply) }));
  }
}

/** Confirm: the rules, then the add. True once the people were added. */
export function* confirm() {
  const s: PickerState = yield select(selectPicker);
  if (s.status !== 'open' || s.selectingAll || !s.target) return false;
  const problem = confirmProblem(s.kind, s.selection, s.target.target === 'MATRIX_DEPT' && s.levelId === null);
  if (problem) {
    yield put(confirmRejected({ message: problem }));
    return false;
  }
  const request: AddRequest | null = yield select(selectAddRequest);
  if (!request) return false;
  yield put(confirmAccepted());
  const reply: Envelope<AddMembersResult | null> = yield addCall(request);
  if (succeeded(reply)) {
    const added = Number(reply.result?.added ?? 0);
    const skipped = Number(reply.result?.skipped ?? 0);
    yield put(membersAdded({ target: s.target, kind: s.kind, added, skipped }));
    yield put(toastShown({ kind: 'success', key: 'membersUi.added', params: { added } }));
    return true;
  }
  // a failed add shows the server's message (document 000 §8); the selection stays
  yield put(addFailed({ message: messageOf(reply) }));
  return false;
}
