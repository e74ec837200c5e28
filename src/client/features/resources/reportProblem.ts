// A refusal the resource screens report: the slice's event carrying it, then the toast the
// problem calls for (none for one the session handles itself, such as an expired sign-in).
import type { PayloadAction } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import type { Problem } from '../../lib/problem';
import { problemToast, toastShown } from '../ui';

export function* reportProblem(problem: Problem) {
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}

/** a refusal: the slice's event carrying it, then the toast it calls for */
export function* refuse(event: PayloadAction<{ problem: Problem }>) {
  yield put(event);
  yield* reportProblem(event.payload.problem);
}
