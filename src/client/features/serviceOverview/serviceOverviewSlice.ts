// The overview slice: a status machine over the chosen range. `opened`, `rangeChosen` and
// `retried` are intents the saga answers (takeLatest: a new range cancels the load under way);
// an answer for a range that is no longer the chosen one is ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { lastDays, rangeProblem, StatsRange } from '../../../shared/services/stats';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';
import { initialServiceOverviewState, OverviewFigures, ServiceOverviewState } from './state';
import { consoleTimeZone } from '../../lib/timeZone';

const sameRange = (a: StatsRange | null, b: StatsRange) => !!a && a.beginDate === b.beginDate && a.endDate === b.endDate;

function choose(state: ServiceOverviewState, range: StatsRange) {
  state.range = range;
  state.rangeProblem = rangeProblem(range);
  if (state.rangeProblem) return;
  state.status = 'loading';
  state.problem = null;
}

const serviceOverviewSlice = createSlice({
  name: 'serviceOverview',
  initialState: initialServiceOverviewState,
  reducers: {
    /** the screen opened: the range chosen before in this session, or the last 30 days */
    opened: {
      reducer(state, action: PayloadAction<{ defaultRange: StatsRange }>) {
        choose(state, state.range && !state.rangeProblem ? state.range : action.payload.defaultRange);
      },
      prepare: () => ({ payload: { defaultRange: lastDays(Date.now(), consoleTimeZone()) } }),
    },
    rangeChosen(state, action: PayloadAction<{ range: StatsRange }>) {
      choose(state, action.payload.range);
    },
    retried(state) {
      if (state.status === 'failed' && state.range) choose(state, state.range);
    },
    figuresLoaded(state, action: PayloadAction<{ range: StatsRange; figures: OverviewFigures }>) {
      if (state.status !== 'loading' || !sameRange(state.range, action.payload.range)) return;
      state.status = 'loaded';
      state.figures = action.payload.figures;
      state.loadedRange = action.payload.range;
    },
    figuresFailed(state, action: PayloadAction<{ range: StatsRange; problem: Problem }>) {
      if (state.status !== 'loading' || !sameRange(state.range, action.payload.range)) return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's figures stays
    builder.addCase(signedOut, () => initialServiceOverviewState);
  },
});

export const { opened, rangeChosen, retried, figuresLoaded, figuresFailed } = serviceOverviewSlice.actions;
export default serviceOverviewSlice.reducer;
export { serviceOverviewSlice };
