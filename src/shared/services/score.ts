// The wire contract of /serviceScore (document 002 §7 "Score"; SCREENS.md "Services"): scores per
// service and the score mechanism's rules. The composite score of a service (0–100) is
//   (ratingWeight · rating part + visitWeight · visit part + favouriteWeight · favourite part) / 100
// where the rating part is the average rating (1–5) as a share of 5, and the visit and favourite
// parts are the service's visits in the window and its favourites as a share of the tenant's
// busiest service; a service with fewer than `minRatings` ratings has no score yet (null).
import { PLATFORM } from '../protocol/constants';

export const SCORE_PATHS = {
  /** ServiceScoreListBody → Page<ServiceScoreRow>, best score first (unscored last) */
  list: `${PLATFORM}/serviceScore/list`,
  /** ServiceRatingListBody → Page<ServiceRatingRow>, newest first */
  ratings: `${PLATFORM}/serviceScore/serviceScoreList`,
  /** GET → ScoreMechanism (the defaults until the tenant saves one) */
  mechanismDetail: `${PLATFORM}/scoreMechanism/detail`,
  /** ScoreMechanismBody → ScoreMechanism; weights not summing to 100 are refused (9009) */
  mechanismUpdate: `${PLATFORM}/scoreMechanism/update`,
} as const;

export const WEIGHT_TOTAL = 100;
export const MIN_RATINGS_MAX = 10_000;
export const VISIT_WINDOW_MAX_DAYS = 365;
export const SCORE_NAME_SEARCH_MAX = 50;

export interface ScoreMechanism {
  /** 0–100 each; the three sum to 100 */
  ratingWeight: number;
  visitWeight: number;
  favouriteWeight: number;
  /** ratings a service needs before it is scored */
  minRatings: number;
  /** the days of visits counted (today included) */
  visitWindowDays: number;
}

export const DEFAULT_SCORE_MECHANISM: ScoreMechanism = { ratingWeight: 50, visitWeight: 30, favouriteWeight: 20, minRatings: 3, visitWindowDays: 30 };

export type ScoreMechanismBody = ScoreMechanism & { tenantId?: string };

/** The weights' total, for the refusal and the form's hint. */
export const weightSum = (m: Pick<ScoreMechanism, 'ratingWeight' | 'visitWeight' | 'favouriteWeight'>) => m.ratingWeight + m.visitWeight + m.favouriteWeight;

export interface ServiceScoreListBody {
  tenantId?: string;
  pageIndex?: number;
  pageSize?: number;
  serviceName?: string;
}

export interface ServiceScoreRow {
  serviceId: number;
  serviceName: string;
  /** the average rating, 1–5 with two decimals; null without ratings */
  averageRating: number | null;
  ratings: number;
  /** visits in the mechanism's window */
  visits: number;
  favourites: number;
  /** the composite score, 0–100 with one decimal; null under the minimum of ratings */
  score: number | null;
}

export interface ServiceRatingListBody {
  tenantId?: string;
  serviceId: number;
  pageIndex?: number;
  pageSize?: number;
}

export interface ServiceRatingRow {
  personId: number;
  name: string;
  account: string;
  /** 1–5 */
  score: number;
  comment: string;
  /** ISO time */
  ratedAt: string;
}

export interface Page<R> {
  data: R[];
  total: number;
}
