// The favourites statistics saga: the counts (again after a search) and the trend (again after a
// new range or service). takeLatest for both: a newer query makes the answer under way stale, so
// its load is cancelled.
import { all, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import type { FavouriteCountBody, FavouriteCountRow, FavouriteTrend } from '../../../shared/services/favourites';
import { fetchFavouriteCounts, fetchFavouriteTrend } from '../../api/serviceFavourites';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { selectCountsBody, selectFavouriteCounts, selectFavouriteTrend, selectTrendQuery } from './selectors';
import {
  countsFailed,
  countsLoaded,
  countsSearched,
  opened,
  rangeChosen,
  retried,
  trendFailed,
  trendLoaded,
  trendServiceChosen,
} from './serviceFavouritesSlice';
import type { FavouriteCountsState, FavouriteTrendState, TrendQuery } from './state';
import { answered, resultOrRefusal } from '../../lib/reply';

export function* loadCounts() {
  const counts: FavouriteCountsState = yield select(selectFavouriteCounts);
  if (counts.status !== 'loading') return;
  const body: FavouriteCountBody = yield select(selectCountsBody);
  const reply: Envelope<FavouriteCountRow[]> = yield callAsk(fetchFavouriteCounts, body);
  if (answered(reply)) {
    yield put(countsLoaded({ search: counts.search, rows: Array.isArray(reply.result) ? reply.result : [] }));
  } else {
    yield put(countsFailed({ search: counts.search, problem: problemOf(reply) }));
  }
}

export function* loadTrend() {
  const trend: FavouriteTrendState = yield select(selectFavouriteTrend);
  const query: TrendQuery | null = yield select(selectTrendQuery);
  if (!query || trend.status !== 'loading') return;
  const { serviceId, ...range } = query;
  const reply: Envelope<FavouriteTrend> = yield callAsk(fetchFavouriteTrend, serviceId === null ? range : { ...range, serviceId });
  const answer = yield* resultOrRefusal(reply, (problem) => trendFailed({ query, problem }));
  if (answer) yield put(trendLoaded({ query, trend: answer }));
}

export function* serviceFavouritesSaga() {
  yield all([
    takeLatest([opened.type, countsSearched.type, retried.type], loadCounts),
    takeLatest([opened.type, rangeChosen.type, trendServiceChosen.type, retried.type], loadTrend),
  ]);
}
