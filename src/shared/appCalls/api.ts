// The platform apps' public calls (issue 14): visits, favourites and ratings recorded in
// batches, plain JSON in and out, each call signed with the tenant's app key
// (src/shared/appCalls/sign.ts), and the console's two app key calls (enveloped, signed by the
// session as every console call is).
export const APP_CALL_PATHS = {
  visits: '/api/public/apps/visits',
  favourites: '/api/public/apps/favourites',
  ratings: '/api/public/apps/ratings',
} as const;

/** The screen the app keys are managed on (their rotation needs its write and the rotate danger). */
export const PROJECT_DETAILS_SCREEN = '/ProjectDetails';

export const APP_KEY_PATHS = {
  list: '/api/blade-platform/appKey/list',
  rotate: '/api/blade-platform/appKey/rotate',
} as const;

/** The header naming the app key; the signature travels in X-Sign as the console's does. */
export const APP_KEY_HEADER = 'x-app-key';
export const APP_KEY_ID_PATTERN = '^ak_[a-f0-9]{24}$';

export const APP_CLIENTS = ['android', 'ios', 'harmony', 'h5', 'wechat', 'pc'] as const;
export type AppClient = (typeof APP_CLIENTS)[number];

export const MAX_BATCH_ITEMS = 100_000;
/** A time later than the server's clock by more than this is refused as in the future. */
export const FUTURE_SKEW_MS = 60_000;
/** an ISO 8601 date and time with its zone (Z or ±hh:mm) */
export const ISO_WITH_ZONE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$';

export interface VisitIn {
  serviceId: number;
  account?: string;
  identity?: string;
  client: AppClient;
  at: string;
}
export interface FavouriteEventIn {
  serviceId: number;
  account: string;
  action: 'add' | 'remove';
  at: string;
}
export interface RatingIn {
  serviceId: number;
  account: string;
  score: number;
  comment?: string;
  at: string;
}
export type VisitBatch = { batchId: string; visits: VisitIn[] };
export type FavouriteBatch = { batchId: string; events: FavouriteEventIn[] };
export type RatingBatch = { batchId: string; ratings: RatingIn[] };

/** The answer to an accepted batch (and, with 409, to a replayed one: the first answer's counts). */
export interface BatchAnswer {
  batchId: string;
  /** items recorded */
  accepted: number;
  /** items whose account named a person of the tenant */
  matched: number;
}

/** A refused call: the message in the caller's language, the first bad item when there is one. */
export interface AppCallRefusal {
  message: string;
  index?: number;
  field?: string;
  batchId?: string;
  accepted?: number;
  matched?: number;
  /** seconds to wait (429, also in Retry-After) */
  retryAfter?: number;
}

export interface AppKeyRow {
  id: string;
  name: string;
  enabled: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}
/** The rotate answer: the only time the new secret is shown. */
export interface RotatedAppKey {
  id: string;
  secret: string;
}
