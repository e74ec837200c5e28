// The add-API dialog's slice: the advanced search rules over the API fields (document 000 §5: a
// field, an operator and a value per row, 请选择 / 请输入; the last four operators take no value;
// fields with fixed values force '='), a new type starting the selection afresh, and the fixed
// rows.
import {
  addOpened,
  advancedCleared,
  advancedOpened,
  advancedRowAdded,
  advancedRowChanged,
  advancedRowRemoved,
  advancedSubmitted,
  allSelected,
  candidatesLoaded,
  pageToggled,
  queryChanged,
  querySubmitted,
  rowToggled,
  selectAllClicked,
} from '../../../../src/client/features/monitors/apiAddSlice';
import { changeRow, emptyRow, validateRows } from '../../../../src/client/features/monitors/advancedRows';
import { selectApiAddView } from '../../../../src/client/features/monitors/selectors';
import { APIS, through } from './fixtures';

const open = (...more: Parameters<typeof through>[0]) => through([addOpened({ monitorId: 1, monitorName: '教务监控', type: 'DATA_API' }), ...more]);
const page1 = candidatesLoaded({ rows: APIS.slice(0, 10).map((a) => ({ ...a, added: a.id <= 3 })), total: 30, fixedCount: 3 });

describe('API advanced search rules', () => {
  it('a field with fixed values (quote type, status) forces =; a date is never matched with like', () => {
    expect(changeRow(emptyRow(), 'field', 'quoteType')).toEqual({ join: 'and', field: 'quoteType', operator: '=', value: '' });
    expect(changeRow(changeRow(emptyRow(), 'field', 'quoteType'), 'operator', 'like').operator).toBe('=');
    expect(changeRow(changeRow(emptyRow(), 'field', 'createTime'), 'operator', 'like').operator).toBe('');
    expect(changeRow(changeRow(emptyRow(), 'field', 'createTime'), 'operator', '>=').operator).toBe('>=');
  });

  it('the last four operators take no value; each row needs a field, an operator and a value', () => {
    const named = changeRow(changeRow(changeRow(emptyRow(), 'field', 'name'), 'value', 'x'), 'operator', 'is null');
    expect(named).toMatchObject({ operator: 'is null', value: '' });
    expect(validateRows([named])).toEqual([]);
    expect(validateRows([emptyRow(), changeRow(emptyRow(), 'field', 'status'), changeRow(changeRow(emptyRow(), 'field', 'note'), 'operator', 'like')])).toEqual(
      [
        { field: 'common.pleaseSelect', operator: 'common.pleaseSelect', value: 'common.pleaseInput' },
        { value: 'common.pleaseSelect' },
        { value: 'common.pleaseInput' },
      ],
    );
  });

  it('confirm with an incomplete row shows the messages and searches nothing; clear removes the search', () => {
    let s = open(advancedOpened(), advancedRowAdded(), advancedRowChanged({ index: 0, part: 'field', value: 'name' }), advancedSubmitted());
    expect(s.monitors.dialog.advanced.errors[0]).toEqual({ operator: 'common.pleaseSelect', value: 'common.pleaseInput' });
    expect(s.monitors.dialog.advanced.applied).toEqual([]);
    s = through(
      [
        advancedRowRemoved({ index: 1 }),
        advancedRowChanged({ index: 0, part: 'operator', value: 'like' }),
        advancedRowChanged({ index: 0, part: 'value', value: '学籍' }),
        advancedSubmitted(),
      ],
      s,
    );
    expect(s.monitors.dialog.advanced).toEqual({ applied: [{ join: 'and', field: 'name', operator: 'like', value: '学籍' }], draft: null, errors: [] });
    expect(selectApiAddView(s).advancedCount).toBe(1);
    expect(through([advancedCleared()], s).monitors.dialog.advanced.applied).toEqual([]);
  });
});

describe('the API selection', () => {
  it('rows already in the monitor cannot be ticked, alone or with their page', () => {
    const s = open(page1, rowToggled({ id: 2, selected: true }), pageToggled({ ids: [1, 2, 3, 4, 5], selected: true }));
    expect(s.monitors.dialog.selection).toEqual({ mode: 'picked', ids: [4, 5] });
  });

  it("another type starts the selection afresh (its picks name the other type's APIs)", () => {
    const s = open(page1, rowToggled({ id: 4, selected: true }), queryChanged({ name: 'type', value: 'SERVICE_API' }), querySubmitted());
    expect(s.monitors.dialog).toMatchObject({ query: { type: 'SERVICE_API' }, selection: { mode: 'picked', ids: [] } });
  });

  it('select all counts the rows not yet in the monitor, less the exclusions', () => {
    const s = open(page1, selectAllClicked(), allSelected({ fixedTotal: 27 }), rowToggled({ id: 8, selected: false }));
    expect(selectApiAddView(s).count).toBe(26);
  });
});
