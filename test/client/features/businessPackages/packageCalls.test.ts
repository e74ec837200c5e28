// The list and the package dialogs' workers: the list read for the chosen search and page (a
// 1004 is an empty list), a package's versions, applying a version (the list and versions read
// again), the edit's save, and the removal; each refusal leaves the dialog with the server's words.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { applyVersion, loadList, loadVersions, removeOne, saveEdit } from '../../../../src/client/features/businessPackages/businessPackagesSaga';
import * as ev from '../../../../src/client/features/businessPackages/businessPackagesSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import type { PackageRow, PackageVersionRow } from '../../../../src/shared/platform/businessPackages';
import { ok, rootReducer, scriptedApi, through } from './fixtures';

const ROW: PackageRow = {
  id: 7,
  code: 'campus-bus',
  name: '校车查询',
  description: '',
  version: '1.0.0',
  status: 1,
  size: 0,
  versionCount: 2,
  upgradeCount: 1,
  createdBy: 'admin',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};
const V110: PackageVersionRow = {
  id: 3,
  version: '1.1.0',
  description: '',
  fileName: 'bus.zip',
  size: 900,
  entryCount: 2,
  current: false,
  upgrade: true,
  createdBy: 'admin',
  createdAt: ROW.createdAt,
};

const run = (saga: () => Generator, state: ReturnType<typeof through>, api: ReturnType<typeof scriptedApi>) =>
  expectSaga(saga)
    .withReducer(rootReducer, state)
    .provide([[getContext('api'), api]]);

it('reads the list for the searched name on page 1', async () => {
  const api = scriptedApi({ list: () => ok({ data: [ROW], total: 1 }) });
  const state = through([ev.screenOpened(), ev.searchTextChanged({ text: '校车' }), ev.searched()]);
  const { storeState } = await run(loadList, state, api)
    .put(ev.listLoaded({ search: '校车', pageIndex: 1, rows: [ROW], total: 1 }))
    .run();
  expect(api.callsTo('list').map((c) => c.data)).toEqual([{ pageIndex: 1, pageSize: 40, name: '校车' }]);
  expect(storeState.businessPackages.list.status).toBe('loaded');
});

it('an empty list (1004) is loaded empty; a failure keeps the server message', async () => {
  await run(loadList, through([ev.screenOpened()]), scriptedApi({ list: () => ({ status: 1004, msg: '暂无数据', result: { data: [], total: 0 } }) }))
    .put(ev.listLoaded({ search: '', pageIndex: 1, rows: [], total: 0 }))
    .run();
  await run(loadList, through([ev.screenOpened()]), scriptedApi({ list: () => ({ status: 9999, msg: '服务器开小差了', result: null }) }))
    .put(ev.listFailed({ search: '', pageIndex: 1, problem: { status: 9999, msg: '服务器开小差了' } }))
    .run();
});

it("reads a package's versions and applies one; the list and versions are read again", async () => {
  const api = scriptedApi({ upgradeList: () => ok([V110]), save: () => ok({ ...ROW, version: '1.1.0' }) });
  const opened = through([ev.versionsOpened({ packageId: 7, name: '校车查询' })]);
  await run(loadVersions, opened, api)
    .put(ev.versionsLoaded({ packageId: 7, rows: [V110] }))
    .run();
  const applying = through([ev.versionsLoaded({ packageId: 7, rows: [V110] }), ev.versionApplyClicked({ versionId: 3 })], opened);
  const { storeState } = await expectSaga(applyVersion, ev.versionApplyClicked({ versionId: 3 }))
    .withReducer(rootReducer, applying)
    .provide([[getContext('api'), api]])
    .put(ev.versionApplied({ packageId: 7 }))
    .put.actionType(toastShown.type)
    .run();
  expect(api.callsTo('save').map((c) => c.data)).toEqual([{ id: 7, versionId: 3 }]);
  expect(storeState.businessPackages.list.status).toBe('loading');
  expect(storeState.businessPackages.versions.status).toBe('loading');
});

it('saves the edit; a refusal keeps the dialog open with the server message', async () => {
  const editing = through([ev.editOpened({ row: ROW }), ev.editChanged({ name: '校车', status: 0 }), ev.editSaveClicked()]);
  const api = scriptedApi({ update: () => ok({ ...ROW, name: '校车', status: 0 }) });
  await run(saveEdit, editing, api).put(ev.editSaved()).run();
  expect(api.callsTo('update').map((c) => c.data)).toEqual([{ id: 7, name: '校车', description: '', status: 0 }]);
  const { storeState } = await run(saveEdit, editing, scriptedApi({ update: () => ({ status: 1002, msg: '业务包不存在', result: null }) }))
    .put(ev.editFailed({ problem: { text: '业务包不存在' } }))
    .run();
  expect(storeState.businessPackages.edit).toMatchObject({ packageId: 7, saving: false });
});

it('removes the confirmed package and reads the list again', async () => {
  const api = scriptedApi({ remove: () => ok(null) });
  const { storeState } = await run(removeOne, through([ev.removeAsked({ packageId: 7, name: '校车查询' }), ev.removeConfirmed()]), api)
    .put(ev.removed())
    .run();
  expect(api.callsTo('remove').map((c) => c.data)).toEqual([{ id: 7 }]);
  expect(storeState.businessPackages.list.status).toBe('loading');
});
