// The one selection model of every picker (document 000 §4 "Member picker", document 001 §4 "API
// add"): individual picks, or 'select all across pages' with exclusions. It is plain data (it
// lives in the store and travels in actions), the functions are pure, and the browser never
// fetches every id: toWire gives the add calls isAll plus the picked ids (or, with isAll, the
// unticked ones), and the server applies the list's filters minus those ids as one query.

export type Selection =
  | { mode: 'picked'; ids: number[] }
  /** fixedTotal: the selectable rows of the list (its filters) when select all was pressed */
  | { mode: 'all'; fixedTotal: number; excluded: number[] };

/** What an add call carries: isAll false → ids are the picks; isAll true → ids are the exclusions. */
export interface WireSelection {
  isAll: boolean;
  ids: number[];
}

/** Nothing selected (also what 'cancel all' gives). */
export const emptySelection = (): Selection => ({ mode: 'picked', ids: [] });

/** Select every row the list's filters match, on every page (fixedTotal: the selectable total). */
export const selectAll = (fixedTotal: number): Selection => ({ mode: 'all', fixedTotal: Math.max(0, fixedTotal), excluded: [] });

export const cancelAll = emptySelection;

export function isSelected(sel: Selection, id: number): boolean {
  return sel.mode === 'all' ? !sel.excluded.includes(id) : sel.ids.includes(id);
}

/** Tick or untick one row; in select-all mode an untick is an exclusion and a re-tick lifts it. */
export function setRow(sel: Selection, id: number, selected: boolean): Selection {
  if (sel.mode === 'all') {
    const has = sel.excluded.includes(id);
    if (selected === !has) return sel;
    return { ...sel, excluded: selected ? sel.excluded.filter((x) => x !== id) : [...sel.excluded, id] };
  }
  const has = sel.ids.includes(id);
  if (selected === has) return sel;
  return { mode: 'picked', ids: selected ? [...sel.ids, id] : sel.ids.filter((x) => x !== id) };
}

export const toggleRow = (sel: Selection, id: number): Selection => setRow(sel, id, !isSelected(sel, id));

/** Tick or untick every row of a page (the table's header checkbox). */
export function setRows(sel: Selection, ids: readonly number[], selected: boolean): Selection {
  return ids.reduce((s, id) => setRow(s, id, selected), sel);
}

/** Whether every given row (a page) is selected; false for an empty page. */
export const allSelected = (sel: Selection, ids: readonly number[]): boolean => ids.length > 0 && ids.every((id) => isSelected(sel, id));

/** Selected count: the picks, or the fixed total minus the exclusions. */
export function selectedCount(sel: Selection): number {
  return sel.mode === 'all' ? Math.max(0, sel.fixedTotal - sel.excluded.length) : sel.ids.length;
}

export const isEmptySelection = (sel: Selection): boolean => selectedCount(sel) === 0;

export function toWire(sel: Selection): WireSelection {
  return sel.mode === 'all' ? { isAll: true, ids: [...sel.excluded] } : { isAll: false, ids: [...sel.ids] };
}

/** The ids as the comma list some legacy calls take (matrixUser/addUser userIds). */
export const commaList = (ids: readonly number[]): string => ids.join(',');

/** A comma list back into ids; null when a part is not a positive whole number. */
export function parseCommaList(text: string): number[] | null {
  if (text.trim() === '') return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const s = part.trim();
    if (!/^[1-9][0-9]{0,15}$/.test(s)) return null;
    const n = Number(s);
    if (!Number.isSafeInteger(n)) return null;
    ids.push(n);
  }
  return ids;
}
