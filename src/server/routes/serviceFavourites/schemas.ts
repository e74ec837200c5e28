// Body schemas of /serviceCollectionStatistics' calls (src/shared/services/favourites.ts): days
// as YYYY-MM-DD (whether they are real days and in order is checked by the route, naming the field).
import { SERVICE_NAME_SEARCH_MAX } from '../../../shared/services/favourites';
import { bodySchema, INT_MAX } from '../../schemas/request';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const countsSchema = bodySchema({ serviceName: { type: ['string', 'null'], maxLength: SERVICE_NAME_SEARCH_MAX } });
export const trendSchema = bodySchema({ beginDate: DAY, endDate: DAY, serviceId: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } }, [
  'beginDate',
  'endDate',
]);

export const countRowSchema = {
  type: 'object',
  properties: { serviceId: { type: 'integer' }, serviceName: { type: 'string' }, favourites: { type: 'integer' } },
  required: ['serviceId', 'serviceName', 'favourites'],
  additionalProperties: false,
} as const;

export const trendResultSchema = {
  type: 'object',
  properties: {
    days: {
      type: 'array',
      items: {
        type: 'object',
        properties: { day: { type: 'string' }, added: { type: 'integer' }, removed: { type: 'integer' } },
        required: ['day', 'added', 'removed'],
        additionalProperties: false,
      },
    },
    added: { type: 'integer' },
    removed: { type: 'integer' },
  },
  required: ['days', 'added', 'removed'],
  additionalProperties: false,
} as const;
