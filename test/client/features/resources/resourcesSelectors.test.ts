// Selectors: lookup labels resolved into display rows, memoized per resource key.
import { configureStore } from '@reduxjs/toolkit';
import * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { resourceSelectors, selectDisplayRows, selectFieldOptions, selectResource } from '../../../../src/client/features/resources/resourcesSelectors';
import { formatTimestamp } from '../../../../src/client/features/resources/displayValues';
import { testReducer } from './testStore';
import { actionTypes, mechanisms, wordRow } from './fixtures';

const key = 'shieldWords';

function loaded() {
  const store = configureStore({ reducer: testReducer });
  store.dispatch(ev.screenOpened({ key }));
  store.dispatch(ev.listLoaded({ key, rows: [wordRow(1), { ...wordRow(2), enabled: false, mechanismId: 77 }], total: 2 }));
  return store;
}

describe('resources selectors', () => {
  it('reads a never-opened screen as an empty first page', () => {
    const store = configureStore({ reducer: testReducer });
    expect(selectResource('shieldWords')(store.getState())).toMatchObject({ pageIndex: 1, pageSize: 40, rows: [], status: 'idle' });
  });

  it('shows select values by their lookup labels, switches as yes/no and times formatted', () => {
    const store = loaded();
    store.dispatch(ev.lookupsLoaded({ key, lookups: { actionTypes, mechanisms } }));
    const [first, second] = selectDisplayRows(key)(store.getState());
    expect(first.cells).toMatchObject({
      word: { text: '词1' },
      actionType: { text: '发布动态' },
      mechanismId: { text: '替换为星号' },
      enabled: { key: 'common.yes' },
      updatedAt: { text: formatTimestamp('2024-05-02T09:30:05.000Z') },
    });
    // a value no lookup offers is shown as it is
    expect(second.cells).toMatchObject({ enabled: { key: 'common.no' }, mechanismId: { text: '77' } });
  });

  it('offers lookup options for selects and yes/no for switches', () => {
    const store = loaded();
    store.dispatch(ev.lookupsLoaded({ key, lookups: { actionTypes, mechanisms } }));
    const options = selectFieldOptions(key)(store.getState());
    expect(options.mechanismId).toEqual([
      { value: 1, label: { text: '禁止发布' } },
      { value: 2, label: { text: '替换为星号' } },
    ]);
    expect(options.enabled.map((o) => o.value)).toEqual([true, false]);
  });

  it('memoizes per key: the same rows until rows or lookups change', () => {
    const store = loaded();
    const before = selectDisplayRows(key)(store.getState());
    store.dispatch(ev.formClosed({ key }));
    store.dispatch(ev.addClicked({ key }));
    expect(selectDisplayRows(key)(store.getState())).toBe(before);
    expect(resourceSelectors(key)).toBe(resourceSelectors(key));
    store.dispatch(ev.lookupsLoaded({ key, lookups: { mechanisms } }));
    expect(selectDisplayRows(key)(store.getState())).not.toBe(before);
  });
});
