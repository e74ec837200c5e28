// The issue-12 parts of the resources slice through a real store (no saga): sort, actions,
// drag order, uploads, detail, read-only definitions and the list query they make.
import { configureStore } from '@reduxjs/toolkit';
import recordEditing from '../../../../src/shared/i18n/recordEditing';
import { IMAGE_CEILING_MB, IMAGE_MAX_BYTES } from '../../../../src/shared/resources/files';
import * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { selectListQuery, selectResource } from '../../../../src/client/features/resources/resourcesSelectors';
import { testReducer } from './testStore';
import { MODULES, moduleRow } from './collectionsFixtures';

const key = MODULES;
const problem = { status: 1002, msg: '排序的记录已不存在' };

function loadedStore(resourceKey = key) {
  const store = configureStore({ reducer: testReducer });
  store.dispatch(ev.screenOpened({ key: resourceKey }));
  store.dispatch(ev.listLoaded({ key: resourceKey, rows: [moduleRow(1), moduleRow(2, { enabled: false }), moduleRow(3)], total: 3 }));
  return { store, entry: () => selectResource(resourceKey)(store.getState()), query: () => selectListQuery(resourceKey)(store.getState()) };
}

describe('collections slice: sort', () => {
  it('cycles a column ascending, descending, then back to the definition order, each time from page 1', () => {
    const { store, entry, query } = loadedStore();
    store.dispatch(ev.pageChanged({ key, pageIndex: 3 }));
    store.dispatch(ev.sortClicked({ key, field: 'code' }));
    expect(entry()).toMatchObject({ sort: { field: 'code', direction: 'asc' }, pageIndex: 1, status: 'loading' });
    expect(query()).toEqual({ sortField: 'code', sortDirection: 'asc', pageIndex: 1, pageSize: 40 });
    store.dispatch(ev.sortClicked({ key, field: 'code' }));
    expect(entry().sort).toEqual({ field: 'code', direction: 'desc' });
    store.dispatch(ev.sortClicked({ key, field: 'code' }));
    expect(entry().sort).toBeNull();
    expect(query()).toEqual({ pageIndex: 1, pageSize: 40 });
  });

  it('a POST list sends sort as an object and a date range as Start/End', () => {
    const { store, query } = loadedStore('appVersions');
    store.dispatch(ev.filtersSubmitted({ key: 'appVersions', filters: { publishedAt: { from: '2024-05-01', to: '2024-05-31' } } }));
    store.dispatch(ev.sortClicked({ key: 'appVersions', field: 'version' }));
    expect(query()).toEqual({
      publishedAtStart: '2024-05-01',
      publishedAtEnd: '2024-05-31',
      sort: { field: 'version', direction: 'asc' },
      pageIndex: 1,
      pageSize: 40,
    });
  });

  it('ignores a field the definition does not have', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.sortClicked({ key, field: 'password' }));
    expect(entry()).toMatchObject({ sort: null, status: 'ready' });
  });
});

describe('collections slice: actions', () => {
  it('a row action without a question runs at once; one with a question, and any batch, confirms first', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.actionClicked({ key, action: 'enable', ids: [2], batch: false }));
    expect(entry().action).toEqual({ status: 'running', action: 'enable', ids: [2], batch: false });
    store.dispatch(ev.actionFailed({ key, problem }));
    store.dispatch(ev.actionClicked({ key, action: 'disable', ids: [1], batch: false }));
    expect(entry().action.status).toBe('confirming');
    store.dispatch(ev.actionCancelled({ key }));
    store.dispatch(ev.actionClicked({ key, action: 'enable', ids: [1, 3], batch: true }));
    expect(entry().action.status).toBe('confirming');
    store.dispatch(ev.actionConfirmed({ key }));
    expect(entry().action.status).toBe('running');
  });

  it('ignores unknown actions, empty picks and clicks while another runs; done reloads and clears the picks', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.actionClicked({ key, action: 'explode', ids: [1], batch: true }));
    store.dispatch(ev.actionClicked({ key, action: 'enable', ids: [], batch: true }));
    expect(entry().action.status).toBe('idle');
    store.dispatch(ev.selectionChanged({ key, ids: [1, 3] }));
    store.dispatch(ev.actionClicked({ key, action: 'disable', ids: [1, 3], batch: true }));
    store.dispatch(ev.actionClicked({ key, action: 'enable', ids: [2], batch: false }));
    expect(entry().action).toMatchObject({ status: 'confirming', action: 'disable', ids: [1, 3] });
    store.dispatch(ev.actionDone({ key, action: 'disable', ids: [1, 3] }));
    expect(entry().action.status).toBe('confirming');
    store.dispatch(ev.actionConfirmed({ key }));
    store.dispatch(ev.actionDone({ key, action: 'disable', ids: [1, 3] }));
    expect(entry()).toMatchObject({ action: { status: 'idle' }, selected: [], status: 'loading' });
  });
});

describe('collections slice: drag order', () => {
  const ids = (entry: () => { rows: { id: number }[] }) => entry().rows.map((r) => r.id);

  it('moves the dropped row to the target place at once and takes no second drop while saving', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.rowDropped({ key, id: 1, targetId: 3 }));
    expect(ids(entry)).toEqual([2, 3, 1]);
    expect(entry().reorder).toEqual({ status: 'saving', previous: [1, 2, 3] });
    store.dispatch(ev.rowDropped({ key, id: 2, targetId: 1 }));
    expect(ids(entry)).toEqual([2, 3, 1]);
  });

  it('rolls back to the old order when refused', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.rowDropped({ key, id: 3, targetId: 1 }));
    store.dispatch(ev.orderRefused({ key, problem }));
    expect(ids(entry)).toEqual([1, 2, 3]);
    expect(entry().reorder.status).toBe('idle');
  });

  it('takes no drop on a list sorted by a header, nor on a definition without adjustOrder', () => {
    const sorted = loadedStore();
    sorted.store.dispatch(ev.sortClicked({ key, field: 'code' }));
    sorted.store.dispatch(ev.listLoaded({ key, rows: [moduleRow(1), moduleRow(2)], total: 2 }));
    sorted.store.dispatch(ev.rowDropped({ key, id: 2, targetId: 1 }));
    expect(ids(sorted.entry)).toEqual([1, 2]);
    const versions = loadedStore('appVersions');
    versions.store.dispatch(ev.rowDropped({ key: 'appVersions', id: 3, targetId: 1 }));
    expect(ids(versions.entry)).toEqual([1, 2, 3]);
  });
});

describe('collections slice: image uploads in the form', () => {
  const png = { id: 'file-1', name: 'a.png', type: 'image/png', size: 100 };

  it('keeps save waiting while an image uploads, and takes only the answer to the latest pick', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.addClicked({ key }));
    store.dispatch(ev.imagePicked({ key, field: 'icon', file: png }));
    store.dispatch(ev.formSubmitted({ key }));
    expect(entry().form.status).toBe('editing');
    store.dispatch(ev.imagePicked({ key, field: 'icon', file: { ...png, id: 'file-2' } }));
    store.dispatch(ev.imageUploaded({ key, field: 'icon', fileId: 'file-1', value: 'f_old', url: '/old' }));
    expect(entry().form.values.icon).toBeNull();
    store.dispatch(ev.imageUploaded({ key, field: 'icon', fileId: 'file-2', value: 'f_new', url: '/new' }));
    expect(entry().form).toMatchObject({ values: { icon: 'f_new' }, previews: { icon: '/new' }, uploads: {} });
    store.dispatch(ev.imageRemoved({ key, field: 'icon' }));
    expect(entry().form).toMatchObject({ values: { icon: null }, previews: {} });
  });

  it('refuses a file over the 20 MB ceiling before any upload, and leaves a 6 MB one to the published limit', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.addClicked({ key }));
    store.dispatch(ev.imagePicked({ key, field: 'icon', file: { ...png, size: 6 * 1024 * 1024 } }));
    expect(entry().form.uploads.icon).toMatchObject({ status: 'uploading' });
    store.dispatch(ev.imagePicked({ key, field: 'icon', file: { ...png, id: 'file-big', size: IMAGE_MAX_BYTES + 1 } }));
    expect(entry().form.uploads.icon).toMatchObject({ status: 'failed', error: { key: 'resourceUi.imageTooLarge' } });
    expect(recordEditing['resourceUi.imageTooLarge'][0]).toBe(`图片大小不得大于${IMAGE_CEILING_MB}M`);
  });

  it('an edit form shows the stored image and the multi-select values', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.pageChanged({ key, pageIndex: 1 }));
    store.dispatch(ev.listLoaded({ key, rows: [moduleRow(1, { icon: 'f_1' })], total: 1 }));
    store.dispatch(ev.editClicked({ key, id: 1 }));
    expect(entry().form).toMatchObject({ previews: { icon: '/api/blade-platform/file/view/f_1' }, values: { icon: 'f_1', platforms: ['android', 'ios'] } });
  });
});

describe('collections slice: detail and read-only definitions', () => {
  it('opens the detail of a row on the page only, for a definition with detailView', () => {
    const { store, entry } = loadedStore();
    store.dispatch(ev.detailOpened({ key, id: 99 }));
    expect(entry().detail.status).toBe('closed');
    store.dispatch(ev.detailOpened({ key, id: 2 }));
    expect(entry().detail).toMatchObject({ status: 'loading', id: 2 });
    store.dispatch(ev.detailLoaded({ key, id: 3, record: moduleRow(3) }));
    expect(entry().detail.status).toBe('loading');
    store.dispatch(ev.detailClosed({ key }));
    expect(entry().detail.status).toBe('closed');
  });

  it('a read-only definition opens no form; its remove call is offered', () => {
    const { store, entry } = loadedStore('robotAsks');
    store.dispatch(ev.addClicked({ key: 'robotAsks' }));
    store.dispatch(ev.editClicked({ key: 'robotAsks', id: 1 }));
    store.dispatch(ev.removeClicked({ key: 'robotAsks', ids: [1], name: '' }));
    expect(entry()).toMatchObject({ form: { status: 'closed' }, removal: { status: 'confirming' } });
  });
});
