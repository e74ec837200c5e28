// The visit-count slice: a status machine over the query (range, filters, page). Each intent
// (`opened`, `rangeChosen`, `filterChosen`, `pageChosen`, `retried`) sets the query and marks it
// loading; the saga answers with takeLatest, and an answer for another query is ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { IdentityFilter, lastDays, rangeProblem, ServiceCount, StatsRange, VisitDays } from '../../../shared/services/stats';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';
import { firstQuery, initialServiceVisitCountState, ServiceVisitCountState, VisitCountQuery } from './state';
import { consoleTimeZone } from '../../lib/timeZone';

export const sameQuery = (a: VisitCountQuery | null, b: VisitCountQuery) =>
  !!a &&
  a.beginDate === b.beginDate &&
  a.endDate === b.endDate &&
  a.identity === b.identity &&
  a.serviceId === b.serviceId &&
  a.pageIndex === b.pageIndex &&
  a.pageSize === b.pageSize;

function ask(state: ServiceVisitCountState, query: VisitCountQuery) {
  state.query = query;
  state.rangeProblem = rangeProblem(query);
  if (state.rangeProblem) return;
  state.status = 'loading';
  state.problem = null;
}

const serviceVisitCountSlice = createSlice({
  name: 'serviceVisitCount',
  initialState: initialServiceVisitCountState,
  reducers: {
    /** the screen opened: the query of this session so far, or the last 30 days unfiltered */
    opened: {
      reducer(state, action: PayloadAction<{ defaultRange: StatsRange }>) {
        ask(state, state.query && !state.rangeProblem ? state.query : firstQuery(action.payload.defaultRange));
      },
      prepare: () => ({ payload: { defaultRange: lastDays(Date.now(), consoleTimeZone()) } }),
    },
    rangeChosen(state, action: PayloadAction<{ range: StatsRange }>) {
      const base = state.query ?? firstQuery(action.payload.range);
      ask(state, { ...base, ...action.payload.range, pageIndex: 1 });
    },
    filterChosen(state, action: PayloadAction<{ identity?: IdentityFilter; serviceId?: number }>) {
      if (!state.query) return;
      ask(state, { ...state.query, ...action.payload, pageIndex: 1 });
    },
    pageChosen(state, action: PayloadAction<{ pageIndex: number }>) {
      if (!state.query || state.rangeProblem) return;
      ask(state, { ...state.query, pageIndex: Math.max(1, action.payload.pageIndex) });
    },
    retried(state) {
      if (state.status === 'failed' && state.query) ask(state, state.query);
    },
    countsLoaded(state, action: PayloadAction<{ query: VisitCountQuery; days: VisitDays; services: ServiceCount[] }>) {
      if (state.status !== 'loading' || !sameQuery(state.query, action.payload.query)) return;
      state.status = 'loaded';
      state.days = action.payload.days;
      state.services = action.payload.services;
    },
    countsFailed(state, action: PayloadAction<{ query: VisitCountQuery; problem: Problem }>) {
      if (state.status !== 'loading' || !sameQuery(state.query, action.payload.query)) return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialServiceVisitCountState);
  },
});

export const { opened, rangeChosen, filterChosen, pageChosen, retried, countsLoaded, countsFailed } = serviceVisitCountSlice.actions;
export default serviceVisitCountSlice.reducer;
export { serviceVisitCountSlice };
