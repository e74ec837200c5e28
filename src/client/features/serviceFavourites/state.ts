// The favourites statistics' state (/serviceCollectionStatistics): every service with the people
// keeping it now (searched by name), and the trend of favourites added and removed per day over
// the chosen range, for all services or one. `range` stays null until the screen first opens
// (then the last 30 days); a range that cannot be asked (rangeProblem) is kept with its refusal
// and loads nothing.
import type { FavouriteCountRow, FavouriteTrend } from '../../../shared/services/favourites';
import type { StatsRange } from '../../../shared/services/stats';
import type { Problem } from '../../lib/problem';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface FavouriteCountsState {
  status: LoadStatus;
  rows: FavouriteCountRow[];
  problem: Problem | null;
  /** the name being typed, and the one searched */
  searchDraft: string;
  search: string;
}

/** what a trend answer was asked for */
export interface TrendQuery extends StatsRange {
  serviceId: number | null;
}

export interface FavouriteTrendState {
  range: StatsRange | null;
  /** the i18n key of why `range` is refused */
  rangeProblem: string | null;
  serviceId: number | null;
  status: LoadStatus;
  /** the trend of `loadedQuery` (kept while a new one loads) */
  result: FavouriteTrend | null;
  loadedQuery: TrendQuery | null;
  problem: Problem | null;
}

export interface ServiceFavouritesState {
  counts: FavouriteCountsState;
  trend: FavouriteTrendState;
}

export const initialServiceFavouritesState: ServiceFavouritesState = {
  counts: { status: 'idle', rows: [], problem: null, searchDraft: '', search: '' },
  trend: { range: null, rangeProblem: null, serviceId: null, status: 'idle', result: null, loadedQuery: null, problem: null },
};
