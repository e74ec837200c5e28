// The robot library's removal of a type or a question through the notice dialog, for its slice:
// null → asking → busy → null (the lists read again), back to asking with a failure's message.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../../lib/problem';
import { reloadQuestions, reloadTypes } from './listCases';
import type { RobotLibraryState as S } from './state';

export const removalCases = {
  typeRemoveClicked(state: S, action: PayloadAction<{ id: number }>) {
    const row = state.types.rows.find((r) => r.id === action.payload.id);
    if (row && !state.removal) state.removal = { kind: 'type', id: row.id, label: row.name, busy: false, message: null };
  },
  questionRemoveClicked(state: S, action: PayloadAction<{ id: number }>) {
    const row = state.questions.rows.find((r) => r.id === action.payload.id);
    if (row && !state.removal) state.removal = { kind: 'question', id: row.id, label: row.question, busy: false, message: null };
  },
  removalConfirmed(state: S) {
    if (state.removal && !state.removal.busy) state.removal = { ...state.removal, busy: true, message: null };
  },
  removalCancelled(state: S) {
    if (state.removal && !state.removal.busy) state.removal = null;
  },
  removed(state: S, action: PayloadAction<{ kind: 'type' | 'question'; id: number }>) {
    state.removal = null;
    reloadTypes(state);
    const { kind, id } = action.payload;
    if (kind === 'type' && state.typeId === id) state.typeId = null;
    // the last row of a page gone: show the page before
    const lastOnPage = kind === 'question' && state.questions.rows.length === 1 && state.questions.pageIndex > 1;
    reloadQuestions(state, lastOnPage ? state.questions.pageIndex - 1 : state.questions.pageIndex);
  },
  removalFailed(state: S, action: PayloadAction<{ message: Message }>) {
    if (state.removal) state.removal = { ...state.removal, busy: false, message: action.payload.message };
  },
};
