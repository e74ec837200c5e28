// The history tab (state.ts): paging through past imports of the target, and undoing one
// through a confirm. Whenever the list must be read again the reducer sets status 'loading';
// the saga reads what a 'loading' history asks for.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ImportHistoryRow, ImportTargetKey } from '../../../shared/imports';
import { ImportWizardState as S, canUndo, initialUndo } from './state';
import { Message } from '../../lib/problem';

export const historyReducers = {
  historyPageChanged(state: S, action: PayloadAction<{ pageIndex: number }>) {
    if (!state.open || state.tab !== 'history' || action.payload.pageIndex < 1) return;
    state.history.pageIndex = Math.floor(action.payload.pageIndex);
    state.history.status = 'loading';
  },
  historyLoaded(state: S, action: PayloadAction<{ rows: ImportHistoryRow[]; total: number; pageIndex: number }>) {
    const { history } = state;
    if (history.status !== 'loading' || history.pageIndex !== action.payload.pageIndex) return;
    history.status = 'loaded';
    history.rows = action.payload.rows;
    history.total = action.payload.total;
    history.error = null;
  },
  historyFailed(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.history.status !== 'loading') return;
    state.history.status = 'failed';
    state.history.error = action.payload.problem;
  },
  undoClicked(state: S, action: PayloadAction<{ key: string }>) {
    const row = state.history.rows.find((r) => r.key === action.payload.key);
    if (state.history.undo.status !== 'idle' || !row || !canUndo(row)) return;
    state.history.undo = { ...initialUndo, key: row.key, status: 'confirming' };
  },
  undoDismissed(state: S) {
    if (state.history.undo.status !== 'confirming') return;
    state.history.undo = initialUndo;
  },
  undoConfirmed(state: S) {
    if (state.history.undo.status !== 'confirming') return;
    state.history.undo.status = 'undoing';
  },
  importUndone(state: S, action: PayloadAction<{ target: ImportTargetKey; key: string; removed: number; restored: number }>) {
    const { undo } = state.history;
    if (undo.status !== 'undoing' || undo.key !== action.payload.key) return;
    const { key, removed, restored } = action.payload;
    state.history.undo = { ...initialUndo, result: { key, removed, restored } };
    // The row now shows as undone: read the page again.
    state.history.status = 'loading';
  },
  undoFailed(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.history.undo.status !== 'undoing') return;
    state.history.undo = { ...initialUndo, error: action.payload.problem };
  },
};
