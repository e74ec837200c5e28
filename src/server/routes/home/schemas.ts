// Schemas of the home calls: the attention call takes no field but the console's tenantId.
import { ATTENTION_KEYS } from '../../../shared/home/api';
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
        properties: { key: { enum: [...ATTENTION_KEYS] }, count: { type: 'integer', minimum: 0 }, link: { type: 'string', pattern: '^/' } },
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
