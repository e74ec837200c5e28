// The apps' batch calls: plain JSON bodies (not the console's wrapped envelope), 1 to
// MAX_BATCH_ITEMS items, and plain JSON answers: BatchAnswer, or AppCallRefusal for any 4xx.
import { APP_CLIENTS, ISO_WITH_ZONE, MAX_BATCH_ITEMS } from '../../../shared/appCalls/api';
import { IDENTITIES } from '../../../shared/domain/people';
import { ALUMNI_BATCH_MAX, COMMENT_CONTENT_MAX, MP_TYPES, POST_CONTENT_MAX, POST_IMAGES_MAX } from '../../../shared/alumni/posts';
import { ID, text } from '../../schemas/request';

const BATCH_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' } as const;
const AT = { type: 'string', maxLength: 40, pattern: ISO_WITH_ZONE } as const;
const ACCOUNT = text(64, 1);

const item = (properties: Record<string, object>, required: string[]) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

const batchBody = (list: string, items: object, maxItems: number = MAX_BATCH_ITEMS) => ({
  type: 'object',
  required: ['batchId', list],
  additionalProperties: false,
  properties: { batchId: BATCH_ID, [list]: { type: 'array', minItems: 1, maxItems, items } },
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

// The alumni calls (src/shared/alumni/posts.ts ALUMNI_APP_PATHS): at most ALUMNI_BATCH_MAX items a
// batch; the answer names each item's outcome (its id when written, the reason unless plain).
const alumniAnswers = {
  200: {
    type: 'object',
    required: ['batchId', 'accepted', 'matched', 'items'],
    properties: {
      batchId: { type: 'string' },
      accepted: { type: 'integer' },
      matched: { type: 'integer' },
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['index', 'outcome'],
          properties: { index: { type: 'integer' }, id: { type: 'integer' }, outcome: { type: 'string' }, reason: { type: 'string' } },
        },
      },
    },
  },
  '4xx': answers['4xx'],
};
/** a picture's address: http(s) or a path of this server; no quotes, spaces or angle brackets */
const PICTURE = { type: 'string', maxLength: 500, pattern: '^(https?://[^\\s"\'<>]+|/[^/\\s"\'<>][^\\s"\'<>]*)$' } as const;
const POST_ID = { postId: ID };
const alumniBody = (list: string, properties: Record<string, object>, required: string[]) =>
  batchBody(list, item({ account: ACCOUNT, ...properties, at: AT }, ['account', ...required, 'at']), ALUMNI_BATCH_MAX);

export const alumniPostsSchema = {
  body: alumniBody(
    'posts',
    {
      content: text(POST_CONTENT_MAX, 1),
      images: { type: 'array', maxItems: POST_IMAGES_MAX, items: PICTURE },
      address: text(100),
      label: text(50),
      mpType: { type: 'integer', enum: [...MP_TYPES] },
      quote: item({ content: text(500, 1), imgUrl: PICTURE }, ['content']),
    },
    ['content'],
  ),
  response: alumniAnswers,
};
export const alumniForwardsSchema = { body: alumniBody('forwards', { ...POST_ID, content: text(POST_CONTENT_MAX) }, ['postId']), response: alumniAnswers };
export const alumniCommentsSchema = {
  body: alumniBody('comments', { ...POST_ID, content: text(COMMENT_CONTENT_MAX, 1), replyTo: ID }, ['postId', 'content']),
  response: alumniAnswers,
};
export const alumniLikesSchema = {
  body: alumniBody('likes', { ...POST_ID, action: { type: 'string', enum: ['like', 'unlike'] } }, ['postId', 'action']),
  response: alumniAnswers,
};
export const alumniReportsSchema = {
  body: alumniBody('reports', { ...POST_ID, reasonId: ID, note: text(200) }, ['postId', 'reasonId']),
  response: alumniAnswers,
};
