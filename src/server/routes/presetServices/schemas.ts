// Body schemas of the preset services' calls (src/shared/services/presets.ts). The list length
// is checked by the domain (PRESET_MAX, refused with a message); the schema bounds it loosely so
// a malformed body is a 9009 before any query.
import { MAX_WIRE_IDS, SEARCH_MAX } from '../../../shared/members/constants';
import { PAGE_SIZES } from '../../../shared/paging';
import { PRESET_CANDIDATE_PATHS, PRESET_MODES } from '../../../shared/services/presets';
import { bodySchema, ID, INT_MAX, PAGE_INDEX, PAGING } from '../../schemas/request';

const search = { type: ['string', 'null'], maxLength: SEARCH_MAX } as const;
const serviceIds = { type: 'array', maxItems: 1000, items: ID } as const;
const paging = { pageIndex: { ...PAGE_INDEX, minimum: 1 }, pageSize: { type: 'integer', enum: [...PAGE_SIZES] } } as const;
const candidateFilters = {
  name: search,
  identifier: search,
  orgUnitId: { type: ['integer', 'string', 'null'], minimum: 1, maximum: INT_MAX, pattern: '^\\s*\\d{0,9}\\s*$' },
  grade: search,
  currentStatus: search,
} as const;

export const roleDetailSchema = bodySchema({ roleId: ID }, ['roleId']);
export const roleSaveSchema = bodySchema({ roleId: ID, serviceIds }, ['roleId', 'serviceIds']);
export const personListSchema = bodySchema({ name: search, ...PAGING });
export const personDetailSchema = bodySchema({ personId: ID }, ['personId']);
export const personSaveSchema = bodySchema({ personId: ID, mode: { type: 'string', enum: [...PRESET_MODES] }, serviceIds }, ['personId', 'mode', 'serviceIds']);
export const personRemoveSchema = bodySchema({ personIds: { type: 'array', minItems: 1, maxItems: MAX_WIRE_IDS, items: ID } }, ['personIds']);
export const personAddSchema = bodySchema(
  {
    kind: { type: 'string', enum: Object.keys(PRESET_CANDIDATE_PATHS) },
    isAll: { type: 'boolean' },
    ids: { type: 'array', maxItems: MAX_WIRE_IDS, items: ID },
    query: { type: ['object', 'null'], properties: candidateFilters, additionalProperties: false },
  },
  ['kind', 'isAll', 'ids'],
);
export const candidateSchema = bodySchema({ ...candidateFilters, ...paging });
