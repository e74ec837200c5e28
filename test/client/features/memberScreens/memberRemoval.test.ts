// Removing members as they were added (issue 29), the saga on the real reducers: select all
// fixes the list's total (no id fetched), two unticked, confirmed → one remove call carrying
// isAll, the exclusions and the filters in force; the lists are read again and a toast says how
// many. A refusal keeps the dialog with the server's reason and the ticks; picks send the ids;
// signing out while the call is out cancels it. And the slice's rules for the ticks.
import { combineReducers } from '@reduxjs/toolkit';
import { getContext } from 'redux-saga/effects';
import { expectSaga } from '../../sagaClock';
import { memberScreensSaga } from '../../../../src/client/features/memberScreens/memberScreensSaga';
import memberScreens, {
  groupChosen,
  groupsLoaded,
  memberAllSelected,
  memberCancelAllClicked,
  memberFilterChanged,
  memberRowToggled,
  membersLoaded,
  membersRemoved,
  membersSearched,
  memberSelectAllClicked,
  removalAbandoned,
  removeCancelled,
  removeClicked,
  removeConfirmed,
  removeFailed,
  screenOpened,
} from '../../../../src/client/features/memberScreens/memberScreensSlice';
import { screenSelectors } from '../../../../src/client/features/memberScreens/selectors';
import { signOutRequested } from '../../../../src/client/features/session';
import { toastShown } from '../../../../src/client/features/ui';
import { MEMBER_PATHS, MemberRow } from '../../../../src/shared/members/api';
import { drive, ok, pending, refused, scriptedApi } from '../memberPicker/fixtures';

const reducer = combineReducers({ memberScreens });
type State = ReturnType<typeof reducer>;

const row = (id: number): MemberRow => ({
  id,
  kind: 'STUDENT',
  memberId: 100 + id,
  name: `学生${id}`,
  identifier: `S${id}`,
  unitName: '计算机学院',
  createdAt: '2026-05-01T08:00:00.000Z',
});
const TEN = Array.from({ length: 10 }, (_, i) => row(i + 1));
const ROLE_ROW = { id: 7, name: '教务处', code: 'JWC', note: null, memberCount: 10 };
const chosen = [screenOpened({ target: 'ROLE' }), 10, groupChosen({ target: 'ROLE', id: 7 }), 10] as const;

function run(answers: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi({ [MEMBER_PATHS.roleList]: () => ok([ROLE_ROW]), ...answers });
  return {
    api,
    saga: expectSaga(memberScreensSaga)
      .withReducer(reducer)
      .provide([[getContext('api'), api]]),
  };
}

describe('removing members', () => {
  it('select all but two: one call with isAll, the exclusions and the filters; the lists again; a toast says how many', async () => {
    let members = TEN;
    const { api, saga } = run({
      [MEMBER_PATHS.permMemberList]: () => ok({ data: members, total: members.length }),
      [MEMBER_PATHS.permMemberRemove]: (b: { ids: number[] }) => {
        members = members.filter((m) => b.ids.includes(m.id));
        return ok({ removed: 8 });
      },
    });
    const { storeState } = await drive<{ storeState: State }>(
      saga
        .put(memberAllSelected({ target: 'ROLE', fixedTotal: 10 }))
        .put(membersRemoved({ target: 'ROLE', groupId: 7, removed: 8 }))
        .put.like({ action: { type: toastShown.type, payload: { kind: 'success', key: 'membersUi.removed', params: { count: 8 } } } }),
      [
        ...chosen,
        memberSelectAllClicked({ target: 'ROLE' }),
        10,
        memberRowToggled({ target: 'ROLE', id: 3, selected: false }),
        memberRowToggled({ target: 'ROLE', id: 8, selected: false }),
        removeClicked({ target: 'ROLE' }),
        removeConfirmed({ target: 'ROLE' }),
        10,
      ],
    );
    expect(api.callsTo(MEMBER_PATHS.permMemberRemove).map((c) => c.data)).toEqual([
      { isPerm: 'ROLE', permId: 7, isAll: true, ids: [3, 8], query: { kind: '', name: '' } },
    ]);
    // the list was read for the screen, for select all, and after the removal; the roles again (their counts)
    expect(api.callsTo(MEMBER_PATHS.permMemberList)).toHaveLength(3);
    expect(api.callsTo(MEMBER_PATHS.roleList)).toHaveLength(2);
    const s = storeState.memberScreens.ROLE!;
    expect(s.removal).toEqual({ status: 'open', selection: { mode: 'picked', ids: [] }, selectingAll: false, allQuery: null, message: null });
    expect(s.members.rows.map((m) => m.id)).toEqual([3, 8]);
  });

  it("a refusal keeps the dialog with the server's reason and the ticks; cancel closes it", async () => {
    const { saga } = run({
      [MEMBER_PATHS.permMemberList]: () => ok({ data: TEN, total: 10 }),
      [MEMBER_PATHS.permMemberRemove]: () => refused('角色不存在或不属于当前单位'),
    });
    const { storeState } = await drive<{ storeState: State }>(
      saga.put(removeFailed({ target: 'ROLE', message: { text: '角色不存在或不属于当前单位' } })).not.put.actionType(membersRemoved.type),
      [
        ...chosen,
        memberRowToggled({ target: 'ROLE', id: 1, selected: true }),
        memberRowToggled({ target: 'ROLE', id: 2, selected: true }),
        removeClicked({ target: 'ROLE' }),
        removeConfirmed({ target: 'ROLE' }),
        10,
      ],
    );
    expect(storeState.memberScreens.ROLE!.removal).toMatchObject({
      status: 'confirming',
      selection: { mode: 'picked', ids: [1, 2] },
      message: { text: '角色不存在或不属于当前单位' },
    });
    expect(reducer(storeState, removeCancelled({ target: 'ROLE' })).memberScreens.ROLE!.removal.status).toBe('open');
  });

  it('picks send their ids; signing out while the call is out cancels it', async () => {
    const { api, saga } = run({
      [MEMBER_PATHS.chatClassList]: () => ok({ data: [{ id: 9, name: '新生群', note: null, memberCount: 3, createdAt: '' }], total: 1 }),
      [MEMBER_PATHS.chatMemberList]: () => ok({ data: TEN.slice(0, 3), total: 3 }),
      [MEMBER_PATHS.chatMemberRemove]: () => pending(),
    });
    const { storeState } = await drive<{ storeState: State }>(saga.put(removalAbandoned({ target: 'CHAT_CLASS' })), [
      screenOpened({ target: 'CHAT_CLASS' }),
      10,
      groupChosen({ target: 'CHAT_CLASS', id: 9 }),
      10,
      memberRowToggled({ target: 'CHAT_CLASS', id: 2, selected: true }),
      removeClicked({ target: 'CHAT_CLASS' }),
      removeConfirmed({ target: 'CHAT_CLASS' }),
      // a second confirmation while the call is out is not listened to
      removeConfirmed({ target: 'CHAT_CLASS' }),
      10,
      signOutRequested(),
      10,
    ]);
    expect(api.callsTo(MEMBER_PATHS.chatMemberRemove).map((c) => c.data)).toEqual([{ chatClassId: 9, isAll: false, ids: [2] }]);
    expect(storeState.memberScreens.CHAT_CLASS!.removal.status).toBe('open');
  });

  it('matrix departments send the level filtered; select all over a search sends that search', async () => {
    const { api, saga } = run({
      [MEMBER_PATHS.matrixDeptListByLevel]: () => ok({ data: [{ id: 5, name: '学工矩阵', note: null, levels: [], memberCount: 10 }], total: 1 }),
      [MEMBER_PATHS.matrixMemberList]: () => ok({ data: TEN, total: 10 }),
      [MEMBER_PATHS.matrixMemberRemove]: () => ok({ removed: 10 }),
    });
    await drive(saga.put(membersRemoved({ target: 'MATRIX_DEPT', groupId: 5, removed: 10 })), [
      screenOpened({ target: 'MATRIX_DEPT' }),
      10,
      groupChosen({ target: 'MATRIX_DEPT', id: 5 }),
      10,
      memberFilterChanged({ target: 'MATRIX_DEPT', filters: { levelId: 51, name: ' 学生 ', kind: 'STUDENT' } }),
      membersSearched({ target: 'MATRIX_DEPT' }),
      10,
      memberSelectAllClicked({ target: 'MATRIX_DEPT' }),
      10,
      // editing the form afterwards changes nothing of what is removed
      memberFilterChanged({ target: 'MATRIX_DEPT', filters: { name: '别的' } }),
      removeClicked({ target: 'MATRIX_DEPT' }),
      removeConfirmed({ target: 'MATRIX_DEPT' }),
      10,
    ]);
    expect(api.callsTo(MEMBER_PATHS.matrixMemberRemove).map((c) => c.data)).toEqual([
      { deptId: 5, isAll: true, ids: [], query: { kind: 'STUDENT', name: '学生', levelId: 51 } },
    ]);
  });
});

describe('the ticks (slice)', () => {
  const base = [
    groupsLoaded({ target: 'ROLE', rows: [ROLE_ROW], total: 1 }),
    groupChosen({ target: 'ROLE', id: 7 }),
    membersLoaded({ target: 'ROLE', groupId: 7, rows: TEN, total: 10 }),
  ];
  const through = (actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
  const removalOf = (state: State) => screenSelectors('ROLE').selectRemoval(state);

  it('nothing ticked: remove says 请选择数据 and asks nothing', () => {
    const s = through([...base, removeClicked({ target: 'ROLE' })]);
    expect(removalOf(s)).toMatchObject({ status: 'open', message: { key: 'picker.selectData' } });
  });

  it('ticks wait while the dialog asks; a new search ends select all but keeps picks; another group clears them', () => {
    const asking = through([...base, memberRowToggled({ target: 'ROLE', id: 1, selected: true }), removeClicked({ target: 'ROLE' })]);
    expect(removalOf(reducer(asking, memberRowToggled({ target: 'ROLE', id: 2, selected: true }))).selection).toEqual({ mode: 'picked', ids: [1] });
    const all = through([...base, memberSelectAllClicked({ target: 'ROLE' }), memberAllSelected({ target: 'ROLE', fixedTotal: 10 })]);
    expect(screenSelectors('ROLE').selectTickedCount(reducer(all, memberRowToggled({ target: 'ROLE', id: 4, selected: false })))).toBe(9);
    expect(removalOf(reducer(all, membersSearched({ target: 'ROLE' }))).selection).toEqual({ mode: 'picked', ids: [] });
    const picked = through([...base, memberRowToggled({ target: 'ROLE', id: 5, selected: true }), membersSearched({ target: 'ROLE' })]);
    expect(removalOf(picked).selection).toEqual({ mode: 'picked', ids: [5] });
    expect(removalOf(reducer(picked, groupChosen({ target: 'ROLE', id: 8 }))).selection).toEqual({ mode: 'picked', ids: [] });
    expect(removalOf(reducer(all, memberCancelAllClicked({ target: 'ROLE' }))).selection).toEqual({ mode: 'picked', ids: [] });
  });
});
