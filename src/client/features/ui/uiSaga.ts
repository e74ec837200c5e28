// Toasts dismiss themselves from here, not from a component timer, so the dismissal is an
// event in the action log and a replay shows exactly the toasts the user saw.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, takeEvery } from 'redux-saga/effects';
import type { Locale } from '../../../shared/i18n/registry';
import { saveLocale } from './persist';
import { localeSwitched, Toast, toastDismissed, toastShown } from './uiSlice';

/** How long each kind stays: errors longest, since the user may need to read them twice. */
export const TOAST_MS: Record<Toast['kind'], number> = { success: 3000, info: 4000, warning: 5000, error: 6000 };

export function* dismissLater(action: PayloadAction<Toast>) {
  yield delay(TOAST_MS[action.payload.kind] ?? TOAST_MS.info);
  yield put(toastDismissed(action.payload.id));
}

export function* persistLocale(action: PayloadAction<Locale>) {
  yield call(saveLocale, action.payload);
}

export function* uiSaga() {
  // takeEvery: each toast keeps its own timer; a new toast must not cancel an older one's.
  yield takeEvery(toastShown.type, dismissLater);
  // takeEvery: saving is instant, and every switch is written in order (the last one stays).
  yield takeEvery(localeSwitched.type, persistLocale);
}
