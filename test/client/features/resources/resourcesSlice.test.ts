// The resources slice through a real store (no saga): each part is a status machine that
// ignores events making no sense in its current status.
import { configureStore } from '@reduxjs/toolkit';
import * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { selectResource } from '../../../../src/client/features/resources/resourcesSelectors';
import { testReducer } from './testStore';
import { wordRow } from './fixtures';

const key = 'shieldWords';
const problem = { status: 1002, msg: '权限不足' };

function openedStore() {
  const store = configureStore({ reducer: testReducer });
  store.dispatch(ev.screenOpened({ key }));
  return { store, entry: () => selectResource(key)(store.getState()) };
}

function withRows(n: number, pageIndex = 1) {
  const made = openedStore();
  if (pageIndex > 1) made.store.dispatch(ev.pageChanged({ key, pageIndex }));
  made.store.dispatch(ev.listLoaded({ key, rows: Array.from({ length: n }, (_, i) => wordRow(i + 1)), total: 100 }));
  return made;
}

describe('resources slice: the list', () => {
  it('opens a screen with page 1 of 40, loading', () => {
    const { entry } = openedStore();
    expect(entry()).toMatchObject({ pageIndex: 1, pageSize: 40, status: 'loading', rows: [], total: 0 });
  });

  it('starts every visit from a fresh search on page 1, keeping only the option lists', () => {
    const { store, entry } = withRows(2, 3);
    store.dispatch(ev.filtersSubmitted({ key, filters: { word: '赌' } }));
    store.dispatch(ev.lookupsLoaded({ key, lookups: { mechanisms: [] } }));
    store.dispatch(ev.screenOpened({ key }));
    expect(entry()).toMatchObject({ filters: {}, filterDraft: {}, pageIndex: 1, rows: [], status: 'loading', lookups: { mechanisms: [] } });
  });

  it('ignores events for a screen that was never opened', () => {
    const store = configureStore({ reducer: testReducer });
    store.dispatch(ev.pageChanged({ key, pageIndex: 3 }));
    store.dispatch(ev.addClicked({ key }));
    expect(store.getState().resources).toEqual({});
  });

  it('takes a loaded page only while loading', () => {
    const { store, entry } = withRows(2);
    expect(entry()).toMatchObject({ status: 'ready', total: 100 });
    store.dispatch(ev.listLoaded({ key, rows: [], total: 0 }));
    expect(entry().rows).toHaveLength(2);
  });

  it('empties rows and total on failure (document 002 §8)', () => {
    const { store, entry } = withRows(2);
    store.dispatch(ev.pageChanged({ key, pageIndex: 2 }));
    store.dispatch(ev.listFailed({ key, problem }));
    expect(entry()).toMatchObject({ status: 'failed', rows: [], total: 0, problem });
  });

  it('normalises pages and sizes, and a new size or search goes back to page 1', () => {
    const { store, entry } = withRows(2);
    store.dispatch(ev.pageChanged({ key, pageIndex: 0 }));
    expect(entry().pageIndex).toBe(1);
    store.dispatch(ev.pageChanged({ key, pageIndex: 4 }));
    store.dispatch(ev.pageSizeChanged({ key, pageSize: 0 }));
    expect(entry()).toMatchObject({ pageIndex: 1, pageSize: 10, status: 'loading' });
    store.dispatch(ev.pageChanged({ key, pageIndex: 3 }));
    store.dispatch(ev.filterChanged({ key, name: 'word', value: '赌' }));
    expect(entry()).toMatchObject({ filterDraft: { word: '赌' }, filters: {} });
    store.dispatch(ev.filtersSubmitted({ key, filters: { word: '赌' } }));
    expect(entry()).toMatchObject({ filters: { word: '赌' }, pageIndex: 1 });
    store.dispatch(ev.filtersReset({ key }));
    expect(entry()).toMatchObject({ filters: {}, filterDraft: {}, pageIndex: 1 });
  });

  it('keeps only picked rows that are on the page', () => {
    const { store, entry } = withRows(3);
    store.dispatch(ev.selectionChanged({ key, ids: [1, 3, 99] }));
    expect(entry().selected).toEqual([1, 3]);
  });

  it('merges lookups', () => {
    const { store, entry } = openedStore();
    store.dispatch(ev.lookupsLoaded({ key, lookups: { actionTypes: [{ code: 'post', name: 'x' }] } }));
    store.dispatch(ev.lookupsLoaded({ key, lookups: { mechanisms: [] } }));
    expect(Object.keys(entry().lookups)).toEqual(['actionTypes', 'mechanisms']);
  });
});

describe('resources slice: the form', () => {
  it('opens an add form with the definition defaults', () => {
    const { store, entry } = openedStore();
    store.dispatch(ev.addClicked({ key }));
    expect(entry().form).toEqual({
      status: 'editing',
      mode: 'add',
      dirty: false,
      id: null,
      errors: {},
      uploads: {},
      previews: {},
      urlChecks: {},
      values: { word: '', actionType: null, mechanismId: null, enabled: true, remark: '' },
    });
  });

  it('opens an edit form with the row values, and not for a row it does not hold', () => {
    const { store, entry } = withRows(2);
    store.dispatch(ev.editClicked({ key, id: 99 }));
    expect(entry().form.status).toBe('closed');
    store.dispatch(ev.editClicked({ key, id: 2 }));
    expect(entry().form).toMatchObject({ status: 'editing', mode: 'edit', id: 2, values: { word: '词2', mechanismId: 2, enabled: true } });
  });

  it('runs editing → submitting → rejected (editing with errors) → submitting → saved (closed, list reloading)', () => {
    const { store, entry } = withRows(1);
    store.dispatch(ev.addClicked({ key }));
    store.dispatch(ev.formSubmitted({ key }));
    expect(entry().form.status).toBe('submitting');
    store.dispatch(ev.formRejected({ key, errors: { word: '敏感词不能为空' } }));
    expect(entry().form).toMatchObject({ status: 'editing', errors: { word: '敏感词不能为空' } });
    store.dispatch(ev.formChanged({ key, name: 'word', value: '赌博' }));
    expect(entry().form.errors).toEqual({});
    store.dispatch(ev.formSubmitted({ key }));
    store.dispatch(ev.saved({ key, id: 7 }));
    expect(entry().form.status).toBe('closed');
    expect(entry().status).toBe('loading');
  });

  it('ignores form events that make no sense in the form status', () => {
    const { store, entry } = withRows(1);
    // closed: no change, submit, rejection or save
    store.dispatch(ev.formChanged({ key, name: 'word', value: 'x' }));
    store.dispatch(ev.formSubmitted({ key }));
    store.dispatch(ev.formRejected({ key, errors: { word: 'x' } }));
    store.dispatch(ev.saved({ key, id: 1 }));
    expect(entry().form.status).toBe('closed');
    expect(entry().status).toBe('ready');
    // editing: a second add or an edit does not replace the open form; a save needs a submit
    store.dispatch(ev.addClicked({ key }));
    store.dispatch(ev.formChanged({ key, name: 'word', value: 'kept' }));
    store.dispatch(ev.editClicked({ key, id: 1 }));
    store.dispatch(ev.saved({ key, id: 1 }));
    expect(entry().form).toMatchObject({ status: 'editing', mode: 'add', values: { word: 'kept' } });
    // submitting: no edits, no close
    store.dispatch(ev.formSubmitted({ key }));
    store.dispatch(ev.formChanged({ key, name: 'word', value: 'changed' }));
    store.dispatch(ev.formClosed({ key }));
    expect(entry().form).toMatchObject({ status: 'submitting', values: { word: 'kept' } });
    // a refusal as a whole returns to editing
    store.dispatch(ev.saveFailed({ key, problem }));
    expect(entry().form.status).toBe('editing');
    store.dispatch(ev.formClosed({ key }));
    expect(entry().form.status).toBe('closed');
  });
});

describe('resources slice: removal', () => {
  it('runs idle → confirming → removing → removed (idle, list reloading)', () => {
    const { store, entry } = withRows(3);
    store.dispatch(ev.removeClicked({ key, ids: [2], name: '词2' }));
    expect(entry().removal).toEqual({ status: 'confirming', ids: [2], name: '词2' });
    store.dispatch(ev.removeConfirmed({ key }));
    expect(entry().removal.status).toBe('removing');
    store.dispatch(ev.removed({ key, ids: [2], removed: 1 }));
    expect(entry()).toMatchObject({ removal: { status: 'idle', ids: [] }, status: 'loading', pageIndex: 1 });
  });

  it('steps back a page when the last rows of a later page were removed', () => {
    const { store, entry } = withRows(1, 3);
    store.dispatch(ev.removeClicked({ key, ids: [1], name: '词1' }));
    store.dispatch(ev.removeConfirmed({ key }));
    store.dispatch(ev.removed({ key, ids: [1], removed: 1 }));
    expect(entry().pageIndex).toBe(2);
  });

  it('stays on the page when rows remain on it', () => {
    const { store, entry } = withRows(2, 3);
    store.dispatch(ev.removeClicked({ key, ids: [1], name: '词1' }));
    store.dispatch(ev.removeConfirmed({ key }));
    store.dispatch(ev.removed({ key, ids: [1], removed: 1 }));
    expect(entry().pageIndex).toBe(3);
  });

  it('ignores removal events out of order', () => {
    const { store, entry } = withRows(2);
    store.dispatch(ev.removeConfirmed({ key }));
    store.dispatch(ev.removed({ key, ids: [1], removed: 1 }));
    store.dispatch(ev.removeClicked({ key, ids: [], name: '' }));
    expect(entry().removal.status).toBe('idle');
    expect(entry().status).toBe('ready');
    store.dispatch(ev.removeClicked({ key, ids: [1], name: '词1' }));
    store.dispatch(ev.removeClicked({ key, ids: [2], name: '词2' }));
    expect(entry().removal.ids).toEqual([1]);
    store.dispatch(ev.removeConfirmed({ key }));
    store.dispatch(ev.removeCancelled({ key }));
    expect(entry().removal.status).toBe('removing');
    store.dispatch(ev.removeFailed({ key, problem }));
    expect(entry().removal.status).toBe('idle');
    expect(entry().rows).toHaveLength(2);
    // a refusal reads the list again (a row removed elsewhere leaves it), once
    expect(entry().status).toBe('loading');
    store.dispatch(ev.listLoaded({ key, rows: entry().rows.slice(1), total: 1 }));
    store.dispatch(ev.removeFailed({ key, problem }));
    expect(entry().status).toBe('ready');
  });
});
