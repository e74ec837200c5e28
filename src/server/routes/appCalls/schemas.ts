// The apps' batch calls: plain JSON bodies (not the console's wrapped envelope), 1 to
// MAX_BATCH_ITEMS items, and plain JSON answers: BatchAnswer, or AppCallRefusal for any 4xx.
import { APP_CLIENTS, ISO_WITH_ZONE, MAX_BATCH_ITEMS } from '../../../shared/appCalls/api';
import { IDENTITIES } from '../../../shared/domain/people';
import { ID, text } from '../../schemas/request';

const BATCH_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' } as const;
const AT = { type: 'string', maxLength: 40, pattern: ISO_WITH_ZONE } as const;
const ACCOUNT = text(64, 1);

const item = (properties: Record<string, object>, required: string[]) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

const batchBody = (list: string, items: object) => ({
  type: 'object',
  required: ['batchId', list],
  additionalProperties: false,
  properties: { batchId: BATCH_ID, [list]: { type: 'array', minItems: 1, maxItems: MAX_BATCH_ITEMS, items } },
});

const answers = {
  200: {
    type: 'object',
    required: ['batchId', 'accepted', 'matched'],
    properties: { batchId: { type: 'string' }, accepted: { type: 'integer' }, matched: { type: 'integer' } },
  },
  '4xx': {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string' },
      index: { type: 'integer' },
      field: { type: 'string' },
      batchId: { type: 'string' },
      accepted: { type: 'integer' },
      matched: { type: 'integer' },
      retryAfter: { type: 'integer' },
    },
  },
};

export const visitsSchema = {
  body: batchBody(
    'visits',
    item({ serviceId: ID, account: ACCOUNT, identity: { type: 'string', enum: [...IDENTITIES] }, client: { type: 'string', enum: [...APP_CLIENTS] }, at: AT }, [
      'serviceId',
      'client',
      'at',
    ]),
  ),
  response: answers,
};

export const favouritesSchema = {
  body: batchBody(
    'events',
    item({ serviceId: ID, account: ACCOUNT, action: { type: 'string', enum: ['add', 'remove'] }, at: AT }, ['serviceId', 'account', 'action', 'at']),
  ),
  response: answers,
};

export const ratingsSchema = {
  body: batchBody(
    'ratings',
    item({ serviceId: ID, account: ACCOUNT, score: { type: 'integer', minimum: 1, maximum: 5 }, comment: text(500), at: AT }, [
      'serviceId',
      'account',
      'score',
      'at',
    ]),
  ),
  response: answers,
};
