// A refusal the resource screens report beyond their own state: the toast the problem calls for
// (none for one the session handles itself, such as an expired sign-in).
import { put } from 'redux-saga/effects';
import type { Problem } from '../../lib/problem';
import { problemToast, toastShown } from '../ui';

export function* reportProblem(problem: Problem) {
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}
