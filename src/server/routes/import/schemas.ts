// Body schemas of the import wizard's calls (src/shared/imports/api.ts). Required-ness of the
// wizard's own choices (header row, rule, check fields) is checked by start.ts, which answers with
// the specification's wording (请输入标题行, 请选择重复规则 ...).
import { HEADER_ROW_MAX, HEADER_ROW_MIN, IMPORT_TARGETS } from '../../../shared/imports';
import { bodySchema, getQuerySchema, PAGE_INDEX, PAGE_SIZE, TENANT_ID, text, MULTIPART_HEADERS } from '../../schemas/request';

export const TARGET_KEYS = IMPORT_TARGETS.map((t) => t.key);
const TARGET = { type: 'string', enum: TARGET_KEYS } as const;
const UPLOAD_ID = { type: 'string', pattern: '^up_[0-9a-f]{24}$' } as const;
const JOB_KEY = { type: 'string', pattern: '^imp_[0-9a-f]{24}$' } as const;
const ERROR_KEY = { type: 'string', pattern: '^err_[0-9a-f]{24}$' } as const;
const HEADER_LINE = { type: 'integer', minimum: HEADER_ROW_MIN, maximum: HEADER_ROW_MAX } as const;
const CHOICE = { type: ['integer', 'null'], enum: [1, 2, null] } as const;
/** a column's mapping to a field, as the Excel import and the photo import's spreadsheet take it */
export const MATCH_FIELD = {
  type: 'object',
  properties: { column: text(64, 1), configure: text(500, 1) },
  required: ['column', 'configure'],
  additionalProperties: false,
} as const;

export const templateQuery = getQuerySchema({ target: TARGET }, ['target']);

/** The upload's text fields, checked after the multipart body is read. */
export const uploadFields = {
  type: 'object',
  properties: { tenantId: TENANT_ID, target: TARGET, id: { anyOf: [UPLOAD_ID, { type: 'string', maxLength: 0 }] } },
  required: ['target'],
} as const;

export const uploadHeaders = MULTIPART_HEADERS;

export const relationBody = bodySchema({ id: UPLOAD_ID, headerLine: HEADER_LINE }, ['id', 'headerLine']);
export const uploadIdBody = bodySchema({ id: UPLOAD_ID }, ['id']);

export const startBody = bodySchema(
  {
    id: UPLOAD_ID,
    headerLine: HEADER_LINE,
    ruleNum: { type: 'integer', enum: [1, 2, 3] },
    checkField: { type: ['string', 'null'], maxLength: 500 },
    matchFieldList: { type: 'array', items: MATCH_FIELD, maxItems: 200 },
    stuInfoHandle: CHOICE,
    newStuInfoHandle: CHOICE,
    teacherInfoHandle: CHOICE,
    matrixType: { type: ['integer', 'null'], minimum: 1, maximum: 6 },
    dryRun: { type: 'boolean' },
  },
  ['id', 'matchFieldList'],
);

export const progressBody = bodySchema({ id: UPLOAD_ID, key: JOB_KEY }, ['key']);
export const jobKeyBody = bodySchema({ key: JOB_KEY }, ['key']);
export const errorKeyBody = bodySchema({ errorKey: ERROR_KEY }, ['errorKey']);
export const historyBody = bodySchema({
  pageIndex: { ...PAGE_INDEX, minimum: 0 },
  pageSize: { ...PAGE_SIZE, minimum: 0 },
  target: { anyOf: [TARGET, { type: 'string', maxLength: 0 }] },
});
