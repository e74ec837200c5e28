// The home saga: the attention counts through the signed request layer, and the public read of
// the latest app versions (no session: the phone page) through fetch. takeLatest: a refresh, or
// another tenant, makes the answer under way stale.
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import type { Attention } from '../../../shared/home/api';
import { fetchAttention, fetchLatestVersions, LatestOutcome } from '../../api/home';
import { reportProblem } from '../ui';
import { attentionFailed, attentionLoaded, attentionRequested, downloadFailed, downloadLoaded, downloadRequested } from './homeSlice';
import { selectDownload } from './selectors';
import type { DownloadState } from './state';
import { problemOf } from '../../lib/problem';
import { callAsk } from '../../lib/ask';
import { isOk } from '../../lib/reply';

export function* loadAttention() {
  const envelope: Envelope<Attention> = yield callAsk(fetchAttention);
  if (isOk(envelope) && envelope.result) {
    yield put(attentionLoaded({ attention: envelope.result }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(attentionFailed({ problem }));
  yield* reportProblem(problem);
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
