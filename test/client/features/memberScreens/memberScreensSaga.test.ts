// The member screens' saga on the real reducers: how each screen reads its groups (roles and
// labels whole, departments and chat classes paged by name) and a group's members (the body of
// each target, the filters), and that an add through the picker reads that screen again — only
// that one.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { memberScreensSaga } from '../../../../src/client/features/memberScreens/memberScreensSaga';
import memberScreens, {
  groupChosen,
  groupLevelChanged,
  groupNameChanged,
  groupsLoaded,
  groupsSearched,
  memberFilterChanged,
  membersLoaded,
  membersSearched,
  screenOpened,
} from '../../../../src/client/features/memberScreens/memberScreensSlice';
import { membersAdded } from '../../../../src/client/features/memberPicker';
import { MEMBER_PATHS } from '../../../../src/shared/members/api';
import { CHAT, drive, MATRIX, ok, scriptedApi } from '../memberPicker/fixtures';

const reducer = combineReducers({ memberScreens });
const page = (data: unknown[]) => () => ok({ data, total: data.length });
const dept = { id: 5, name: '学工矩阵', note: null, levels: MATRIX.target === 'MATRIX_DEPT' ? MATRIX.levels : [], memberCount: 3 };
const member = {
  id: 1,
  kind: 'TEACHER',
  memberId: 40,
  name: '张老师',
  identifier: 'T040',
  unitName: '学工部',
  levelId: 51,
  levelName: '一级',
  createdAt: '2026-05-01T08:00:00Z',
};

function run(answers: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi(answers);
  return {
    api,
    saga: expectSaga(memberScreensSaga)
      .withReducer(reducer)
      .provide([[getContext('api'), api]]),
  };
}

describe('member screens saga', () => {
  it("roles: the GET list of document 000 §7, whole; a role's members by isPerm ROLE and permId", async () => {
    const { api, saga } = run({
      [MEMBER_PATHS.roleList]: () => ok([{ id: 7, name: '教务处', code: 'JWC', note: null, memberCount: 2 }]),
      [MEMBER_PATHS.permMemberList]: page([]),
    });
    await drive(saga.put(groupsLoaded({ target: 'ROLE', rows: [{ id: 7, name: '教务处', code: 'JWC', note: null, memberCount: 2 }], total: 1 })), [
      screenOpened({ target: 'ROLE' }),
      10,
      groupChosen({ target: 'ROLE', id: 7 }),
      10,
      memberFilterChanged({ target: 'ROLE', filters: { kind: 'STUDENT', name: ' 王 ' } }),
      membersSearched({ target: 'ROLE' }),
    ]);
    expect(api.callsTo(MEMBER_PATHS.roleList)).toHaveLength(1);
    expect(api.callsTo(MEMBER_PATHS.permMemberList).map((c) => c.data)).toEqual([
      { isPerm: 'ROLE', permId: 7, pageIndex: 1, pageSize: 40 },
      { isPerm: 'ROLE', permId: 7, kind: 'STUDENT', name: '王', pageIndex: 1, pageSize: 40 },
    ]);
  });

  it('labels: isPerm LABLE; an empty answer (1004) is an empty list', async () => {
    const { saga } = run({ [MEMBER_PATHS.labelList]: () => ({ status: 1004, msg: '', result: null }) });
    await drive(saga.put(groupsLoaded({ target: 'LABEL', rows: [], total: 0 })), [screenOpened({ target: 'LABEL' })]);
  });

  it('matrix departments: paged through deptListByLevel, searched by name and by a level; members by deptId and level', async () => {
    const { api, saga } = run({ [MEMBER_PATHS.matrixDeptListByLevel]: page([dept]), [MEMBER_PATHS.matrixMemberList]: page([member]) });
    await drive(saga.put(membersLoaded({ target: 'MATRIX_DEPT', groupId: 5, rows: [member as never], total: 1 })), [
      screenOpened({ target: 'MATRIX_DEPT' }),
      10,
      groupNameChanged({ target: 'MATRIX_DEPT', name: ' 学工 ' }),
      groupsSearched({ target: 'MATRIX_DEPT' }),
      10,
      groupLevelChanged({ target: 'MATRIX_DEPT', level: ' 组长 ' }),
      groupsSearched({ target: 'MATRIX_DEPT' }),
      10,
      groupChosen({ target: 'MATRIX_DEPT', id: 5 }),
      10,
      memberFilterChanged({ target: 'MATRIX_DEPT', filters: { levelId: 51 } }),
      membersSearched({ target: 'MATRIX_DEPT' }),
    ]);
    expect(api.callsTo(MEMBER_PATHS.matrixDeptListByLevel).map((c) => c.data)).toEqual([
      { pageIndex: 1, pageSize: 40 },
      { name: '学工', pageIndex: 1, pageSize: 40 },
      { name: '学工', levelName: '组长', pageIndex: 1, pageSize: 40 },
    ]);
    expect(api.callsTo(MEMBER_PATHS.matrixDeptList)).toHaveLength(0);
    expect(api.callsTo(MEMBER_PATHS.matrixMemberList).map((c) => c.data)).toEqual([
      { deptId: 5, pageIndex: 1, pageSize: 40 },
      { deptId: 5, levelId: 51, pageIndex: 1, pageSize: 40 },
    ]);
  });

  it("an add through the picker reads that screen's groups and members again, and no other screen's", async () => {
    const { api, saga } = run({
      [MEMBER_PATHS.chatClassList]: page([{ id: 9, name: '新生群', note: null, memberCount: 0, createdAt: '' }]),
      [MEMBER_PATHS.chatMemberList]: page([]),
      [MEMBER_PATHS.roleList]: () => ok([]),
    });
    await drive(saga, [
      screenOpened({ target: 'CHAT_CLASS' }),
      screenOpened({ target: 'ROLE' }),
      10,
      groupChosen({ target: 'CHAT_CLASS', id: 9 }),
      10,
      membersAdded({ target: CHAT, kind: 'STUDENT', added: 3, skipped: 0 }),
      10,
    ]);
    expect(api.callsTo(MEMBER_PATHS.chatClassList)).toHaveLength(2);
    expect(api.callsTo(MEMBER_PATHS.chatMemberList).map((c) => c.data)).toEqual([
      { chatClassId: 9, pageIndex: 1, pageSize: 40 },
      { chatClassId: 9, pageIndex: 1, pageSize: 40 },
    ]);
    expect(api.callsTo(MEMBER_PATHS.roleList)).toHaveLength(1);
  });

  it("a failed list shows the server's refusal as a toast-worthy problem and an empty list", async () => {
    const { saga } = run({ [MEMBER_PATHS.roleList]: () => ({ status: 1002, msg: '无权查看', result: null }) });
    const { storeState } = await drive<{ storeState: ReturnType<typeof reducer> }>(saga, [screenOpened({ target: 'ROLE' })]);
    expect(storeState.memberScreens.ROLE!.groups).toMatchObject({ status: 'failed', rows: [], problem: { status: 1002, msg: '无权查看' } });
  });
});
