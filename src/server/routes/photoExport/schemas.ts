// Body schemas of the photo export's calls (src/shared/photos/api.ts): the bulk export's range
// (identity, data range, filters, advanced search, checked ids) plus the naming rule and the
// format. The file name is admitted loosely and checked in code with the specification's wording.
import { IDENTITIES } from '../../../shared/domain/people';
import { FORMAT_RULES } from '../../../shared/photos/naming';
import { EXPORT_KEY_PATTERN } from '../../exports/keys';
import { selection } from '../exports/schemas';
import { bodySchema } from '../../schemas/request';

const NAMING_RULE = { type: 'integer', enum: [1, 2, 3] } as const;
const REDIS_KEY = { type: 'string', pattern: EXPORT_KEY_PATTERN } as const;
const IDENTITY = { type: 'string', enum: [...IDENTITIES] } as const;

export const countBody = bodySchema({ ...selection, namingRule: { ...NAMING_RULE, type: ['integer', 'null'], enum: [1, 2, 3, null] } }, [
  'identity',
  'dataRange',
]);

export const exportBody = bodySchema(
  {
    ...selection,
    fileName: { type: ['string', 'null'], maxLength: 200 },
    namingRule: NAMING_RULE,
    formatRule: { type: 'integer', enum: [...FORMAT_RULES] },
  },
  ['identity', 'dataRange', 'namingRule', 'formatRule'],
);

export const progressBody = bodySchema({ redisKey: REDIS_KEY, identity: IDENTITY }, ['redisKey']);
export const cancelBody = bodySchema({ redisKey: REDIS_KEY }, ['redisKey']);
