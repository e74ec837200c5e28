// Schemas of the service statistics calls. The dates are checked by rangeProblem (a clear
// message for a malformed, reversed or over-long range), so the schema only bounds their length.
import { IDENTITIES } from '../../../shared/domain/people';
import { TOP_MAX } from '../../../shared/services/stats';
import { bodySchema, ID, PAGING } from '../../schemas/request';

const DATE = { type: 'string', maxLength: 10 } as const;
const RANGE = { beginDate: DATE, endDate: DATE } as const;
const IDENTITY = { enum: ['', ...IDENTITIES] } as const;
const RANGE_REQUIRED = ['beginDate', 'endDate'];

export const topBodySchema = bodySchema({ ...RANGE, top: { type: 'integer', minimum: 1, maximum: TOP_MAX } }, RANGE_REQUIRED);
export const countListBodySchema = bodySchema({ ...RANGE, identity: IDENTITY }, RANGE_REQUIRED);
export const visitDaysBodySchema = bodySchema({ ...RANGE, identity: IDENTITY, serviceId: ID, ...PAGING }, RANGE_REQUIRED);

const COUNT = { type: 'number', minimum: 0 } as const;
const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const closed = (properties: Record<string, object>) =>
  ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;
const listOf = (items: object) => ({ type: 'array', items }) as const;

const serviceCount = closed({ serviceId: ID, serviceName: { type: 'string' }, count: COUNT });

/** the unwrapped results (the wire carries them inside the envelope) */
export const topResultSchema = listOf(serviceCount);
export const countListResultSchema = closed({ upCount: COUNT, downCount: COUNT, list: listOf(serviceCount) });
export const visitDaysResultSchema = closed({
  total: COUNT,
  trend: listOf(closed({ day: DAY, count: COUNT })),
  identities: listOf(closed({ identity: { type: 'string' }, count: COUNT })),
  rows: listOf(closed({ day: DAY, serviceId: ID, serviceName: { type: 'string' }, identity: { type: 'string' }, count: COUNT })),
  rowTotal: COUNT,
});
