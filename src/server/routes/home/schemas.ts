// Schemas of the home calls: the attention call takes no field but the console's tenantId; the
// public read of the latest app versions answers plain JSON (not the envelope).
import { APP_PLATFORMS, ATTENTION_KEYS } from '../../../shared/home/api';
import { bodySchema } from '../../schemas/request';

export const attentionBodySchema = bodySchema();

/** the unwrapped result (tests check answers against it; the wire carries the envelope) */
export const attentionResultSchema = {
  type: 'object',
  required: ['items', 'figures', 'at'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'count', 'link'],
        additionalProperties: false,
        properties: {
          key: { enum: [...ATTENTION_KEYS] },
          count: { type: 'integer', minimum: 0 },
          link: { type: 'string', pattern: '^/' },
          jobs: { const: true },
        },
      },
    },
    figures: {
      type: 'object',
      required: ['days', 'peopleAdded', 'importsFinished', 'exportsFinished'],
      additionalProperties: false,
      properties: {
        days: { type: 'integer' },
        peopleAdded: { type: 'integer' },
        importsFinished: { type: 'integer' },
        exportsFinished: { type: 'integer' },
      },
    },
    at: { type: 'string' },
  },
} as const;

const platformVersion = {
  type: ['object', 'null'],
  required: ['platform', 'version', 'build', 'forceUpdate', 'notes', 'downloadUrl', 'publishedAt'],
  properties: {
    platform: { type: 'string' },
    version: { type: 'string' },
    build: { type: 'integer' },
    forceUpdate: { type: 'boolean' },
    notes: { type: 'string' },
    downloadUrl: { type: 'string' },
    publishedAt: { type: ['string', 'null'] },
  },
} as const;

export const latestSchema = {
  params: {
    type: 'object',
    required: ['tenantCode'],
    properties: { tenantCode: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
  },
  querystring: { type: 'object', properties: { _t: { type: ['integer', 'string'] } } },
  // 200 only: a refusal (404 { error }, or the protocol's 400 envelope) is sent as it is
  response: {
    200: {
      type: 'object',
      required: ['tenant', 'platforms'],
      properties: {
        tenant: {
          type: 'object',
          required: ['code', 'name', 'logo'],
          properties: { code: { type: 'string' }, name: { type: 'string' }, logo: { type: ['string', 'null'] } },
        },
        platforms: { type: 'object', required: [...APP_PLATFORMS], properties: Object.fromEntries(APP_PLATFORMS.map((p) => [p, platformVersion])) },
      },
    },
  },
} as const;
