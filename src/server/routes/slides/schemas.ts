// The slideshow's public read: the tenant in the path, the placement in the query (required, one
// of SLIDE_PLACEMENTS), answered in plain JSON (not the envelope: the apps read it).
import { SLIDE_PLACEMENTS } from '../../../shared/slides/api';
import { getQuerySchema } from '../../schemas/request';

const slide = {
  type: 'object',
  required: ['id', 'title', 'imageUrl', 'linkUrl', 'startsAt', 'endsAt'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    imageUrl: { type: 'string' },
    linkUrl: { type: ['string', 'null'] },
    startsAt: { type: 'string' },
    endsAt: { type: ['string', 'null'] },
  },
} as const;

export const publicSlidesSchema = {
  params: {
    type: 'object',
    required: ['tenantCode'],
    properties: { tenantCode: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
  },
  querystring: getQuerySchema({ placement: { type: 'string', enum: [...SLIDE_PLACEMENTS] } }, ['placement']),
  // 200 only: a refusal (404 { error }, or the protocol's 400 envelope) is sent as it is
  response: {
    200: {
      type: 'object',
      required: ['tenant', 'placement', 'slides'],
      properties: { tenant: { type: 'string' }, placement: { type: 'string' }, slides: { type: 'array', items: slide } },
    },
  },
} as const;
