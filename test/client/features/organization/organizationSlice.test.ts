// The organisation slice through a real store (no saga): the tree, open nodes, the chosen
// unit, the paged children, and organisation imports reloading both.
import { importFinished } from '../../../../src/client/features/importWizard';
import * as ev from '../../../../src/client/features/organization/organizationSlice';
import { selectOrganization, selectSelectedPath, selectUnitListQuery } from '../../../../src/client/features/organization/organizationSelectors';
import { makeStore } from '../../../../src/client/app/store';
import { unitTree } from '../people/fixtures';
import { unitRow } from './fixtures';

const counts = { totalNum: 1, newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, successNum: 1 };

function opened() {
  const store = makeStore({ runSagas: false });
  store.dispatch(ev.screenOpened());
  store.dispatch(ev.treeLoaded({ nodes: unitTree }));
  store.dispatch(ev.listLoaded({ rows: [unitRow(1, '主校区')], total: 1 }));
  return { store, org: () => selectOrganization(store.getState()) };
}

describe('organization slice', () => {
  it('opens with the tree loading and the top level listed, page 1 of 40', () => {
    const store = makeStore({ runSagas: false });
    store.dispatch(ev.screenOpened());
    expect(selectOrganization(store.getState())).toMatchObject({
      tree: { status: 'loading' },
      selectedId: null,
      list: { status: 'loading', pageIndex: 1, pageSize: 40 },
    });
    expect(selectUnitListQuery(store.getState())).toEqual({ pageIndex: 1, pageSize: 40 });
  });

  it('opens the top level of the tree the first time it arrives', () => {
    const { org } = opened();
    expect(org().tree.status).toBe('loaded');
    expect(org().expanded).toEqual([1]);
  });

  it('toggles nodes open and shut', () => {
    const { store, org } = opened();
    store.dispatch(ev.nodeToggled({ id: 2 }));
    expect(org().expanded).toEqual([1, 2]);
    store.dispatch(ev.nodeToggled({ id: 1 }));
    expect(org().expanded).toEqual([2]);
  });

  it('choosing a unit lists its children from page 1 and opens it in the tree', () => {
    const { store, org } = opened();
    store.dispatch(ev.pageChanged({ pageIndex: 3 }));
    store.dispatch(ev.nodeSelected({ id: 3 }));
    expect(org()).toMatchObject({ selectedId: 3, expanded: [1, 3], list: { pageIndex: 1, status: 'loading' } });
    expect(selectUnitListQuery(store.getState())).toEqual({ parentId: 3, pageIndex: 1, pageSize: 40 });
    expect(selectSelectedPath(store.getState())).toEqual([
      { id: 1, name: '主校区' },
      { id: 2, name: '计算机学院' },
      { id: 3, name: '软件工程' },
    ]);
    store.dispatch(ev.nodeSelected({ id: null }));
    expect(selectSelectedPath(store.getState())).toEqual([]);
  });

  it('empties the list on failure and ignores answers nobody waits for', () => {
    const { store, org } = opened();
    store.dispatch(ev.listLoaded({ rows: [], total: 0 }));
    expect(org().list.total).toBe(1);
    store.dispatch(ev.pageSizeChanged({ pageSize: 100 }));
    store.dispatch(ev.listFailed({ problem: { status: 9999, msg: '故障' } }));
    expect(org().list).toMatchObject({ rows: [], total: 0, status: 'failed', pageSize: 100 });
  });

  it('reloads tree and list after an organisation import, not after a people import or before opening', () => {
    const { store, org } = opened();
    store.dispatch(importFinished({ target: 'STUDENT', key: 'k', counts }));
    expect(org().tree.status).toBe('loaded');
    store.dispatch(importFinished({ target: 'ORG_4', key: 'k', counts }));
    expect(org()).toMatchObject({ tree: { status: 'loading', nodes: unitTree }, list: { status: 'loading' } });

    const fresh = makeStore({ runSagas: false });
    fresh.dispatch(importFinished({ target: 'ORG_4', key: 'k', counts }));
    expect(selectOrganization(fresh.getState()).tree.status).toBe('idle');
  });
});
