// Selectors of the visit-count slice; until the slice is mounted they read its initial state.
import { createSelector } from '@reduxjs/toolkit';
import type { ChartPoint } from '../../widgets/chart/chartOptions';
import { initialServiceVisitCountState, ServiceVisitCountState } from './state';

type WithVisitCount = { serviceVisitCount?: ServiceVisitCountState };

export const selectServiceVisitCount = (state: object): ServiceVisitCountState => (state as WithVisitCount).serviceVisitCount ?? initialServiceVisitCountState;
export const selectVisitCountQuery = (state: object) => selectServiceVisitCount(state).query;
export const selectVisitCountRangeProblem = (state: object) => selectServiceVisitCount(state).rangeProblem;
export const selectVisitCountProblem = (state: object) => selectServiceVisitCount(state).problem;
const selectDays = (state: object) => selectServiceVisitCount(state).days;
const selectServices = (state: object) => selectServiceVisitCount(state).services;

/** null until the screen first opens */
export const selectVisitCountRange = createSelector([selectVisitCountQuery], (q) => (q ? { beginDate: q.beginDate, endDate: q.endDate } : null));

/** the first load has nothing to show yet */
export const selectVisitCountLoading = (state: object) => selectServiceVisitCount(state).status === 'loading' && !selectDays(state);
export const selectVisitCountBusy = (state: object) => selectServiceVisitCount(state).status === 'loading';

export const selectVisitRows = createSelector([selectDays], (d) => d?.rows ?? []);
export const selectVisitTotal = createSelector([selectDays], (d) => d?.total ?? 0);

export const selectVisitPaging = createSelector([selectDays, selectVisitCountQuery], (d, q) => {
  const pageSize = q?.pageSize ?? 1;
  return { pageIndex: q?.pageIndex ?? 1, pages: Math.max(1, Math.ceil((d?.rowTotal ?? 0) / pageSize)), rowTotal: d?.rowTotal ?? 0 };
});

/** the service filter's options: every service of the tenant */
export const selectServiceOptions = createSelector([selectServices], (list) => list.map((s) => ({ label: s.serviceName, value: s.serviceId })));

export const selectVisitTrend = createSelector([selectDays], (d): ChartPoint[] => (d?.trend ?? []).map((p) => ({ name: p.day, y: p.count })));

/** visits per identity, an unknown identity under '' */
export const selectIdentityCounts = createSelector([selectDays], (d) => d?.identities ?? []);

export const selectServiceBar = createSelector([selectServices], (list): ChartPoint[] =>
  list.filter((s) => s.count > 0).map((s) => ({ name: s.serviceName, y: s.count })),
);
