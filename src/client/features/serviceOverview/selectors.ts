// Selectors of the overview slice; until the slice is mounted they read its initial state. The
// charts' figures come from here (the chart views only draw them).
import { createSelector } from '@reduxjs/toolkit';
import { TOP_DEFAULT } from '../../../shared/services/stats';
import type { ChartPoint } from '../../widgets/chart/chartOptions';
import { initialServiceOverviewState, ServiceOverviewState } from './state';

type WithOverview = { serviceOverview?: ServiceOverviewState };

export const selectServiceOverview = (state: object): ServiceOverviewState => (state as WithOverview).serviceOverview ?? initialServiceOverviewState;
export const selectOverviewRange = (state: object) => selectServiceOverview(state).range;
export const selectOverviewRangeProblem = (state: object) => selectServiceOverview(state).rangeProblem;
export const selectOverviewStatus = (state: object) => selectServiceOverview(state).status;
export const selectOverviewProblem = (state: object) => selectServiceOverview(state).problem;
const selectFigures = (state: object) => selectServiceOverview(state).figures;

/** the first load has no figures yet: the charts show their loader */
export const selectOverviewLoading = (state: object) => selectOverviewStatus(state) === 'loading' && !selectFigures(state);

/** the pie of document 001: services on the shelf and taken off */
export const selectShelfCounts = createSelector([selectFigures], (f) => (f ? { upCount: f.counts.upCount, downCount: f.counts.downCount } : null));

/** the bar: visits per service (services with a visit in the range) */
export const selectVisitsPerService = createSelector([selectFigures], (f): ChartPoint[] =>
  (f?.counts.list ?? []).filter((s) => s.count > 0).map((s) => ({ name: s.serviceName, y: s.count })),
);

/** every service with its visits, for the table tab */
export const selectServiceCountRows = createSelector([selectFigures], (f) => f?.counts.list ?? []);

export const selectTopServices = createSelector([selectFigures], (f) => f?.top ?? []);
export const selectTopSize = () => TOP_DEFAULT;

export const selectTrendPoints = createSelector([selectFigures], (f): ChartPoint[] => (f?.trend ?? []).map((d) => ({ name: d.day, y: d.count })));
