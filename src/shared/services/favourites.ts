// The wire contract of /serviceCollectionStatistics (SCREENS.md "Services": calls are ours):
// how many people keep each service among their favourites now (service_favourites, counted per
// service) and the favourites added and removed per day over a range (the daily roll-up
// service_favourite_days), for all services or one. POST with a JSON body under
// /api/blade-platform; the tenant is always the token's.
import { PLATFORM } from '../protocol/constants';
import type { StatsRange } from './stats';

export const FAVOURITE_PATHS = {
  /** FavouriteCountBody → FavouriteCountRow[]: every service of the tenant, most kept first */
  counts: `${PLATFORM}/serviceCollection/countList`,
  /** FavouriteTrendBody → FavouriteTrend: one entry per day of the range, days without changes as 0 */
  trend: `${PLATFORM}/serviceCollection/trend`,
} as const;

export const SERVICE_NAME_SEARCH_MAX = 50;

export interface FavouriteCountBody {
  tenantId?: string;
  /** part of the service name */
  serviceName?: string;
}

export interface FavouriteCountRow {
  serviceId: number;
  serviceName: string;
  /** the people keeping it among their favourites now */
  favourites: number;
}

/** a range of days (the tenant's zone) as the other statistics screens take it (stats.ts rangeProblem: at most a year) */
export interface FavouriteTrendBody extends StatsRange {
  tenantId?: string;
  /** one service only; absent: all services */
  serviceId?: number | null;
}

export interface FavouriteTrendDay {
  day: string;
  added: number;
  removed: number;
}

export interface FavouriteTrend {
  days: FavouriteTrendDay[];
  added: number;
  removed: number;
}
