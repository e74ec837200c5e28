// The overview's state (/serviceOverviewIndex): the chosen range and the figures read for it.
// `range` stays null until the screen first opens (then the last 30 days); a range the user
// picks that cannot be asked (rangeProblem) is kept with its refusal and loads nothing.
import type { DayCount, ServiceCount, ServiceCountList, StatsRange } from '../../../shared/services/stats';
import type { Problem } from '../../lib/problem';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface OverviewFigures {
  counts: ServiceCountList;
  top: ServiceCount[];
  trend: DayCount[];
}

export interface ServiceOverviewState {
  range: StatsRange | null;
  /** the i18n key of why `range` is refused */
  rangeProblem: string | null;
  status: LoadStatus;
  /** the figures of `loadedRange` (kept while a new range loads) */
  figures: OverviewFigures | null;
  loadedRange: StatsRange | null;
  problem: Problem | null;
}

export const initialServiceOverviewState: ServiceOverviewState = {
  range: null,
  rangeProblem: null,
  status: 'idle',
  figures: null,
  loadedRange: null,
  problem: null,
};
