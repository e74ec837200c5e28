// The one saga behind the four member screens: a screen's groups (roles and labels through their
// GET lists, departments and chat classes paged) and the chosen group's members (paged). The slice
// decides when a list is due ('loading'); each worker checks that first, so an event the slice
// ignored never causes a call.
//
// Removal, in the add-member picker's manner (features/memberPicker/pickerSaga.ts):
//   memberSelectAllClicked → the list is read once more under its filters, its total fixed →
//     memberAllSelected | memberSelectAllFailed (no id is fetched: the server resolves select all)
//   removeConfirmed → one remove call of the ticks → membersRemoved (toast: how many) | removeFailed
// The removal races leaving the screen and signing out (lib/dialogRun), either of which cancels
// the call under way and ends in removalAbandoned.
import { all, call, cancelled, put, select } from 'redux-saga/effects';
import type { LabelRow, MemberRow, RemovedResult, RoleRow } from '../../../shared/members/api';
import type { MemberTarget } from '../../../shared/members/constants';
import { Envelope } from '../../../shared/protocol/status';
import { fetchLabels, fetchRoles, removeMembers } from '../../api/members';
import { takeLatestBy, takeLeadingBy } from '../../lib/keyedEffects';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { signedOut, signOutRequested } from '../session';
import { reportProblem, toastShown } from '../ui';
import {
  GROUP_EVENTS,
  groupsFailed,
  groupsLoaded,
  MEMBER_EVENTS,
  memberAllSelected,
  memberSelectAllClicked,
  memberSelectAllFailed,
  membersFailed,
  membersLoaded,
  membersRemoved,
  removalAbandoned,
  removeCancelled,
  removeConfirmed,
  removeFailed,
} from './memberScreensSlice';
import { isMemberTarget, SCREEN_CONFIGS } from './screenConfigs';
import { screenSelectors } from './selectors';
import type { GroupRow, MemberScreenState } from './state';
import { messageOf, Problem, problemOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { listed, succeeded } from '../../lib/reply';

interface ScreenEvent {
  type: string;
  payload?: { target?: unknown };
}

/** The screen an event is about: its target, or the target of the picker's `membersAdded`. */
export const targetOf = (action: ScreenEvent): MemberTarget | undefined => {
  const t = action.payload?.target;
  const key = t && typeof t === 'object' ? (t as { target?: unknown }).target : t;
  return isMemberTarget(key) ? key : undefined;
};

function* report(problem: Problem) {
  yield* reportProblem(problem);
}

export function* loadGroups(target: MemberTarget) {
  const s: MemberScreenState = yield select(screenSelectors(target).selectScreen);
  if (s.groups.status !== 'loading') return;
  const config = SCREEN_CONFIGS[target];
  if (config.groups.kind === 'get') {
    const reply: Envelope<(RoleRow | LabelRow)[] | null> = target === 'ROLE' ? yield callAsk(fetchRoles) : yield callAsk(fetchLabels);
    if (listed(reply)) {
      const rows = Array.isArray(reply.result) ? reply.result : [];
      yield put(groupsLoaded({ target, rows, total: rows.length }));
      return;
    }
    const problem = problemOf(reply);
    yield put(groupsFailed({ target, problem }));
    yield* report(problem);
    return;
  }
  const page: PageOutcome<GroupRow> = yield call(fetchPage, config.groups.path, {
    name: s.groups.name,
    ...(config.groups.byLevel ? { levelName: s.groups.level } : {}),
    pageIndex: s.groups.pageIndex,
    pageSize: s.groups.pageSize,
  });
  if (page.problem) {
    yield put(groupsFailed({ target, problem: page.problem }));
    yield* report(page.problem);
  } else {
    yield put(groupsLoaded({ target, rows: page.rows, total: page.total }));
  }
}

export function* loadMembers(target: MemberTarget) {
  const s: MemberScreenState = yield select(screenSelectors(target).selectScreen);
  const groupId = s.groupId;
  if (s.members.status !== 'loading' || groupId === null) return;
  const body = { ...SCREEN_CONFIGS[target].memberBody(groupId, s.members.filters), pageIndex: s.members.pageIndex, pageSize: s.members.pageSize };
  const page: PageOutcome<MemberRow> = yield call(fetchPage, SCREEN_CONFIGS[target].memberPath, body);
  if (page.problem) {
    yield put(membersFailed({ target, groupId, problem: page.problem }));
    yield* report(page.problem);
  } else {
    yield put(membersLoaded({ target, groupId, rows: page.rows, total: page.total }));
  }
}

/** The list's body under its applied filters, at the page in view. */
function memberListBody(target: MemberTarget, s: MemberScreenState, groupId: number) {
  return { ...SCREEN_CONFIGS[target].memberBody(groupId, s.members.filters), pageIndex: s.members.pageIndex, pageSize: s.members.pageSize };
}

/** Select all across pages: the list is read once more under its filters (the page in view, so
 *  the rows shown agree) and its total becomes the fixed total. No id is fetched. */
export function* fixSelectAll(target: MemberTarget) {
  const s: MemberScreenState = yield select(screenSelectors(target).selectScreen);
  const groupId = s.groupId;
  if (!s.removal.selectingAll || groupId === null) return;
  const page: PageOutcome<MemberRow> = yield call(fetchPage, SCREEN_CONFIGS[target].memberPath, memberListBody(target, s, groupId));
  const now: MemberScreenState = yield select(screenSelectors(target).selectScreen);
  if (!now.removal.selectingAll) return; // a new search came first
  if (page.problem) {
    yield put(memberSelectAllFailed({ target, problem: page.problem }));
    return;
  }
  yield put(membersLoaded({ target, groupId, rows: page.rows, total: page.total }));
  yield put(memberAllSelected({ target, fixedTotal: page.total }));
}

/** The removal of the ticked members: one call, then the lists are read again (the slice). */
export function* removeFlow(target: MemberTarget) {
  try {
    const request: { url: string; body: Record<string, unknown>; groupId: number } | null = yield select(screenSelectors(target).selectRemoveCall);
    if (!request) {
      yield put(removalAbandoned({ target }));
      return;
    }
    const reply: Envelope<RemovedResult | null> = yield callAsk(removeMembers, request.url, request.body);
    if (succeeded(reply)) {
      const removed = Number(reply.result?.removed ?? 0);
      yield put(membersRemoved({ target, groupId: request.groupId, removed }));
      yield put(toastShown({ kind: 'success', key: 'membersUi.removed', params: { count: removed } }));
    } else {
      // the server's message (请选择数据, another tenant's group…); the ticks stay for another try
      yield put(removeFailed({ target, message: messageOf(reply) }));
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(removalAbandoned({ target }));
  }
}

/** One removal per confirmation, raced against leaving the screen and signing out. */
export function* removalSession(target: MemberTarget) {
  const removal: MemberScreenState['removal'] = yield select(screenSelectors(target).selectRemoval);
  if (removal.status !== 'removing') return; // the slice refused the confirmation
  const isClosed = (state: object) => screenSelectors(target).selectRemoval(state).status !== 'removing';
  yield* runDialog(call(removeFlow, target), { closeType: removeCancelled.type, isClosed, signOut: [signOutRequested.type, signedOut.type] });
}

export function* memberScreensSaga() {
  yield all([
    // latest per screen: a newer search, page or reload makes the older answer stale
    takeLatestBy(GROUP_EVENTS, targetOf, (_action, target) => loadGroups(target)),
    // latest per screen: only the group chosen last (and its latest page) is shown
    takeLatestBy(MEMBER_EVENTS, targetOf, (_action, target) => loadMembers(target)),
    // latest per screen: a second press of select all fixes the total afresh
    takeLatestBy(memberSelectAllClicked.type, targetOf, (_action, target) => fixSelectAll(target)),
    // leading per screen: while a removal is out, another confirmation is not listened to
    takeLeadingBy(removeConfirmed.type, targetOf, (_action, target) => removalSession(target)),
  ]);
}
