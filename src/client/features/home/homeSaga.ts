// The home saga: the attention counts through the signed request layer, and the public read of
// the latest app versions (no session: the phone page) through fetch. takeLatest: a refresh, or
// another tenant, makes the answer under way stale.
import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope, Status } from '../../../shared/protocol/status';
import type { Attention } from '../../../shared/home/api';
import { fetchAttention, fetchLatestVersions, LatestOutcome } from '../../api/home';
import { Api, toProblem } from '../../api/types';
import { Problem, problemOf } from '../../widgets/pagedTable/pagedQuery';
import { problemToast } from '../ui/problemToast';
import { toastShown } from '../ui/uiSlice';
import { attentionFailed, attentionLoaded, attentionRequested, downloadFailed, downloadLoaded, downloadRequested } from './homeSlice';
import { selectDownload } from './selectors';
import type { DownloadState } from './state';

export function* loadAttention() {
  const api: Api = yield getContext('api');
  let problem: Problem;
  try {
    const envelope: Envelope<Attention> = yield call(fetchAttention, api);
    if (envelope.status === Status.OK && envelope.result) {
      yield put(attentionLoaded({ attention: envelope.result }));
      return;
    }
    problem = problemOf(envelope.status, envelope.msg);
  } catch (e) {
    problem = toProblem(e);
  }
  yield put(attentionFailed({ problem }));
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}

export function* loadDownload() {
  const d: DownloadState = yield select(selectDownload);
  if (d.status !== 'loading' || !d.tenantCode) return;
  const outcome: LatestOutcome = yield call(fetchLatestVersions, d.baseURL, d.tenantCode);
  if (outcome.ok) yield put(downloadLoaded({ tenantCode: d.tenantCode, latest: outcome.data }));
  else yield put(downloadFailed({ tenantCode: d.tenantCode, failure: outcome.reason }));
}

export function* homeSaga() {
  yield all([takeLatest(attentionRequested.type, loadAttention), takeLatest(downloadRequested.type, loadDownload)]);
}
