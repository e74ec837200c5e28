// The people slice through a real store (no saga): lists keyed by identity, each a status
// machine that ignores events out of turn; the detail; the trees; imports reloading a list.
import { importFinished, importUndone } from '../../../../src/client/features/importWizard';
import * as ev from '../../../../src/client/features/people/peopleSlice';
import { peopleSelectors, selectTree } from '../../../../src/client/features/people/peopleSelectors';
import { makeStore } from '../../../../src/client/app/store';
import { collegeTree, studentDetail, studentRow } from './fixtures';

const identity = 'STUDENT' as const;
const problem = { status: 9999, msg: '服务器内部错误' };
const counts = { totalNum: 1, newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, successNum: 1 };

function opened() {
  const store = makeStore({ runSagas: false });
  store.dispatch(ev.screenOpened({ identity }));
  return { store, list: () => peopleSelectors(identity).selectList(store.getState()) };
}

function loaded() {
  const made = opened();
  made.store.dispatch(ev.listLoaded({ identity, rows: [studentRow(1), studentRow(2)], total: 2 }));
  return made;
}

describe('people slice: the list', () => {
  it('opens a list on page 1 of 40, loading, and asks for its class tree', () => {
    const { store, list } = opened();
    expect(list()).toMatchObject({ pageIndex: 1, pageSize: 40, status: 'loading', rows: [], total: 0, filters: {} });
    expect(selectTree('studentClasses')(store.getState()).status).toBe('loading');
  });

  it('keeps the lists apart: another identity is untouched, and events for a list never opened are ignored', () => {
    const { store } = loaded();
    store.dispatch(ev.pageChanged({ identity: 'TEACHER', pageIndex: 3 }));
    expect(store.getState().people.lists.TEACHER).toBeUndefined();
    expect(peopleSelectors(identity).selectList(store.getState()).status).toBe('ready');
  });

  it('edits the draft without searching; a search applies it on page 1', () => {
    const { store, list } = loaded();
    store.dispatch(ev.pageChanged({ identity, pageIndex: 3 }));
    store.dispatch(ev.listLoaded({ identity, rows: [], total: 2 }));
    store.dispatch(ev.filterChanged({ identity, name: 'name', value: '王' }));
    store.dispatch(ev.filterChanged({ identity, name: 'gender', value: 2 }));
    store.dispatch(ev.filterChanged({ identity, name: 'gender', value: '' }));
    expect(list()).toMatchObject({ filterDraft: { name: '王' }, filters: {}, status: 'ready' });
    store.dispatch(ev.filtersSubmitted({ identity, filters: list().filterDraft }));
    expect(list()).toMatchObject({ filters: { name: '王' }, pageIndex: 1, status: 'loading' });
    expect(peopleSelectors(identity).selectListQuery(store.getState())).toEqual({ name: '王', pageIndex: 1, pageSize: 40 });
  });

  it('resets the filters; pages and sizes by the paged-table rules', () => {
    const { store, list } = loaded();
    store.dispatch(ev.filtersSubmitted({ identity, filters: { classId: 4 } }));
    store.dispatch(ev.filtersReset({ identity }));
    expect(list()).toMatchObject({ filters: {}, filterDraft: {}, status: 'loading' });
    store.dispatch(ev.pageChanged({ identity, pageIndex: 0 }));
    expect(list().pageIndex).toBe(1);
    store.dispatch(ev.pageSizeChanged({ identity, pageSize: 100 }));
    expect(list()).toMatchObject({ pageSize: 100, pageIndex: 1 });
  });

  it('empties rows and total on failure; ignores an answer nobody waits for', () => {
    const { store, list } = loaded();
    store.dispatch(ev.listLoaded({ identity, rows: [studentRow(9)], total: 1 }));
    expect(list().rows.map((r) => r.id)).toEqual([1, 2]);
    store.dispatch(ev.pageChanged({ identity, pageIndex: 2 }));
    store.dispatch(ev.listFailed({ identity, problem }));
    expect(list()).toMatchObject({ rows: [], total: 0, status: 'failed', problem });
  });

  it('reloads after an import or an undo of its own identity only, once opened', () => {
    const { store, list } = loaded();
    store.dispatch(importFinished({ target: 'TEACHER', key: 'k', counts }));
    expect(list().status).toBe('ready');
    store.dispatch(importFinished({ target: 'STUDENT', key: 'k', counts }));
    expect(list().status).toBe('loading');
    store.dispatch(ev.listLoaded({ identity, rows: [], total: 0 }));
    store.dispatch(importUndone({ target: 'STUDENT', key: 'k', removed: 1, restored: 0 }));
    expect(list().status).toBe('loading');
  });
});

describe('people slice: the query of a list', () => {
  const choices = {
    dataSortStr: 'name ASC',
    columns: [
      { key: 'name', shown: true },
      { key: 'photo', shown: false },
    ],
  };
  const search = [{ join: 'and' as const, field: 'email' as const, operator: 'not empty' as const }];

  it('opens with the order and display the session kept, and without an advanced search', () => {
    const store = makeStore({ runSagas: false });
    store.dispatch(ev.screenOpened({ identity, choices }));
    const selectors = peopleSelectors(identity);
    expect(selectors.selectList(store.getState()).query).toEqual({
      advancedSearch: [],
      dataSortStr: 'name ASC',
      columns: choices.columns,
      dialog: { kind: 'closed' },
    });
    expect(selectors.selectListQuery(store.getState())).toEqual({ dataSortStr: 'name ASC', pageIndex: 1, pageSize: 40 });
  });

  it('sends the filters, the advanced search and the order together, and only what is set', () => {
    const { store } = loaded();
    const selectors = peopleSelectors(identity);
    store.dispatch(ev.filtersSubmitted({ identity, filters: { name: '王' } }));
    expect(selectors.selectListQuery(store.getState())).toEqual({ name: '王', pageIndex: 1, pageSize: 40 });
    const state = store.getState();
    const withQuery = {
      ...state,
      people: {
        ...state.people,
        lists: {
          STUDENT: { ...state.people.lists.STUDENT!, query: { ...state.people.lists.STUDENT!.query, advancedSearch: search, dataSortStr: 'grade DESC' } },
        },
      },
    };
    expect(selectors.selectListQuery(withQuery)).toEqual({ name: '王', advancedSearch: search, dataSortStr: 'grade DESC', pageIndex: 1, pageSize: 40 });
  });
});

describe('people slice: detail and trees', () => {
  it('opens a detail loading, shows the answer for that person only, and closes', () => {
    const { store, list } = loaded();
    store.dispatch(ev.detailOpened({ identity, id: 2 }));
    expect(list().detail).toEqual({ status: 'loading', id: 2, person: null });
    store.dispatch(ev.detailLoaded({ identity, person: studentDetail(1) }));
    expect(list().detail.status).toBe('loading');
    store.dispatch(ev.detailLoaded({ identity, person: studentDetail(2) }));
    expect(list().detail).toMatchObject({ status: 'ready', id: 2, person: { idNumber: '11010520050315002X' } });
    store.dispatch(ev.detailClosed({ identity }));
    expect(list().detail).toEqual({ status: 'closed', id: null, person: null });
    store.dispatch(ev.detailLoaded({ identity, person: studentDetail(2) }));
    expect(list().detail.status).toBe('closed');
  });

  it('marks a detail failed only for the person asked for', () => {
    const { store, list } = loaded();
    store.dispatch(ev.detailOpened({ identity, id: 2 }));
    store.dispatch(ev.detailFailed({ identity, id: 1, problem }));
    expect(list().detail.status).toBe('loading');
    store.dispatch(ev.detailFailed({ identity, id: 2, problem }));
    expect(list().detail.status).toBe('failed');
  });

  it('keeps a tree while it is read again; a failure keeps the old nodes', () => {
    const { store } = opened();
    const tree = () => selectTree('studentClasses')(store.getState());
    store.dispatch(ev.treeLoaded({ tree: 'studentClasses', nodes: collegeTree }));
    expect(tree()).toEqual({ status: 'loaded', nodes: collegeTree });
    store.dispatch(ev.treeLoaded({ tree: 'studentClasses', nodes: [] }));
    expect(tree().nodes).toBe(collegeTree);
    store.dispatch(ev.screenOpened({ identity }));
    expect(tree()).toEqual({ status: 'loading', nodes: collegeTree });
    store.dispatch(ev.treeFailed({ tree: 'studentClasses', problem }));
    expect(tree()).toEqual({ status: 'failed', nodes: collegeTree });
  });

  it('offers the classes of the tree, labelled by path without the campus', () => {
    const { store } = opened();
    store.dispatch(ev.treeLoaded({ tree: 'studentClasses', nodes: collegeTree }));
    expect(peopleSelectors(identity).selectPlacementOptions(store.getState())).toEqual([
      { label: '计算机学院 / 软件工程 / 软件工程2023级1班', value: 4 },
      { label: '计算机学院 / 软件工程 / 软件工程2024级1班', value: 5 },
    ]);
  });
});
