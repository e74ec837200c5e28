// Result schemas of the backups' calls (src/shared/platform/backups.ts), wrapped in the envelope.
export const backupListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'size', 'createdAt'],
    additionalProperties: false,
    properties: { name: { type: 'string' }, size: { type: 'integer', minimum: 0 }, createdAt: { type: 'string' } },
  },
} as const;

export const backupJobSchema = {
  type: 'object',
  required: ['id', 'stage', 'percent', 'done', 'name', 'error'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    stage: { type: 'string', enum: ['database', 'files', 'writing', 'done'] },
    percent: { type: 'number', minimum: 0, maximum: 100 },
    done: { type: 'boolean' },
    name: { type: ['string', 'null'] },
    error: { type: ['string', 'null'] },
  },
} as const;
