// The selection's events, one set for every picker over the shared selection model
// (src/shared/members/selection.ts): tick a row, tick a page, select all across pages (the saga
// fixes the search's total first), and cancel all. Input is taken only while the dialog is open
// and no select-all is under way. A picker passes the rows it shows fixed (already members,
// never ticked or unticked) and what its select-all applied to (the search sent with the add).
import type { PayloadAction } from '@reduxjs/toolkit';
import { cancelAll, emptySelection, Selection, selectAll, setRow, setRows } from '../../../shared/members/selection';
import type { Problem, Message } from '../../lib/problem';

export interface SelectingState<Q> {
  status: string;
  selection: Selection;
  selectingAll: boolean;
  message: Message | null;
  /** the search select-all was pressed on; null in picked mode */
  allQuery: Q | null;
}

/** A new search ends 'select all', which belonged to the search it was pressed on (and one under
 *  way); `picksToo` ends the picks as well, when the new search lists other things (another
 *  member group, another API type). Each picker calls it from its own search reducers. */
export function endSelectAll<Q>(s: SelectingState<Q>, picksToo = false): void {
  if (picksToo || s.selection.mode === 'all' || s.selectingAll) {
    s.selection = emptySelection();
    s.allQuery = null;
  }
  s.selectingAll = false;
}

export interface SelectionCaseOptions<Q, S> {
  /** ids on the page that cannot be ticked (already in the target) */
  fixedIds?: (s: S) => Set<number>;
  /** the search a select-all applies to */
  allQueryOf: (s: S) => Q;
}

export function selectionCases<Q, S extends SelectingState<Q>>(o: SelectionCaseOptions<Q, S>) {
  const takesInput = (s: S) => s.status === 'open' && !s.selectingAll;
  const free = (s: S, ids: number[]) => {
    const fixed = o.fixedIds?.(s);
    return fixed ? ids.filter((id) => !fixed.has(id)) : ids;
  };
  return {
    rowToggled(state: S, action: PayloadAction<{ id: number; selected: boolean }>) {
      if (!takesInput(state) || free(state, [action.payload.id]).length === 0) return;
      state.selection = setRow(state.selection, action.payload.id, action.payload.selected);
      state.message = null;
    },
    /** The table's header checkbox: every row of the page. */
    pageToggled(state: S, action: PayloadAction<{ ids: number[]; selected: boolean }>) {
      if (!takesInput(state)) return;
      state.selection = setRows(state.selection, free(state, action.payload.ids), action.payload.selected);
      state.message = null;
    },
    /** Select all across pages: the saga fixes the total of the search in force first. */
    selectAllClicked(state: S) {
      if (!takesInput(state)) return;
      state.selectingAll = true;
      state.message = null;
    },
    /** fixedTotal: the rows of the search that can be added (fixed rows left out) */
    allSelected(state: S, action: PayloadAction<{ fixedTotal: number }>) {
      if (state.status !== 'open' || !state.selectingAll) return;
      state.selectingAll = false;
      state.selection = selectAll(action.payload.fixedTotal);
      state.allQuery = o.allQueryOf(state);
    },
    selectAllFailed(state: S, action: PayloadAction<{ problem: Problem }>) {
      if (!state.selectingAll) return;
      state.selectingAll = false;
      state.message = action.payload.problem.key ? { key: action.payload.problem.key } : { text: action.payload.problem.msg };
    },
    cancelAllClicked(state: S) {
      if (state.status !== 'open') return;
      state.selection = cancelAll();
      state.allQuery = null;
      state.selectingAll = false;
      state.message = null;
    },
  };
}
