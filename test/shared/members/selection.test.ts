// The shared picker selection (document 000 §4): picks, select all with exclusions, the count.
import {
  allSelected,
  cancelAll,
  commaList,
  emptySelection,
  isEmptySelection,
  isSelected,
  parseCommaList,
  selectAll,
  selectedCount,
  setRow,
  setRows,
  toWire,
  toggleRow,
} from '../../../src/shared/members/selection';

describe('picks', () => {
  it('toggles rows on and off and counts them', () => {
    let s = emptySelection();
    expect(isEmptySelection(s)).toBe(true);
    s = toggleRow(s, 5);
    s = toggleRow(s, 7);
    expect(selectedCount(s)).toBe(2);
    expect(isSelected(s, 5)).toBe(true);
    s = toggleRow(s, 5);
    expect(isSelected(s, 5)).toBe(false);
    expect(selectedCount(s)).toBe(1);
    expect(toWire(s)).toEqual({ isAll: false, ids: [7] });
  });

  it('ticks a page without duplicating rows already picked', () => {
    let s = setRow(emptySelection(), 2, true);
    s = setRows(s, [1, 2, 3], true);
    expect(toWire(s).ids.sort()).toEqual([1, 2, 3]);
    expect(allSelected(s, [1, 2, 3])).toBe(true);
    s = setRows(s, [1, 3], false);
    expect(toWire(s)).toEqual({ isAll: false, ids: [2] });
    expect(allSelected(s, [])).toBe(false);
  });
});

describe('select all with exclusions', () => {
  it('counts fixed total minus exclusions; picks on a page become exclusions', () => {
    let s = selectAll(1234);
    expect(selectedCount(s)).toBe(1234);
    expect(isSelected(s, 99)).toBe(true);
    s = toggleRow(s, 10);
    s = toggleRow(s, 11);
    s = setRow(s, 12, false);
    expect(selectedCount(s)).toBe(1231);
    expect(isSelected(s, 11)).toBe(false);
    expect(toWire(s)).toEqual({ isAll: true, ids: [10, 11, 12] });
    s = toggleRow(s, 11);
    expect(selectedCount(s)).toBe(1232);
    expect(toWire(s)).toEqual({ isAll: true, ids: [10, 12] });
    // ticking an already-included row changes nothing
    expect(setRow(s, 50, true)).toBe(s);
  });

  it('unticking a whole page excludes its rows; cancel all clears everything', () => {
    let s = setRows(selectAll(30), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], false);
    expect(selectedCount(s)).toBe(20);
    expect(allSelected(s, [1, 2])).toBe(false);
    s = cancelAll();
    expect(s).toEqual({ mode: 'picked', ids: [] });
    expect(isEmptySelection(s)).toBe(true);
  });

  it('an all-excluded selection is empty and never negative', () => {
    const s = setRows(selectAll(2), [1, 2, 3], false);
    expect(selectedCount(s)).toBe(0);
    expect(isEmptySelection(s)).toBe(true);
    expect(selectAll(-5)).toEqual({ mode: 'all', fixedTotal: 0, excluded: [] });
  });

  it('is plain serializable data', () => {
    const s = toggleRow(selectAll(9), 4);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('comma lists', () => {
  it('round-trips ids and rejects anything else', () => {
    expect(commaList([3, 1, 20])).toBe('3,1,20');
    expect(parseCommaList('3, 1,20')).toEqual([3, 1, 20]);
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList('1,x')).toBeNull();
    expect(parseCommaList('1,-2')).toBeNull();
    expect(parseCommaList('0')).toBeNull();
    expect(parseCommaList('1,,2')).toBeNull();
  });
});
