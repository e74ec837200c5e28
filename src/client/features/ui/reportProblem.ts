// The one way a saga tells a refused call: the toast problemToast makes of it (none for what the
// request layer reports itself), and refuse(): the feature's own event carrying the problem, then
// that toast.
import type { PayloadAction } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import type { Problem } from '../../lib/problem';
import { problemToast } from './problemToast';
import { toastShown } from './uiSlice';

export function* reportProblem(problem: Problem) {
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}

/** a refusal: the slice's event carrying it, then the toast it calls for */
export function* refuse(event: PayloadAction<{ problem: Problem }>) {
  yield put(event);
  yield* reportProblem(event.payload.problem);
}
