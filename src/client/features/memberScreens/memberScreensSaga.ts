// The one saga behind the four member screens: a screen's groups (roles and labels through their
// GET lists, departments and chat classes paged) and the chosen group's members (paged). The slice
// decides when a list is due ('loading'); each worker checks that first, so an event the slice
// ignored never causes a call.
import { all, call, put, select } from 'redux-saga/effects';
import type { LabelRow, MemberRow, RoleRow } from '../../../shared/members/api';
import type { MemberTarget } from '../../../shared/members/constants';
import { Envelope, Status } from '../../../shared/protocol/status';
import { fetchLabels, fetchRoles } from '../../api/members';
import { takeLatestBy } from '../../lib/keyedEffects';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { problemToast, toastShown } from '../ui';
import { GROUP_EVENTS, groupsFailed, groupsLoaded, MEMBER_EVENTS, membersFailed, membersLoaded } from './memberScreensSlice';
import { isMemberTarget, SCREEN_CONFIGS } from './screenConfigs';
import { screenSelectors } from './selectors';
import type { GroupRow, MemberScreenState } from './state';
import { Problem, problemOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';

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
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}

export function* loadGroups(target: MemberTarget) {
  const s: MemberScreenState = yield select(screenSelectors(target).selectScreen);
  if (s.groups.status !== 'loading') return;
  const config = SCREEN_CONFIGS[target];
  if (config.groups.kind === 'get') {
    const reply: Envelope<(RoleRow | LabelRow)[] | null> = target === 'ROLE' ? yield callAsk(fetchRoles) : yield callAsk(fetchLabels);
    if (reply.status === Status.OK || reply.status === Status.LEGACY_OK || reply.status === Status.EMPTY) {
      const rows = Array.isArray(reply.result) ? reply.result : [];
      yield put(groupsLoaded({ target, rows, total: rows.length }));
      return;
    }
    const problem = problemOf(reply.status, reply.msg);
    yield put(groupsFailed({ target, problem }));
    yield* report(problem);
    return;
  }
  const page: PageOutcome<GroupRow> = yield call(fetchPage, config.groups.path, {
    name: s.groups.name,
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

export function* memberScreensSaga() {
  yield all([
    // latest per screen: a newer search, page or reload makes the older answer stale
    takeLatestBy(GROUP_EVENTS, targetOf, (_action, target) => loadGroups(target)),
    // latest per screen: only the group chosen last (and its latest page) is shown
    takeLatestBy(MEMBER_EVENTS, targetOf, (_action, target) => loadMembers(target)),
  ]);
}
