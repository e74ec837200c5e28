// The administrators' accounts screen (issue 36) as a status machine:
//   idle --opened--> loading --loaded--> ready --(a write)--> busy --done--> loading …
//   a refusal leaves the screen ready with the problem said; a generated password is shown once
// The dialog (add or edit) rides along: closed, or open with its draft.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { AdminAccountRow, AdminRoleOption } from '../../../shared/rights/api';
import type { Problem } from '../../lib/problem';

export interface AccountDraft {
  /** null: a new account */
  id: number | null;
  account: string;
  userName: string;
  roleId: number | null;
  password: string;
}

export interface AdminAccountsState {
  status: 'idle' | 'loading' | 'ready' | 'busy';
  rows: AdminAccountRow[];
  roles: AdminRoleOption[];
  problem: Problem | null;
  dialog: AccountDraft | null;
  /** a generated password, shown once after a save or a reset */
  generated: { account: string; password: string } | null;
}

export const initialAdminAccountsState: AdminAccountsState = { status: 'idle', rows: [], roles: [], problem: null, dialog: null, generated: null };

const slice = createSlice({
  name: 'adminAccounts',
  initialState: initialAdminAccountsState,
  reducers: {
    opened(state) {
      state.status = 'loading';
      state.problem = null;
    },
    loaded(state, action: PayloadAction<{ rows: AdminAccountRow[]; roles: AdminRoleOption[] }>) {
      state.status = 'ready';
      state.rows = action.payload.rows;
      state.roles = action.payload.roles;
    },
    failed(state, action: PayloadAction<Problem>) {
      state.status = 'ready';
      state.problem = action.payload;
    },
    addClicked(state) {
      state.dialog = { id: null, account: '', userName: '', roleId: state.roles.find((r) => !r.builtIn)?.id ?? state.roles[0]?.id ?? null, password: '' };
      state.problem = null;
    },
    editClicked(state, action: PayloadAction<number>) {
      const row = state.rows.find((r) => r.id === action.payload);
      if (row) state.dialog = { id: row.id, account: row.account, userName: row.userName, roleId: row.roleId, password: '' };
      state.problem = null;
    },
    draftChanged(state, action: PayloadAction<Partial<AccountDraft>>) {
      if (state.dialog) state.dialog = { ...state.dialog, ...action.payload };
    },
    dialogClosed(state) {
      state.dialog = null;
    },
    saveClicked(state) {
      if (state.dialog) state.status = 'busy';
    },
    enableToggled(state, _action: PayloadAction<{ id: number; enabled: boolean }>) {
      state.status = 'busy';
    },
    resetClicked(state, _action: PayloadAction<{ id: number }>) {
      state.status = 'busy';
    },
    unlockClicked(state, _action: PayloadAction<{ id: number }>) {
      state.status = 'busy';
    },
    written(state, action: PayloadAction<{ closeDialog: boolean; generated?: { account: string; password: string } }>) {
      state.status = 'loading';
      state.problem = null;
      if (action.payload.closeDialog) state.dialog = null;
      state.generated = action.payload.generated ?? null;
    },
    generatedClosed(state) {
      state.generated = null;
    },
  },
});

export const events = slice.actions;
export default slice.reducer;
