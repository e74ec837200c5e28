// The robot library's type dialog (add or rename a question type), for its slice: closed → open
// → saving → closed, back to open with the message of a refused or failed save.
import type { PayloadAction } from '@reduxjs/toolkit';
import { TYPE_NAME_MAX } from '../../../shared/robot/api';
import type { Message } from '../../lib/problem';
import { reloadQuestions, reloadTypes } from './listCases';
import { closedTypeDialog, RobotLibraryState as S } from './state';

export const typeDialogCases = {
  typeAddOpened(state: S) {
    state.typeDialog = { ...closedTypeDialog, status: 'open' };
  },
  typeRenameOpened(state: S, action: PayloadAction<{ id: number }>) {
    const row = state.types.rows.find((r) => r.id === action.payload.id);
    if (row) state.typeDialog = { status: 'open', id: row.id, name: row.name, message: null, dirty: false };
  },
  typeNameChanged(state: S, action: PayloadAction<{ name: string }>) {
    if (state.typeDialog.status !== 'open') return;
    state.typeDialog.name = action.payload.name.slice(0, TYPE_NAME_MAX);
    state.typeDialog.message = null;
    state.typeDialog.dirty = true;
  },
  typeSaveClicked() {},
  typeSaveRejected(state: S, action: PayloadAction<{ message: Message }>) {
    if (state.typeDialog.status === 'open') state.typeDialog.message = action.payload.message;
  },
  typeSaveAccepted(state: S) {
    if (state.typeDialog.status === 'open') state.typeDialog = { ...state.typeDialog, status: 'saving', message: null };
  },
  typeSaved(state: S) {
    state.typeDialog = closedTypeDialog;
    reloadTypes(state);
    reloadQuestions(state, state.questions.pageIndex);
  },
  typeSaveFailed(state: S, action: PayloadAction<{ message: Message }>) {
    if (state.typeDialog.status === 'saving') state.typeDialog = { ...state.typeDialog, status: 'open', message: action.payload.message };
  },
  typeDialogClosed(state: S) {
    if (state.typeDialog.status === 'open') state.typeDialog = closedTypeDialog;
  },
};
