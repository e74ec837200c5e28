// The picker's slice as a status machine (state.ts): what each event does, and the events it
// ignores out of turn, through the real reducer.
import {
  confirmAccepted,
  filterChanged,
  levelChanged,
  pageSizeChanged,
  pickerOpened,
  roleGroupChanged,
  rowToggled,
  searchReset,
  searchSubmitted,
  selectAllClicked,
  allSelected,
  closed,
} from '../../../../src/client/features/memberPicker/pickerSlice';
import { selectAddRequest, selectPickerView } from '../../../../src/client/features/memberPicker/selectors';
import { CHAT, MATRIX, ROLE, through } from './fixtures';

const open = (...more: Parameters<typeof through>[0]) => through([pickerOpened({ target: ROLE, kind: 'STUDENT' }), ...more]);

describe('picker slice', () => {
  it('opens with the default title, page size 10 and nothing selected; a second opening is ignored', () => {
    const s = through([pickerOpened({ target: ROLE, kind: 'STUDENT' }), pickerOpened({ target: CHAT, kind: 'CLASS' })]).members;
    expect(s).toMatchObject({ status: 'open', target: ROLE, kind: 'STUDENT', roleId: 1002, title: null, selection: { mode: 'picked', ids: [] } });
    expect(s.list).toMatchObject({ status: 'loading', pageIndex: 1, pageSize: 10 });
    expect(selectPickerView(through([pickerOpened({ target: ROLE, kind: 'STUDENT' })])).fields).toEqual([
      'name',
      'identifier',
      'orgUnitId',
      'grade',
      'currentStatus',
    ]);
  });

  it('page sizes are 10, 20, 30 and 40 only', () => {
    expect(open(pageSizeChanged({ pageSize: 40 })).members.list.pageSize).toBe(40);
    expect(open(pageSizeChanged({ pageSize: 100 })).members.list.pageSize).toBe(10);
    expect(open(pageSizeChanged({ pageSize: 15 })).members.list.pageSize).toBe(10);
  });

  it('takes only the search fields of its kind, and trims text when it searches', () => {
    const other = through([
      pickerOpened({ target: CHAT, kind: 'OTHER' }),
      filterChanged({ name: 'grade', value: '2023' }),
      filterChanged({ name: 'name', value: '  李 ' }),
      searchSubmitted(),
    ]);
    expect(other.members.draft.grade).toBe('');
    expect(selectAddRequest(through([rowToggled({ id: 1, selected: true }), selectAllClicked(), allSelected({ fixedTotal: 4 })], other))!.body).toMatchObject({
      isAll: true,
      query: { name: '李' },
    });
  });

  it('reset clears the search and, when a search was in force, ends select all', () => {
    const s = open(filterChanged({ name: 'name', value: '王' }), searchSubmitted(), selectAllClicked(), allSelected({ fixedTotal: 9 }), searchReset()).members;
    expect(s.filters.name).toBe('');
    expect(s.selection).toEqual({ mode: 'picked', ids: [] });
  });

  it('another member group lists other people: the selection starts afresh', () => {
    const s = open(rowToggled({ id: 3, selected: true }), roleGroupChanged({ roleId: 1003 })).members;
    expect(s).toMatchObject({ roleId: 1003, selection: { mode: 'picked', ids: [] } });
    expect(open(roleGroupChanged({ roleId: 2 })).members.roleId).toBe(1002); // not a student group
  });

  it('a matrix department joins at its first level unless one is given; only its own levels are taken', () => {
    expect(through([pickerOpened({ target: MATRIX, kind: 'STUDENT' })]).members.levelId).toBe(51);
    const s = through([pickerOpened({ target: MATRIX, kind: 'STUDENT', levelId: 52 }), levelChanged({ levelId: 99 })]).members;
    expect(s.levelId).toBe(52);
    expect(s.roleId).toBeNull();
  });

  it('while the add is out, ticks, searches and closing are ignored', () => {
    const adding = open(rowToggled({ id: 3, selected: true }), confirmAccepted());
    const s = through([rowToggled({ id: 4, selected: true }), filterChanged({ name: 'name', value: 'x' }), closed()], adding).members;
    expect(s).toMatchObject({ status: 'adding', selection: { mode: 'picked', ids: [3] } });
    expect(s.draft.name).toBe('');
  });

  it('a select all answered after a new search is ignored', () => {
    const s = open(selectAllClicked(), filterChanged({ name: 'name', value: '王' }), searchSubmitted(), allSelected({ fixedTotal: 30 })).members;
    expect(s.selection).toEqual({ mode: 'picked', ids: [] });
  });
});
