// Selectors of the favourites statistics slice; until the slice is mounted they read its initial
// state. The trend chart's series come from here (the chart view only draws them).
import { createSelector } from '@reduxjs/toolkit';
import type { FavouriteCountBody } from '../../../shared/services/favourites';
import type { ChartPoint } from '../../widgets/chart/chartOptions';
import { initialServiceFavouritesState, ServiceFavouritesState, TrendQuery } from './state';

type WithFavourites = { serviceFavourites?: ServiceFavouritesState };

export const selectServiceFavourites = (state: object): ServiceFavouritesState => (state as WithFavourites).serviceFavourites ?? initialServiceFavouritesState;
export const selectFavouriteCounts = (state: object) => selectServiceFavourites(state).counts;
export const selectFavouriteTrend = (state: object) => selectServiceFavourites(state).trend;

/** serviceCollection/countList's body: the searched name when given */
export const selectCountsBody = createSelector([selectFavouriteCounts], (c): FavouriteCountBody => (c.search ? { serviceName: c.search } : {}));

/** serviceCollection/trend's query, or null while the range cannot be asked */
export const selectTrendQuery = createSelector([selectFavouriteTrend], (t): TrendQuery | null =>
  t.range && !t.rangeProblem ? { beginDate: t.range.beginDate, endDate: t.range.endDate, serviceId: t.serviceId } : null,
);

/** the services to choose the trend of, by name */
export const selectServiceOptions = createSelector([selectFavouriteCounts], (c) =>
  [...c.rows].sort((a, b) => a.serviceName.localeCompare(b.serviceName)).map((r) => ({ key: r.serviceId, value: r.serviceId, text: r.serviceName })),
);

/** the first load has no trend yet: the chart shows its loader */
export const selectTrendLoading = createSelector([selectFavouriteTrend], (t) => t.status === 'loading' && !t.result);

/** the trend's two lines, added and removed per day */
export const selectTrendPoints = createSelector([selectFavouriteTrend], (t): { added: ChartPoint[]; removed: ChartPoint[] } => {
  const days = t.result?.days ?? [];
  return { added: days.map((d) => ({ name: d.day, y: d.added })), removed: days.map((d) => ({ name: d.day, y: d.removed })) };
});

export const selectTrendTotals = createSelector([selectFavouriteTrend], (t) => (t.result ? { added: t.result.added, removed: t.result.removed } : null));
