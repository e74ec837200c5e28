// The overview saga: the pie and bar, the top services and the trend of the chosen range, asked
// at once. takeLatest: a new range (or a retry) makes the answer under way stale, so its load is
// cancelled.
import { all, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import { ServiceCount, ServiceCountList, StatsRange, TOP_DEFAULT, VisitDays } from '../../../shared/services/stats';
import { fetchServiceCounts, fetchTopServices, fetchVisitDays } from '../../api/serviceStats';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { figuresFailed, figuresLoaded, opened, rangeChosen, retried } from './serviceOverviewSlice';
import { selectServiceOverview } from './selectors';
import type { ServiceOverviewState } from './state';
import { isOk } from '../../lib/reply';

export function* loadFigures() {
  const { range, rangeProblem, status }: ServiceOverviewState = yield select(selectServiceOverview);
  if (!range || rangeProblem || status !== 'loading') return;
  const asked: StatsRange = { beginDate: range.beginDate, endDate: range.endDate };
  const [counts, top, days]: [Envelope<ServiceCountList>, Envelope<ServiceCount[]>, Envelope<VisitDays>] = yield all([
    callAsk(fetchServiceCounts, asked),
    callAsk(fetchTopServices, { ...asked, top: TOP_DEFAULT }),
    callAsk(fetchVisitDays, { ...asked, pageSize: 1 }),
  ]);
  const failed = [counts, top, days].find((e) => !isOk(e) || !e.result);
  if (failed) {
    yield put(figuresFailed({ range: asked, problem: problemOf(failed) }));
    return;
  }
  yield put(figuresLoaded({ range: asked, figures: { counts: counts.result!, top: top.result!, trend: days.result!.trend } }));
}

export function* serviceOverviewSaga() {
  yield takeLatest([opened.type, rangeChosen.type, retried.type], loadFigures);
}
