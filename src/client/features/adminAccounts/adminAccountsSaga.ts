// The accounts screen's flows: load the accounts and the roles; each write, then load again.
// A refusal (the last administrator with every right, oneself) is said beside the list.
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/protocol';
import { Status } from '../../../shared/protocol';
import type { AdminAccountRow, AdminRoleOption } from '../../../shared/rights/api';
import type { PageResult } from '../../../shared/resources/types';
import { fetchAdminRoles, fetchAdmins, resetAdminPassword, saveAdmin, setAdminEnabled, unlockAdmin, updateAdmin } from '../../api/admins';
import { callAsk } from '../../lib/ask';
import { saidProblem } from '../../lib/problem';
import { toastShown } from '../ui';
import { events, AdminAccountsState } from './adminAccountsSlice';

const stateOf = (s: { adminAccounts?: AdminAccountsState }) => s.adminAccounts;

export function* loadFlow() {
  const [rows, roles]: [Envelope<PageResult<AdminAccountRow>>, Envelope<AdminRoleOption[]>] = yield all([callAsk(fetchAdmins, {}), callAsk(fetchAdminRoles)]);
  if (rows.status !== Status.OK) {
    yield put(events.failed(saidProblem(rows)));
    return;
  }
  if (roles.status !== Status.OK) {
    yield put(events.failed(saidProblem(roles)));
    return;
  }
  yield put(events.loaded({ rows: rows.result.data, roles: roles.result }));
}

function* afterWrite(reply: Envelope<{ password?: string } | null>, closeDialog: boolean, account: string) {
  if (reply.status !== Status.OK) {
    yield put(events.failed(saidProblem(reply)));
    return;
  }
  if (reply.msg) yield put(toastShown({ kind: 'success', text: reply.msg }));
  const password = reply.result?.password;
  yield put(events.written({ closeDialog, ...(password ? { generated: { account, password } } : {}) }));
  yield* loadFlow();
}

export function* saveFlow() {
  const state: AdminAccountsState | undefined = yield select(stateOf);
  const d = state?.dialog;
  if (!d || d.roleId === null) {
    yield put(events.failed({ status: 9009, msg: '', key: 'admins.refuseRole' }));
    return;
  }
  const reply: Envelope<{ password?: string }> =
    d.id === null
      ? yield callAsk(saveAdmin, { account: d.account.trim(), userName: d.userName.trim(), roleId: d.roleId, ...(d.password ? { password: d.password } : {}) })
      : yield callAsk(updateAdmin, { id: d.id, userName: d.userName.trim(), roleId: d.roleId });
  yield* afterWrite(reply, true, d.account);
}

export function* enableFlow(action: PayloadAction<{ id: number; enabled: boolean }>) {
  yield* afterWrite(yield callAsk(setAdminEnabled, action.payload), false, '');
}

export function* resetFlow(action: PayloadAction<{ id: number }>) {
  const state: AdminAccountsState | undefined = yield select(stateOf);
  const account = state?.rows.find((r) => r.id === action.payload.id)?.account ?? '';
  yield* afterWrite(yield callAsk(resetAdminPassword, { id: action.payload.id }), false, account);
}

export function* unlockFlow(action: PayloadAction<{ id: number }>) {
  yield* afterWrite(yield callAsk(unlockAdmin, action.payload), false, '');
}

export function* adminAccountsSaga() {
  yield takeLatest(events.opened.type, loadFlow);
  yield takeLeading(events.saveClicked.type, saveFlow);
  yield takeLeading(events.enableToggled.type, enableFlow);
  yield takeLeading(events.resetClicked.type, resetFlow);
  yield takeLeading(events.unlockClicked.type, unlockFlow);
}
