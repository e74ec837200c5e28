// Body schemas of the member picker, quick authorization and monitor calls
// (src/shared/members/api.ts). Search texts are at most 30 characters, page sizes those of
// every list (10/20/30/40/100: the pickers offer the first four, the screens' lists all five),
// id lists at most MAX_WIRE_IDS; anything malformed is a 9009 before any query.
import { CLASS_TYPES } from '../../../shared/domain/people';
import { AUTH_SAVE_MAX } from '../../../shared/members/quickAuthApi';
import {
  API_STATUSES,
  API_TYPES,
  DIRECTORY_TYPES,
  MAX_WIRE_IDS,
  MEMBER_KINDS,
  PERM_KINDS,
  QUOTE_TYPES,
  ROLE_GROUP_IDS,
  SEARCH_MAX,
} from '../../../shared/members/constants';
import { PAGE_SIZES } from '../../../shared/paging';
import { MAX_SEARCH_ROWS, MAX_SEARCH_VALUE } from '../../../shared/people/query';
import { bodySchema, getQuerySchema, ID, INT_MAX, PAGE_INDEX, TENANT_ID } from '../../schemas/request';

export const id = ID;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } as const;
const search = { type: ['string', 'null'], maxLength: SEARCH_MAX } as const;
const ids = { type: 'array', maxItems: MAX_WIRE_IDS, items: id } as const;
const paging = {
  pageIndex: { ...PAGE_INDEX, minimum: 1 },
  pageSize: { type: 'integer', enum: [...PAGE_SIZES] },
} as const;
const roleId = { type: 'integer', enum: [...ROLE_GROUP_IDS] } as const;
const kind = { type: ['string', 'null'], enum: [...MEMBER_KINDS, '', null] } as const;

/** the candidate lists' search form (CandidateFilters) */
const candidateFilters = {
  name: search,
  identifier: search,
  orgUnitId: { type: ['integer', 'string', 'null'], minimum: 1, maximum: INT_MAX, pattern: '^\\s*\\d{0,9}\\s*$' },
  grade: search,
  currentStatus: search,
  classType: { type: ['string', 'null'], enum: [...CLASS_TYPES, '', null] },
} as const;
const query = { type: ['object', 'null'], properties: candidateFilters, additionalProperties: false } as const;

const permTarget = { isPerm: { type: 'string', enum: [...PERM_KINDS] }, permId: id } as const;

/**
 * A removal's selection (MemberRemoveSelection): picks, or with isAll the exclusions (then
 * possibly none) and the member list's filters; `extra` the filters only this screen's list has.
 */
const removeSelection = (extra: Record<string, object>) =>
  ({
    isAll: { type: ['boolean', 'null'] },
    ids,
    query: { type: ['object', 'null'], properties: { kind, name: search, ...extra }, additionalProperties: false },
  }) as const;

export const getListSchema = getQuerySchema();

// ---- roles and labels ----
export const permMemberListSchema = bodySchema({ ...permTarget, roleId, kind, name: search, ...paging }, ['isPerm', 'permId']);
export const permMemberRemoveSchema = bodySchema({ ...permTarget, ...removeSelection({ roleId }) }, ['isPerm', 'permId', 'ids']);
export const permCandidateSchema = bodySchema({ ...permTarget, roleId, ...candidateFilters, ...paging }, ['isPerm', 'permId']);
export const permAddSchema = bodySchema(
  {
    ...permTarget,
    parentId: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX },
    roleId,
    isAll: { type: 'boolean' },
    perm: {
      type: 'array',
      maxItems: MAX_WIRE_IDS,
      items: {
        type: 'object',
        properties: { id, permIds: { type: ['array', 'null'], maxItems: 50, items: id } },
        required: ['id'],
        additionalProperties: false,
      },
    },
    query,
  },
  ['isPerm', 'permId', 'roleId', 'isAll', 'perm'],
);

// ---- matrix departments ----
export const matrixDeptListSchema = bodySchema({ name: search, ...paging });
export const matrixDeptByLevelSchema = bodySchema({ name: search, levelName: search, ...paging });
export const matrixMemberListSchema = bodySchema({ deptId: id, levelId: optionalId, kind, name: search, ...paging }, ['deptId']);
export const matrixMemberRemoveSchema = bodySchema({ deptId: id, ...removeSelection({ levelId: optionalId }) }, ['deptId', 'ids']);
export const matrixCandidateSchema = bodySchema({ deptId: id, levelId: optionalId, ...candidateFilters, ...paging }, ['deptId']);
export const matrixAddSchema = bodySchema(
  {
    deptId: id,
    levelId: id,
    // a comma list of ids: digits and commas (and spaces) only; its length is checked in code
    userIds: { type: 'string', maxLength: MAX_WIRE_IDS * 11, pattern: '^[\\d,\\s]*$' },
    isAll: { type: 'boolean' },
    userType: { type: 'string', enum: ['STUDENT', 'TEACHER'] },
    query,
  },
  ['deptId', 'levelId', 'userIds', 'isAll', 'userType'],
);

// ---- chat classes ----
export const chatClassListSchema = bodySchema({ name: search, ...paging });
export const chatMemberListSchema = bodySchema({ chatClassId: id, kind, name: search, ...paging }, ['chatClassId']);
export const chatMemberRemoveSchema = bodySchema({ chatClassId: id, ...removeSelection({}) }, ['chatClassId', 'ids']);
export const chatCandidateSchema = bodySchema({ chatClassId: id, ...candidateFilters, ...paging }, ['chatClassId']);
export const chatAddSchema = bodySchema(
  {
    chatClassId: id,
    kind: { type: 'string', enum: [...MEMBER_KINDS] },
    isAll: { type: 'boolean' },
    ids,
    query,
  },
  ['chatClassId', 'kind', 'isAll', 'ids'],
);

// ---- quick authorization ----
export const directoryListSchema = bodySchema({
  parentId: optionalId,
  name: search,
  type: { type: ['string', 'null'], enum: [...DIRECTORY_TYPES, '', null] },
  ...paging,
});
export const authUserListSchema = bodySchema(
  {
    businessDataId: id,
    dataSortStr: { type: ['string', 'null'], maxLength: 60 },
    account: search,
    name: search,
    ...paging,
  },
  ['businessDataId'],
);
/** an array body (document 001 §7): no tenantId to carry, the token names the tenant */
export const authSaveSchema = {
  type: 'array',
  minItems: 1,
  maxItems: AUTH_SAVE_MAX,
  items: {
    type: 'object',
    properties: {
      tenantId: TENANT_ID,
      businessDataId: id,
      userId: id,
      lookPerm: { type: 'boolean' },
      updateDataPerm: { type: 'boolean' },
      updateTablePerm: { type: 'boolean' },
    },
    required: ['businessDataId', 'userId', 'lookPerm', 'updateDataPerm', 'updateTablePerm'],
    additionalProperties: false,
  },
} as const;

// ---- monitors ----
const apiQueryProps = {
  name: search,
  note: search,
  quoteType: { type: ['string', 'null'], enum: [...QUOTE_TYPES, '', null] },
  apiServeDataProjectId: optionalId,
  status: { type: ['string', 'null'], enum: [...API_STATUSES, '', null] },
} as const;
const apiType = { type: 'string', enum: [...API_TYPES] } as const;
const advancedSearch = {
  type: ['array', 'null'],
  maxItems: MAX_SEARCH_ROWS,
  items: {
    type: 'object',
    properties: {
      join: { type: ['string', 'null'], maxLength: 40 },
      field: { type: ['string', 'null'], maxLength: 40 },
      operator: { type: ['string', 'null'], maxLength: 40 },
      value: { type: ['string', 'number', 'null'], maxLength: MAX_SEARCH_VALUE },
    },
    additionalProperties: false,
  },
} as const;
export const monitorListSchema = bodySchema({ name: search, ...paging });
export const monitorApiListSchema = bodySchema({ monitorId: id, type: { type: ['string', 'null'], enum: [...API_TYPES, '', null] }, ...paging }, ['monitorId']);
export const monitorApiRemoveSchema = bodySchema({ monitorId: id, ids: { ...ids, minItems: 1 } }, ['monitorId', 'ids']);
export const candidateApiSchema = bodySchema(
  {
    monitorId: id,
    query: { type: 'object', properties: { type: apiType, ...apiQueryProps }, required: ['type'], additionalProperties: false },
    advancedSearch,
    ...paging,
  },
  ['monitorId', 'query'],
);
export const addApiSchema = bodySchema(
  {
    monitorId: id,
    type: apiType,
    isAll: { type: 'boolean' },
    checkIds: ids,
    query: { type: ['object', 'null'], properties: apiQueryProps, additionalProperties: false },
    advancedSearch,
  },
  ['monitorId', 'type', 'isAll', 'checkIds'],
);
