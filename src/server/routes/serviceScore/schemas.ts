// Body schemas of /serviceScore's calls (src/shared/services/score.ts): each weight 0–100 (their
// sum is checked by the mechanism, naming the field), the minimum of ratings and the visit window
// bounded, ids within PostgreSQL's integer.
import { MIN_RATINGS_MAX, SCORE_NAME_SEARCH_MAX, VISIT_WINDOW_MAX_DAYS } from '../../../shared/services/score';
import { bodySchema, getQuerySchema, ID, PAGING } from '../../schemas/request';

const WEIGHT = { type: 'integer', minimum: 0, maximum: 100 } as const;

export const scoreListSchema = bodySchema({ ...PAGING, serviceName: { type: ['string', 'null'], maxLength: SCORE_NAME_SEARCH_MAX } });
export const ratingListSchema = bodySchema({ ...PAGING, serviceId: ID }, ['serviceId']);
export const mechanismDetailSchema = getQuerySchema();
export const mechanismUpdateSchema = bodySchema(
  {
    ratingWeight: WEIGHT,
    visitWeight: WEIGHT,
    favouriteWeight: WEIGHT,
    minRatings: { type: 'integer', minimum: 0, maximum: MIN_RATINGS_MAX },
    visitWindowDays: { type: 'integer', minimum: 1, maximum: VISIT_WINDOW_MAX_DAYS },
  },
  ['ratingWeight', 'visitWeight', 'favouriteWeight', 'minRatings', 'visitWindowDays'],
);

export const mechanismResultSchema = {
  type: 'object',
  properties: {
    ratingWeight: { type: 'integer' },
    visitWeight: { type: 'integer' },
    favouriteWeight: { type: 'integer' },
    minRatings: { type: 'integer' },
    visitWindowDays: { type: 'integer' },
  },
  required: ['ratingWeight', 'visitWeight', 'favouriteWeight', 'minRatings', 'visitWindowDays'],
  additionalProperties: false,
} as const;
