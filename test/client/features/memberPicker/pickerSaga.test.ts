// Document 000 §4 "Member picker", step by step, through the picker's saga and its real reducer
// (with §2's page size, §5's rules and §8's failed add):
//   · two modes: individual picks, and select-all mode;
//   · in select-all mode, picks made on a page become exclusions;
//   · selected count = fixed total minus number of exclusions;
//   · 请选择数据 with nothing selected, 最多选择二十个班级 past 20 classes;
//   · a failed add shows the server's msg.
// The browser never fetches every id: select all is one more read of the search in force, and
// the add carries isAll, the search and the exclusions.
import { testSaga } from 'redux-saga-test-plan';
import { addRolePermMembers } from '../../../../src/client/api/members';
import { confirm } from '../../../../src/client/features/memberPicker/pickerSaga';
import {
  addFailed,
  allSelected,
  cancelAllClicked,
  confirmAccepted,
  confirmClicked,
  confirmRejected,
  filterChanged,
  membersAdded,
  pageChanged,
  pageSizeChanged,
  pageToggled,
  pickerOpened,
  rowToggled,
  searchSubmitted,
  selectAllClicked,
} from '../../../../src/client/features/memberPicker/pickerSlice';
import { selectAddRequest, selectPicker, selectPickerView } from '../../../../src/client/features/memberPicker/selectors';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { MEMBER_PATHS } from '../../../../src/shared/members/api';
import { CHAT, drive, klass, LABEL, MATRIX, ok, pageOf, pickerSession, refused, ROLE, students, through } from './fixtures';
import { ask } from '../../../../src/client/lib/ask';

const STUDENTS = students(35);
const studentList = { [MEMBER_PATHS.permNotinStudentList]: (body: { pageIndex: number; pageSize: number }) => pageOf(STUDENTS, body) };
const added = (n: number) => () => ok({ added: n, skipped: 0 });

describe('member picker (document 000 §4 "Member picker")', () => {
  it('opening lists the first page of 10 people not yet in the role, for the member group (students 1002)', async () => {
    const { api, saga, shown } = pickerSession(studentList, { target: ROLE, kind: 'STUDENT' });
    await drive(saga, []);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList).map((c) => c.data)).toEqual([
      { isPerm: 'ROLE', permId: 7, roleId: 1002, pageIndex: 1, pageSize: 10 },
    ]);
    const view = selectPickerView(shown());
    expect(view.list).toMatchObject({ status: 'ready', total: 35, pageIndex: 1, pageSize: 10 });
    expect(view.list.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(view.units.map((u) => u.label)).toEqual(['主校区', '计算机学院', '计算机学院 / 软件工程', '计算机学院 / 软件工程 / 软工2301']);
  });

  it('mode 1, individual picks: the rows ticked are the selection, across pages, and the add names them (isAll false)', async () => {
    const { api, saga, shown } = pickerSession({ ...studentList, [MEMBER_PATHS.permAdd]: added(3) }, { target: ROLE, kind: 'STUDENT' });
    await drive(
      saga
        .put(confirmAccepted())
        .put(membersAdded({ target: ROLE, kind: 'STUDENT', added: 3, skipped: 0 }))
        .put.like({ action: { type: toastShown.type, payload: { kind: 'success', key: 'membersUi.added', params: { added: 3 } } } }),
      [
        10,
        rowToggled({ id: 2, selected: true }),
        rowToggled({ id: 5, selected: true }),
        pageChanged({ pageIndex: 2 }),
        10,
        rowToggled({ id: 14, selected: true }),
        confirmClicked(),
      ],
    );
    expect(api.callsTo(MEMBER_PATHS.permAdd).map((c) => c.data)).toEqual([
      {
        isPerm: 'ROLE',
        permId: 7,
        roleId: 1002,
        isAll: false,
        perm: [
          { id: 2, permIds: [] },
          { id: 5, permIds: [] },
          { id: 14, permIds: [] },
        ],
      },
    ]);
    // the picker closed once the people were added
    expect(selectPicker(shown()).status).toBe('closed');
  });

  it('mode 2, select all: the search in force is read once more and its total fixed; picks made on a page become exclusions', async () => {
    const { api, saga, shown } = pickerSession({ ...studentList, [MEMBER_PATHS.permAdd]: added(32) }, { target: ROLE, kind: 'STUDENT' });
    await drive(saga.put(allSelected({ fixedTotal: 35 })).put(membersAdded({ target: ROLE, kind: 'STUDENT', added: 32, skipped: 0 })), [
      10,
      filterChanged({ name: 'orgUnitId', value: 10 }),
      searchSubmitted(),
      10,
      selectAllClicked(),
      10,
      rowToggled({ id: 3, selected: false }),
      pageChanged({ pageIndex: 4 }),
      10,
      rowToggled({ id: 31, selected: false }),
      rowToggled({ id: 35, selected: false }),
      confirmClicked(),
    ]);
    // select all read page 1 of the faculty's search once more: never every id
    const reads = api.callsTo(MEMBER_PATHS.permNotinStudentList).map((c) => c.data);
    expect(reads).toEqual([
      { isPerm: 'ROLE', permId: 7, roleId: 1002, pageIndex: 1, pageSize: 10 },
      { isPerm: 'ROLE', permId: 7, roleId: 1002, orgUnitId: 10, pageIndex: 1, pageSize: 10 },
      { isPerm: 'ROLE', permId: 7, roleId: 1002, orgUnitId: 10, pageIndex: 1, pageSize: 10 },
      { isPerm: 'ROLE', permId: 7, roleId: 1002, orgUnitId: 10, pageIndex: 4, pageSize: 10 },
    ]);
    // the add: isAll, the exclusions, and the search select all applied to
    expect(api.callsTo(MEMBER_PATHS.permAdd).map((c) => c.data)).toEqual([
      {
        isPerm: 'ROLE',
        permId: 7,
        roleId: 1002,
        isAll: true,
        perm: [
          { id: 3, permIds: [] },
          { id: 31, permIds: [] },
          { id: 35, permIds: [] },
        ],
        query: { orgUnitId: 10 },
      },
    ]);
    expect(shown().members.status).toBe('closed');
  });

  it('selected count = fixed total minus the exclusions; re-ticking lifts an exclusion; the header box unticks a page', async () => {
    const { saga, shown } = pickerSession(studentList, { target: ROLE, kind: 'STUDENT' });
    await drive(saga.put(allSelected({ fixedTotal: 35 })), [
      10,
      selectAllClicked(),
      10,
      rowToggled({ id: 1, selected: false }),
      rowToggled({ id: 2, selected: false }),
      rowToggled({ id: 2, selected: true }),
    ]);
    const view = selectPickerView(shown());
    expect(view.selection).toEqual({ mode: 'all', fixedTotal: 35, excluded: [1] });
    expect(view.count).toBe(34);
    expect(selectPickerView(through([pageToggled({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], selected: false })], shown())).count).toBe(25);
  });

  it('a new search ends select-all mode (it belonged to the search it was pressed on); picks survive paging and a page size change', async () => {
    const { saga, shown } = pickerSession(studentList, { target: ROLE, kind: 'STUDENT' });
    await drive(saga.put(allSelected({ fixedTotal: 35 })), [
      10,
      selectAllClicked(),
      10,
      filterChanged({ name: 'name', value: '王' }),
      searchSubmitted(),
      10,
      rowToggled({ id: 4, selected: true }),
      pageSizeChanged({ pageSize: 30 }),
      pageChanged({ pageIndex: 2 }),
    ]);
    const s = selectPicker(shown());
    expect(s.selection).toEqual({ mode: 'picked', ids: [4] });
    expect(s.allQuery).toBeNull();
    expect(s.list).toMatchObject({ pageIndex: 2, pageSize: 30, status: 'ready' });
  });

  it('confirming with nothing selected says 请选择数据 and adds nothing (also after cancel all)', async () => {
    const { api, saga, shown } = pickerSession({ ...studentList, [MEMBER_PATHS.permAdd]: added(0) }, { target: ROLE, kind: 'STUDENT' });
    await drive(
      saga
        .put(confirmRejected({ message: { key: 'picker.selectData' } }))
        .put(allSelected({ fixedTotal: 35 }))
        .not.put(confirmAccepted()),
      [10, confirmClicked(), 5, selectAllClicked(), 10, cancelAllClicked(), confirmClicked()],
    );
    expect(api.callsTo(MEMBER_PATHS.permAdd)).toHaveLength(0);
    expect(selectPickerView(shown()).message).toEqual({ key: 'picker.selectData' });
  });

  it('more than 20 classes says 最多选择二十个班级; twenty are added', async () => {
    const classes = Array.from({ length: 25 }, (_, i) => klass(i + 1));
    const answers = {
      [MEMBER_PATHS.permNotinClassList]: (body: { pageIndex: number; pageSize: number }) => pageOf(classes, body),
      [MEMBER_PATHS.permAdd]: added(20),
    };
    const { api, saga } = pickerSession(answers, { target: ROLE, kind: 'CLASS' });
    const ticks = Array.from({ length: 21 }, (_, i) => rowToggled({ id: i + 1, selected: true }));
    await drive(saga.put(confirmRejected({ message: { key: 'picker.maxClasses' } })).put(confirmAccepted()), [
      10,
      pageSizeChanged({ pageSize: 30 }),
      10,
      ...ticks,
      confirmClicked(),
      5,
      rowToggled({ id: 21, selected: false }),
      confirmClicked(),
    ]);
    const add = api.callsTo(MEMBER_PATHS.permAdd).map((c) => c.data as { roleId: number; perm: unknown[] });
    expect(add).toHaveLength(1);
    expect(add[0].roleId).toBe(4);
    expect(add[0].perm).toHaveLength(20);
  });

  it("a failed add shows the server's msg; the picker stays open with its selection for another try", async () => {
    const { saga, shown } = pickerSession(
      { ...studentList, [MEMBER_PATHS.permAdd]: () => refused('角色不存在或不属于本租户') },
      { target: ROLE, kind: 'STUDENT' },
    );
    await drive(
      saga
        .put(confirmAccepted())
        .put(addFailed({ message: { text: '角色不存在或不属于本租户' } }))
        .not.put.actionType(membersAdded.type),
      [10, rowToggled({ id: 2, selected: true }), confirmClicked()],
    );
    const s = selectPicker(shown());
    expect(s.status).toBe('open');
    expect(s.selection).toEqual({ mode: 'picked', ids: [2] });
  });

  it('a network failure of the add shows its message too', async () => {
    const { saga, shown } = pickerSession({ ...studentList, [MEMBER_PATHS.permAdd]: () => new Error('Network Error') }, { target: ROLE, kind: 'STUDENT' });
    await drive(saga.put(addFailed({ message: { text: 'Network Error' } })), [10, rowToggled({ id: 2, selected: true }), confirmClicked()]);
    expect(selectPicker(shown()).status).toBe('open');
  });
});

describe("the other targets' calls", () => {
  it("labels: isPerm LABLE with the label's group as parentId, and the student group chosen (1001)", async () => {
    const { api, saga } = pickerSession({ ...studentList, [MEMBER_PATHS.permAdd]: added(1) }, { target: LABEL, kind: 'STUDENT', roleId: 1001 });
    await drive(saga.put.actionType(membersAdded.type), [10, rowToggled({ id: 9, selected: true }), confirmClicked()]);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList)[0].data).toEqual({ isPerm: 'LABLE', permId: 8, roleId: 1001, pageIndex: 1, pageSize: 10 });
    expect(api.callsTo(MEMBER_PATHS.permAdd)[0].data).toEqual({
      isPerm: 'LABLE',
      permId: 8,
      parentId: 3,
      roleId: 1001,
      isAll: false,
      perm: [{ id: 9, permIds: [] }],
    });
  });

  it('matrix departments: matrixUser/addUser with deptId, levelId, userIds as a comma list and isAll (document 000 §7)', async () => {
    const answers = {
      [MEMBER_PATHS.matrixNotinTeacherList]: (body: { pageIndex: number; pageSize: number }) => pageOf(students(12), body),
      [MEMBER_PATHS.matrixAdd]: added(11),
    };
    const { api, saga } = pickerSession(answers, { target: MATRIX, kind: 'TEACHER', levelId: 52 });
    await drive(saga.put.actionType(membersAdded.type), [10, selectAllClicked(), 10, rowToggled({ id: 4, selected: false }), confirmClicked()]);
    expect(api.callsTo(MEMBER_PATHS.matrixNotinTeacherList)[0].data).toEqual({ deptId: 5, levelId: 52, pageIndex: 1, pageSize: 10 });
    expect(api.callsTo(MEMBER_PATHS.matrixAdd).map((c) => c.data)).toEqual([
      { deptId: 5, levelId: 52, userIds: '4', isAll: true, userType: 'TEACHER', query: {} },
    ]);
  });

  it('chat classes: the kind, isAll and the picked ids', async () => {
    const answers = {
      [MEMBER_PATHS.chatNotinOtherUserList]: (body: { pageIndex: number; pageSize: number }) => pageOf(students(3), body),
      [MEMBER_PATHS.chatAdd]: added(2),
    };
    const { api, saga } = pickerSession(answers, { target: CHAT, kind: 'OTHER' });
    await drive(saga.put.actionType(membersAdded.type), [10, rowToggled({ id: 1, selected: true }), rowToggled({ id: 3, selected: true }), confirmClicked()]);
    expect(api.callsTo(MEMBER_PATHS.chatAdd)[0].data).toEqual({ chatClassId: 9, kind: 'OTHER', isAll: false, ids: [1, 3] });
  });

  it('a kind the target does not take is refused: matrix departments take no classes', () => {
    const s = through([pickerOpened({ target: MATRIX, kind: 'CLASS' })]);
    expect(s.members.status).toBe('closed');
  });
});

describe('confirm, in this order (testSaga)', () => {
  const opened = through([pickerOpened({ target: ROLE, kind: 'STUDENT' }), { type: 'members/rowToggled', payload: { id: 6, selected: true } }]);
  const picker = selectPicker(opened);
  const request = selectAddRequest(opened)!;

  it('reads the picker, checks the rules, reads the add call, says it goes out, adds, says it was added and shows a toast', () => {
    testSaga(confirm)
      .next()
      .select(selectPicker)
      .next(picker)
      .select(selectAddRequest)
      .next(request)
      .put(confirmAccepted())
      .next()
      .call(ask, addRolePermMembers, request.body)
      .next(ok({ added: 1, skipped: 0 }))
      .put(membersAdded({ target: ROLE, kind: 'STUDENT', added: 1, skipped: 0 }))
      .next()
      .inspect((effect: { payload: { action: ReturnType<typeof toastShown> } }) => {
        expect(effect.payload.action.payload).toMatchObject({ kind: 'success', key: 'membersUi.added', params: { added: 1 } });
      })
      .next()
      .returns(true);
  });

  it("with nothing selected: the rule's message, and nothing else", () => {
    const empty = selectPicker(through([pickerOpened({ target: ROLE, kind: 'STUDENT' })]));
    testSaga(confirm)
      .next()
      .select(selectPicker)
      .next(empty)
      .put(confirmRejected({ message: { key: 'picker.selectData' } }))
      .next()
      .returns(false);
  });
});
