// Result schemas of the /ProjectDetails calls (the wire carries them wrapped in the envelope;
// tests check answers against them).
const count = { type: 'integer', minimum: 0 } as const;

export const adminInfoResultSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['account', 'name', 'enabled', 'lastSignInAt'],
    additionalProperties: false,
    properties: { account: { type: 'string' }, name: { type: 'string' }, enabled: { type: 'boolean' }, lastSignInAt: { type: ['string', 'null'] } },
  },
} as const;

const keyCount = (key: string, keyType: object) =>
  ({
    type: 'array',
    items: { type: 'object', required: [key, 'count'], additionalProperties: false, properties: { [key]: keyType, count } },
  }) as const;

export const projectSummaryResultSchema = {
  type: 'object',
  required: ['people', 'services', 'flowServices', 'collections', 'documents', 'appVersions'],
  additionalProperties: false,
  properties: {
    people: keyCount('identity', { type: 'string' }),
    services: { type: 'object', required: ['total', 'shelved'], additionalProperties: false, properties: { total: count, shelved: count } },
    flowServices: { type: ['integer', 'null'], minimum: 0 },
    collections: keyCount('key', { type: 'string' }),
    documents: { type: 'object', required: ['published', 'total'], additionalProperties: false, properties: { published: count, total: count } },
    appVersions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['platform', 'version', 'build'],
        additionalProperties: false,
        properties: { platform: { type: 'string' }, version: { type: 'string' }, build: { type: 'integer' } },
      },
    },
  },
} as const;
