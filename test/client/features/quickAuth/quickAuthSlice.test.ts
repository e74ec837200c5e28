// The tick rules of quick authorization (document 001 §4 "Quick authorization ticks", §6) through
// the real reducer: edit table only for a table (FILE); ticking edit data ticks view; ticking edit
// table ticks view and edit data; unticking view clears the others. A tick set back to what the
// server holds is no change. And the directory's list bodies.
import {
  authOpened,
  authPageSizeChanged,
  authUsersLoaded,
  directoryEntered,
  directoryLeft,
  directoryNameChanged,
  directoryPageSizeChanged,
  directorySearched,
  tickChanged,
} from '../../../../src/client/features/quickAuth/quickAuthSlice';
import { selectAuthView, selectDirectoryBody, selectSaveItems } from '../../../../src/client/features/quickAuth/selectors';
import { through, USERS } from './fixtures';

const rows = USERS.slice(0, 3).map((u, i) => ({ ...u, lookPerm: i === 2, updateDataPerm: i === 2, updateTablePerm: false }));
const openOn = (type: 'DIR' | 'FILE') =>
  through([authOpened({ entry: { id: type === 'FILE' ? 2 : 1, name: 'x', type } }), authUsersLoaded({ rows, total: 3 })]);
const ticksOf = (state: ReturnType<typeof openOn>, id: number) => selectAuthView(state).rows.find((r) => r.id === id)!.ticks;

describe('quick authorization ticks', () => {
  it('ticking edit data ticks view', () => {
    expect(ticksOf(through([tickChanged({ userId: 100, tick: 'updateDataPerm', value: true })], openOn('FILE')), 100)).toEqual({
      lookPerm: true,
      updateDataPerm: true,
      updateTablePerm: false,
    });
  });

  it('ticking edit table ticks view and edit data', () => {
    expect(ticksOf(through([tickChanged({ userId: 100, tick: 'updateTablePerm', value: true })], openOn('FILE')), 100)).toEqual({
      lookPerm: true,
      updateDataPerm: true,
      updateTablePerm: true,
    });
  });

  it('unticking view clears the others', () => {
    const s = through(
      [tickChanged({ userId: 100, tick: 'updateTablePerm', value: true }), tickChanged({ userId: 100, tick: 'lookPerm', value: false })],
      openOn('FILE'),
    );
    expect(ticksOf(s, 100)).toEqual({ lookPerm: false, updateDataPerm: false, updateTablePerm: false });
  });

  it('unticking edit data clears edit table and leaves view', () => {
    const s = through(
      [tickChanged({ userId: 100, tick: 'updateTablePerm', value: true }), tickChanged({ userId: 100, tick: 'updateDataPerm', value: false })],
      openOn('FILE'),
    );
    expect(ticksOf(s, 100)).toEqual({ lookPerm: true, updateDataPerm: false, updateTablePerm: false });
  });

  it('edit table exists only for a table: on a directory it never ticks', () => {
    expect(ticksOf(through([tickChanged({ userId: 100, tick: 'updateTablePerm', value: true })], openOn('DIR')), 100)).toEqual({
      lookPerm: true,
      updateDataPerm: true,
      updateTablePerm: false,
    });
  });

  it('the save array holds one item per changed member; a tick set back is no change', () => {
    const s = through(
      [
        tickChanged({ userId: 100, tick: 'lookPerm', value: true }),
        tickChanged({ userId: 101, tick: 'updateDataPerm', value: true }),
        tickChanged({ userId: 101, tick: 'lookPerm', value: false }),
        tickChanged({ userId: 102, tick: 'lookPerm', value: false }),
      ],
      openOn('FILE'),
    );
    expect(selectSaveItems(s)).toEqual([
      { businessDataId: 2, userId: 100, lookPerm: true, updateDataPerm: false, updateTablePerm: false },
      { businessDataId: 2, userId: 102, lookPerm: false, updateDataPerm: false, updateTablePerm: false },
    ]);
    expect(selectAuthView(s).changedCount).toBe(2);
  });

  it('changes stay across pages; page sizes are 10, 20, 30, 40', () => {
    const s = through(
      [tickChanged({ userId: 100, tick: 'lookPerm', value: true }), authPageSizeChanged({ pageSize: 40 }), authUsersLoaded({ rows: [], total: 3 })],
      openOn('FILE'),
    );
    expect(selectSaveItems(s)).toHaveLength(1);
    expect(s.quickAuth.dialog.list.pageSize).toBe(40);
    expect(through([authPageSizeChanged({ pageSize: 100 })], s).quickAuth.dialog.list.pageSize).toBe(40);
  });
});

describe('the data directory', () => {
  it("opens the top level, a directory's entries, and a name at any level; the breadcrumb goes back", () => {
    let s = through([]);
    expect(selectDirectoryBody(s)).toEqual({ pageIndex: 1, pageSize: 40 });
    s = through([directoryEntered({ id: 1, name: '教务数据' })], s);
    expect(selectDirectoryBody(s)).toEqual({ parentId: 1, pageIndex: 1, pageSize: 40 });
    s = through([directoryNameChanged({ name: ' 成绩 ' }), directorySearched()], s);
    expect(selectDirectoryBody(s)).toEqual({ name: '成绩', pageIndex: 1, pageSize: 40 });
    s = through([directoryLeft({ depth: 0 })], s);
    expect(selectDirectoryBody(s)).toEqual({ pageIndex: 1, pageSize: 40 });
  });

  it("asks only for the page sizes the calls take (every list's, 100 included): another becomes the next listed below", () => {
    expect(selectDirectoryBody(through([directoryPageSizeChanged({ pageSize: 100 })]))).toEqual({ pageIndex: 1, pageSize: 100 });
    expect(selectDirectoryBody(through([directoryPageSizeChanged({ pageSize: 50 })]))).toEqual({ pageIndex: 1, pageSize: 40 });
    expect(selectDirectoryBody(through([directoryPageSizeChanged({ pageSize: 30 })]))).toEqual({ pageIndex: 1, pageSize: 30 });
  });
});
