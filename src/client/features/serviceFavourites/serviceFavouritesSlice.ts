// The favourites statistics slice (state.serviceFavourites): two status machines, the counts and
// the trend. `opened`, `countsSearched`, `rangeChosen`, `trendServiceChosen` and `retried` are intents the
// saga answers (takeLatest: a newer one cancels the load under way); an answer for a query that
// is no longer the chosen one is ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { FavouriteCountRow, FavouriteTrend } from '../../../shared/services/favourites';
import { SERVICE_NAME_SEARCH_MAX } from '../../../shared/services/favourites';
import { lastDays, rangeProblem, StatsRange } from '../../../shared/services/stats';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';
import { initialServiceFavouritesState, ServiceFavouritesState as S, TrendQuery } from './state';
import { consoleTimeZone } from '../../lib/timeZone';

const sameQuery = (s: S, q: TrendQuery) =>
  !!s.trend.range && s.trend.range.beginDate === q.beginDate && s.trend.range.endDate === q.endDate && s.trend.serviceId === q.serviceId;

function reloadCounts(state: S) {
  state.counts.status = 'loading';
  state.counts.problem = null;
}

function chooseRange(state: S, range: StatsRange) {
  state.trend.range = range;
  state.trend.rangeProblem = rangeProblem(range);
  if (state.trend.rangeProblem) return;
  state.trend.status = 'loading';
  state.trend.problem = null;
}

const serviceFavouritesSlice = createSlice({
  name: 'serviceFavourites',
  initialState: initialServiceFavouritesState,
  reducers: {
    /** the screen opened: the range chosen before in this session, or the last 30 days */
    opened: {
      reducer(state, action: PayloadAction<{ defaultRange: StatsRange }>) {
        reloadCounts(state);
        const kept = state.trend.range && !state.trend.rangeProblem ? state.trend.range : action.payload.defaultRange;
        chooseRange(state, kept);
      },
      prepare: () => ({ payload: { defaultRange: lastDays(Date.now(), consoleTimeZone()) } }),
    },
    searchTextChanged(state, action: PayloadAction<{ text: string }>) {
      state.counts.searchDraft = action.payload.text.slice(0, SERVICE_NAME_SEARCH_MAX);
    },
    countsSearched(state) {
      state.counts.search = state.counts.searchDraft.trim();
      reloadCounts(state);
    },
    countsLoaded(state, action: PayloadAction<{ search: string; rows: FavouriteCountRow[] }>) {
      if (state.counts.status !== 'loading' || state.counts.search !== action.payload.search) return;
      state.counts.status = 'loaded';
      state.counts.rows = action.payload.rows;
    },
    countsFailed(state, action: PayloadAction<{ search: string; problem: Problem }>) {
      if (state.counts.status !== 'loading' || state.counts.search !== action.payload.search) return;
      state.counts.status = 'failed';
      state.counts.problem = action.payload.problem;
    },
    rangeChosen(state, action: PayloadAction<{ range: StatsRange }>) {
      chooseRange(state, action.payload.range);
    },
    /** null: every service */
    trendServiceChosen(state, action: PayloadAction<{ serviceId: number | null }>) {
      state.trend.serviceId = action.payload.serviceId;
      if (state.trend.range) chooseRange(state, state.trend.range);
    },
    /** the failed loads are asked again */
    retried(state) {
      if (state.counts.status === 'failed') reloadCounts(state);
      if (state.trend.status === 'failed' && state.trend.range) chooseRange(state, state.trend.range);
    },
    trendLoaded(state, action: PayloadAction<{ query: TrendQuery; trend: FavouriteTrend }>) {
      if (state.trend.status !== 'loading' || !sameQuery(state, action.payload.query)) return;
      state.trend.status = 'loaded';
      state.trend.result = action.payload.trend;
      state.trend.loadedQuery = action.payload.query;
    },
    trendFailed(state, action: PayloadAction<{ query: TrendQuery; problem: Problem }>) {
      if (state.trend.status !== 'loading' || !sameQuery(state, action.payload.query)) return;
      state.trend.status = 'failed';
      state.trend.problem = action.payload.problem;
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's figures stays
    builder.addCase(signedOut, () => initialServiceFavouritesState);
  },
});

export const { opened, searchTextChanged, countsSearched, countsLoaded, countsFailed, rangeChosen, trendServiceChosen, retried, trendLoaded, trendFailed } =
  serviceFavouritesSlice.actions;
export default serviceFavouritesSlice.reducer;
export { serviceFavouritesSlice };
