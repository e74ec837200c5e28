// The visit-count saga: the rows, trend and identities of the query, with the visits per
// service of its range and identity, asked at once. takeLatest: a new range, filter or page
// makes the answer under way stale, so its load is cancelled.
import { all, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import type { ServiceCountList, VisitDays } from '../../../shared/services/stats';
import { fetchServiceCounts, fetchVisitDays } from '../../api/serviceStats';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { selectServiceVisitCount } from './selectors';
import { countsFailed, countsLoaded, filterChosen, opened, pageChosen, rangeChosen, retried } from './serviceVisitCountSlice';
import type { ServiceVisitCountState } from './state';
import { isOk } from '../../lib/reply';

export function* loadVisitCounts() {
  const { query, rangeProblem, status }: ServiceVisitCountState = yield select(selectServiceVisitCount);
  if (!query || rangeProblem || status !== 'loading') return;
  const range = { beginDate: query.beginDate, endDate: query.endDate };
  const [days, counts]: [Envelope<VisitDays>, Envelope<ServiceCountList>] = yield all([
    callAsk(fetchVisitDays, {
      ...range,
      identity: query.identity,
      ...(query.serviceId ? { serviceId: query.serviceId } : {}),
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    }),
    callAsk(fetchServiceCounts, { ...range, identity: query.identity }),
  ]);
  const failed = [days, counts].find((e) => !isOk(e) || !e.result);
  if (failed) {
    yield put(countsFailed({ query, problem: problemOf(failed) }));
    return;
  }
  yield put(countsLoaded({ query, days: days.result!, services: counts.result!.list }));
}

export function* serviceVisitCountSaga() {
  yield takeLatest([opened.type, rangeChosen.type, filterChosen.type, pageChosen.type, retried.type], loadVisitCounts);
}
