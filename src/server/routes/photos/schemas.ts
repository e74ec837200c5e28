// Body schemas of the photo screen's calls (src/shared/photos/api.ts). The settings are checked
// here whole, so a bad value answers 9009 with a reason naming its field: size 1..20480 KB,
// smallest width and height 0..10000 px, formats a non-empty set of jpeg and png.
import { IDENTITIES } from '../../../shared/domain/people';
import { MAX_CHOICE_IDS } from '../../../shared/exports/api';
import { bodySchema, PAGING } from '../../schemas/request';

const IDENTITY = { type: 'string', enum: [...IDENTITIES] } as const;
const text = { type: ['string', 'null'], maxLength: 100 } as const;

export const listBody = bodySchema(
  {
    identity: IDENTITY,
    ...PAGING,
    name: text,
    identifier: text,
    // a form may send it as text, or clear it
    hasPhoto: { type: ['integer', 'string', 'null'], enum: [0, 1, '0', '1', '', null] },
  },
  ['identity'],
);

/** 'id,id,…' as the contract says, or the ids as a list */
export const removeBody = bodySchema(
  {
    ids: {
      anyOf: [
        { type: 'string', maxLength: MAX_CHOICE_IDS * 12 },
        { type: 'array', maxItems: MAX_CHOICE_IDS, items: { type: 'integer' } },
      ],
    },
  },
  ['ids'],
);

export const removeAllBody = bodySchema({ identity: IDENTITY }, ['identity']);

export const configBody = bodySchema();

export const saveConfigBody = bodySchema(
  {
    maxSizeKb: { type: 'integer', minimum: 1, maximum: 20480 },
    minWidth: { type: 'integer', minimum: 0, maximum: 10000 },
    minHeight: { type: 'integer', minimum: 0, maximum: 10000 },
    formats: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'string', enum: ['jpeg', 'png'] } },
  },
  ['maxSizeKb', 'minWidth', 'minHeight', 'formats'],
);

export const fileParams = {
  type: 'object',
  properties: { '*': { type: 'string', maxLength: 512 } },
  required: ['*'],
} as const;
