// Schemas of the apps' public reads (src/shared/publicReads/api.ts): the tenant code and key in
// the path, paging in the query (normalised as document 002 §2 says: below 1 becomes 1 and 10,
// above the largest size the largest), plain JSON answers (not the envelope: the apps read them).
import { TRY_TEXT_MAX } from '../../../shared/robot/api';
import { getQuerySchema, PAGE_INDEX, PAGE_SIZE } from '../../schemas/request';

const TENANT_CODE = { type: 'string', minLength: 1, maxLength: 32 } as const;
const RECORD = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } }, additionalProperties: true } as const;

export const collectionSchema = {
  params: {
    type: 'object',
    required: ['tenantCode', 'key'],
    properties: { tenantCode: TENANT_CODE, key: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  querystring: getQuerySchema({ page: PAGE_INDEX, size: PAGE_SIZE }),
  // 200 only: the answers are sent as the exact text their ETag is taken over (never serialized
  // again); a refusal as its { error } text, or the protocol's 400 envelope for a malformed query
  response: {
    200: {
      type: 'object',
      required: ['data', 'total', 'page', 'size'],
      properties: { data: { type: 'array', items: RECORD }, total: { type: 'integer' }, page: { type: 'integer' }, size: { type: 'integer' } },
    },
  },
} as const;

const candidate = {
  type: 'object',
  properties: {
    rank: { type: 'integer' },
    questionId: { type: 'integer' },
    question: { type: 'string' },
    matched: { type: 'string' },
    typeName: { type: 'string' },
    answer: { type: 'string' },
    score: { type: 'number' },
  },
} as const;

export const robotAnswerSchema = {
  params: { type: 'object', required: ['tenantCode'], properties: { tenantCode: TENANT_CODE } },
  querystring: getQuerySchema({ q: { type: 'string', minLength: 1, maxLength: TRY_TEXT_MAX } }, ['q']),
  response: {
    200: {
      type: 'object',
      required: ['candidates', 'chosen', 'threshold', 'librarySize'],
      properties: {
        candidates: { type: 'array', items: candidate },
        chosen: { anyOf: [candidate, { type: 'null' }] },
        threshold: { type: 'number' },
        librarySize: { type: 'integer' },
      },
    },
  },
} as const;

export const presetsSchema = {
  params: {
    type: 'object',
    required: ['tenantCode', 'account'],
    properties: { tenantCode: TENANT_CODE, account: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  querystring: getQuerySchema(),
  response: {
    200: {
      type: 'object',
      required: ['services'],
      properties: {
        services: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'icon'],
            properties: { id: { type: 'integer' }, name: { type: 'string' }, icon: { type: ['string', 'null'] } },
          },
        },
      },
    },
  },
} as const;
