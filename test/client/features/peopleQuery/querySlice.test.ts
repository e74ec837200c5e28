// The query dialogs through the real store (no saga): each dialog is a small machine on the
// list's `query`, the list is read again from page 1 only when its search or order changed,
// and the selectors hand the list call only what is set.
import { makeStore } from '../../../../src/client/app/store';
import { peopleSelectors } from '../../../../src/client/features/people/peopleSelectors';
import * as people from '../../../../src/client/features/people/peopleSlice';
import * as ev from '../../../../src/client/features/peopleQuery/actions';
import { MAX_SEARCH_ROWS, peopleFields } from '../../../../src/shared/people/query';
import { studentRow } from '../people/fixtures';

const identity = 'STUDENT' as const;
const selectors = peopleSelectors(identity);

function loadedOnPage3(choices?: { dataSortStr: string; columns: null }) {
  const store = makeStore({ runSagas: false });
  store.dispatch(people.screenOpened({ identity, choices }));
  store.dispatch(people.pageChanged({ identity, pageIndex: 3 }));
  store.dispatch(people.listLoaded({ identity, rows: [studentRow(1)], total: 200 }));
  const state = () => store.getState();
  return { store, list: () => selectors.selectList(state()), query: () => selectors.selectList(state()).query, state };
}

describe('advanced search', () => {
  it('opens with one empty row; confirm with gaps marks each part and applies nothing', () => {
    const { store, list, query, state } = loadedOnPage3();
    store.dispatch(ev.advancedSearchOpened({ identity }));
    expect(query().dialog).toEqual({ kind: 'advancedSearch', rows: [{ join: 'and', field: '', operator: '', value: '' }], errors: [] });
    store.dispatch(ev.advancedSearchSubmitted({ identity }));
    expect(selectors.selectAdvancedDialog(state())?.rows[0].errors).toEqual({
      field: 'common.pleaseSelect',
      operator: 'common.pleaseSelect',
      value: 'common.pleaseInput',
    });
    expect(list()).toMatchObject({ status: 'ready', pageIndex: 3 });
    // once refused, the rows are checked as they change
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'field', value: 'name' }));
    expect(selectors.selectAdvancedDialog(state())?.rows[0].errors).toEqual({ operator: 'common.pleaseSelect', value: 'common.pleaseInput' });
  });

  it('applies complete rows on page 1, shows the count, and sends them with the filters', () => {
    const { store, list, query, state } = loadedOnPage3();
    store.dispatch(ev.advancedSearchOpened({ identity }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'field', value: 'name' }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'operator', value: 'like' }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'value', value: '王' }));
    store.dispatch(ev.advancedRowAdded({ identity }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 1, part: 'join', value: 'or' }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 1, part: 'field', value: 'gender' }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 1, part: 'value', value: '2' }));
    store.dispatch(people.filtersSubmitted({ identity, filters: { grade: '2023' } }));
    store.dispatch(people.listLoaded({ identity, rows: [], total: 0 }));
    store.dispatch(ev.advancedSearchSubmitted({ identity }));
    expect(query().dialog.kind).toBe('closed');
    expect(list()).toMatchObject({ status: 'loading', pageIndex: 1 });
    expect(selectors.selectConditionCount(state())).toBe(2);
    expect(selectors.selectListQuery(state())).toEqual({
      grade: '2023',
      advancedSearch: [
        { join: 'and', field: 'name', operator: 'like', value: '王' },
        { join: 'or', field: 'gender', operator: '=', value: '2' },
      ],
      pageIndex: 1,
      pageSize: 40,
    });
    // reopening shows the applied rows
    store.dispatch(ev.advancedSearchOpened({ identity }));
    expect(selectors.selectAdvancedDialog(state())?.rows.map((r) => r.row.field)).toEqual(['name', 'gender']);
  });

  it('keeps one row, at most twenty; the join only from the second row', () => {
    const { store, state } = loadedOnPage3();
    store.dispatch(ev.advancedSearchOpened({ identity }));
    store.dispatch(ev.advancedRowRemoved({ identity, index: 0 }));
    expect(selectors.selectAdvancedDialog(state())?.rows).toHaveLength(1);
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'join', value: 'or' }));
    expect(selectors.selectAdvancedDialog(state())?.rows[0].row.join).toBe('and');
    for (let i = 0; i < MAX_SEARCH_ROWS + 3; i += 1) store.dispatch(ev.advancedRowAdded({ identity }));
    expect(selectors.selectAdvancedDialog(state())).toMatchObject({ canAdd: false });
    expect(selectors.selectAdvancedDialog(state())?.rows).toHaveLength(MAX_SEARCH_ROWS);
  });

  it('clears: the list is read again from page 1 without it; closing the dialog changes nothing', () => {
    const { store, list, state } = loadedOnPage3();
    store.dispatch(ev.advancedSearchOpened({ identity }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'field', value: 'email' }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'operator', value: 'empty' }));
    store.dispatch(ev.advancedSearchSubmitted({ identity }));
    store.dispatch(people.pageChanged({ identity, pageIndex: 2 }));
    store.dispatch(people.listLoaded({ identity, rows: [], total: 0 }));
    store.dispatch(ev.advancedSearchOpened({ identity }));
    store.dispatch(ev.queryDialogClosed({ identity }));
    expect(list()).toMatchObject({ status: 'ready', pageIndex: 2 });
    store.dispatch(ev.advancedSearchCleared({ identity }));
    expect(list()).toMatchObject({ status: 'loading', pageIndex: 1 });
    expect(selectors.selectListQuery(state())).toEqual({ pageIndex: 1, pageSize: 40 });
  });

  it('ignores events for a list never opened, and a new visit starts without the search', () => {
    const { store, state } = loadedOnPage3();
    store.dispatch(ev.advancedSearchOpened({ identity: 'TEACHER' }));
    expect(store.getState().people.lists.TEACHER).toBeUndefined();
    store.dispatch(ev.advancedSearchOpened({ identity }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'field', value: 'email' }));
    store.dispatch(ev.advancedRowChanged({ identity, index: 0, part: 'operator', value: 'not empty' }));
    store.dispatch(ev.advancedSearchSubmitted({ identity }));
    store.dispatch(people.screenOpened({ identity }));
    expect(selectors.selectConditionCount(state())).toBe(0);
  });
});

describe('field display', () => {
  const defaults = [
    { key: 'photo', shown: true },
    { key: 'name', shown: true },
    { key: 'grade', shown: true },
    { key: 'createdAt', shown: false },
  ];

  it('refuses to move the first up or the last down, with the messages', () => {
    const { store, state } = loadedOnPage3();
    store.dispatch(ev.fieldDisplayOpened({ identity, defaults }));
    store.dispatch(ev.fieldMoveUpClicked({ identity, key: 'photo' }));
    expect(selectors.selectFieldDisplayDialog(state())?.notice).toBe('fieldDisplay.alreadyFirst');
    store.dispatch(ev.fieldMoveDownClicked({ identity, key: 'createdAt' }));
    expect(selectors.selectFieldDisplayDialog(state())?.notice).toBe('fieldDisplay.alreadyLast');
    store.dispatch(ev.fieldMoveUpClicked({ identity, key: 'createdAt' }));
    expect(selectors.selectFieldDisplayDialog(state())).toEqual({
      notice: null,
      rows: [
        { key: 'photo', shown: true },
        { key: 'name', shown: true },
        { key: 'createdAt', shown: false },
        { key: 'grade', shown: true },
      ],
    });
  });

  it('keeps one column shown; a drop moves a row to the place of another', () => {
    const { store, state } = loadedOnPage3();
    store.dispatch(ev.fieldDisplayOpened({ identity, defaults }));
    store.dispatch(ev.fieldShowToggled({ identity, key: 'photo' }));
    store.dispatch(ev.fieldShowToggled({ identity, key: 'name' }));
    expect(selectors.selectFieldDisplayDialog(state())?.notice).toBeNull();
    store.dispatch(ev.fieldShowToggled({ identity, key: 'grade' }));
    expect(selectors.selectFieldDisplayDialog(state())?.notice).toBe('peopleQuery.fieldDisplay.keepOne');
    expect(selectors.selectFieldDisplayDialog(state())?.rows.find((r) => r.key === 'grade')?.shown).toBe(true);
    store.dispatch(ev.fieldDropped({ identity, key: 'grade', onto: 'photo' }));
    expect(selectors.selectFieldDisplayDialog(state())?.rows.map((r) => r.key)).toEqual(['grade', 'photo', 'name', 'createdAt']);
  });

  it('saves the display without reading the list again; reset goes back to the default', () => {
    const { store, list, state } = loadedOnPage3();
    store.dispatch(ev.fieldDisplayOpened({ identity, defaults }));
    store.dispatch(ev.fieldShowToggled({ identity, key: 'createdAt' }));
    store.dispatch(ev.fieldDisplaySubmitted({ identity }));
    expect(selectors.selectColumnChoices(state())).toEqual([
      { key: 'photo', shown: true },
      { key: 'name', shown: true },
      { key: 'grade', shown: true },
      { key: 'createdAt', shown: true },
    ]);
    expect(list()).toMatchObject({ status: 'ready', pageIndex: 3 });
    // reopening starts from the saved display
    store.dispatch(ev.fieldDisplayOpened({ identity, defaults }));
    expect(selectors.selectFieldDisplayDialog(state())?.rows.at(-1)).toEqual({ key: 'createdAt', shown: true });
    store.dispatch(ev.fieldDisplayReset({ identity }));
    expect(selectors.selectColumnChoices(state())).toBeNull();
    expect(selectors.selectOpenDialog(state())).toBe('closed');
  });
});

describe('data order', () => {
  const sortable = peopleFields(identity).filter((f) => f.sortable);

  it('wants field and order together: each missing half gets its message, nothing applied', () => {
    const { store, list, state } = loadedOnPage3();
    store.dispatch(ev.dataOrderOpened({ identity }));
    store.dispatch(ev.orderRowChanged({ identity, index: 0, part: 'order', value: 'DESC' }));
    store.dispatch(ev.orderRowAdded({ identity }));
    store.dispatch(ev.orderRowChanged({ identity, index: 1, part: 'value', value: 'name' }));
    store.dispatch(ev.dataOrderSubmitted({ identity }));
    expect(selectors.selectDataOrderDialog(state())?.rows.map((r) => r.errors)).toEqual([
      { value: 'dataOrder.selectField' },
      { order: 'dataOrder.selectMethod' },
    ]);
    expect(list()).toMatchObject({ status: 'ready', pageIndex: 3 });
  });

  it('refuses a field chosen in another row, and offers it disabled there', () => {
    const { store, state } = loadedOnPage3();
    store.dispatch(ev.dataOrderOpened({ identity }));
    store.dispatch(ev.orderRowChanged({ identity, index: 0, part: 'value', value: 'name' }));
    store.dispatch(ev.orderRowAdded({ identity }));
    store.dispatch(ev.orderRowChanged({ identity, index: 1, part: 'value', value: 'name' }));
    const view = selectors.selectDataOrderDialog(state());
    expect(view?.rows[1].row.value).toBe('');
    expect(view?.rows[1].taken).toEqual(['name']);
    // a field the list cannot be ordered by, or an unknown order, is refused too
    store.dispatch(ev.orderRowChanged({ identity, index: 1, part: 'value', value: 'workNo' }));
    store.dispatch(ev.orderRowChanged({ identity, index: 1, part: 'order', value: 'SIDEWAYS' }));
    expect(selectors.selectDataOrderDialog(state())?.rows[1].row).toEqual({ value: '', order: '' });
  });

  it('never removes the last row; adds rows only while unused fields remain', () => {
    const { store, state } = loadedOnPage3();
    store.dispatch(ev.dataOrderOpened({ identity }));
    store.dispatch(ev.orderRowRemoved({ identity, index: 0 }));
    expect(selectors.selectDataOrderDialog(state())?.rows).toHaveLength(1);
    for (let i = 0; i < sortable.length + 2; i += 1) store.dispatch(ev.orderRowAdded({ identity }));
    expect(selectors.selectDataOrderDialog(state())).toMatchObject({ canAdd: false });
    expect(selectors.selectDataOrderDialog(state())?.rows).toHaveLength(sortable.length);
    store.dispatch(ev.orderRowRemoved({ identity, index: 0 }));
    expect(selectors.selectDataOrderDialog(state())).toMatchObject({ canAdd: true });
  });

  it('saves the rows as dataSortStr on page 1; reset goes back to newest first', () => {
    const { store, list, state } = loadedOnPage3();
    store.dispatch(ev.dataOrderOpened({ identity }));
    store.dispatch(ev.orderRowChanged({ identity, index: 0, part: 'value', value: 'grade' }));
    store.dispatch(ev.orderRowChanged({ identity, index: 0, part: 'order', value: 'DESC' }));
    store.dispatch(ev.orderRowAdded({ identity }));
    store.dispatch(ev.orderRowChanged({ identity, index: 1, part: 'value', value: 'name' }));
    store.dispatch(ev.orderRowChanged({ identity, index: 1, part: 'order', value: 'ASC' }));
    store.dispatch(ev.dataOrderSubmitted({ identity }));
    expect(list()).toMatchObject({ status: 'loading', pageIndex: 1 });
    expect(selectors.selectListQuery(state())).toEqual({ dataSortStr: 'grade DESC,name ASC', pageIndex: 1, pageSize: 40 });
    store.dispatch(people.listLoaded({ identity, rows: [], total: 0 }));
    // the same order saved again does not read the list again
    store.dispatch(ev.dataOrderOpened({ identity }));
    store.dispatch(ev.dataOrderSubmitted({ identity }));
    expect(list().status).toBe('ready');
    store.dispatch(ev.dataOrderReset({ identity }));
    expect(list()).toMatchObject({ status: 'loading', pageIndex: 1 });
    expect(selectors.selectListQuery(state())).toEqual({ pageIndex: 1, pageSize: 40 });
  });

  it('opens a list with the order the session kept', () => {
    const { state } = loadedOnPage3({ dataSortStr: 'name DESC', columns: null });
    expect(selectors.selectDataSortStr(state())).toBe('name DESC');
  });
});
