// Schema pieces every route uses. Bodies are the unwrapped JSON; unknown body fields are
// dropped (fastify's ajv runs with removeAdditional), and every GET accepts the _t, account and
// name that the console adds to each call (document 002 §7).
//
// Numbers have bounds a column and a query can hold: ids within PostgreSQL's integer (every id
// column is one), pages within 1,000,000. The protocol plugin refuses, for every route, a NUL
// character in any string and a number past ±2^53 − 1 (plugins/protocol/inputText.ts).
export const TENANT_ID = { type: ['string', 'integer'], maxLength: 32 } as const;

/** the largest PostgreSQL integer (int4), the type of every id column */
export const INT_MAX = 2_147_483_647;

/** an id of a stored row */
export const ID = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** a page number: beyond 1,000,000 no list reaches; below 1 is read as the first page (normalisePaging) */
export const PAGE_INDEX = { type: 'integer', maximum: 1_000_000 } as const;

/** a page size: above NO_PAGING_SIZE (99999) it is read as that (normalisePaging); bounded so the number stays sane */
export const PAGE_SIZE = { type: 'integer', maximum: 1_000_000 } as const;

/** the paging pair every list body takes */
export const PAGING = { pageIndex: PAGE_INDEX, pageSize: PAGE_SIZE } as const;

/** the headers of an upload call: a multipart body (every upload route's) */
export const MULTIPART_HEADERS = {
  type: 'object',
  properties: { 'content-type': { type: 'string', pattern: '^multipart/form-data' } },
  required: ['content-type'],
} as const;

type Props = Record<string, object>;

export function bodySchema(properties: Props = {}, required: string[] = []) {
  return {
    type: 'object',
    properties: { tenantId: TENANT_ID, ...properties },
    required,
    additionalProperties: false,
  } as const;
}

export function getQuerySchema(properties: Props = {}, required: string[] = []) {
  return {
    type: 'object',
    properties: {
      _t: { type: ['integer', 'string'] },
      account: { type: 'string' },
      name: { type: 'string' },
      tenantId: TENANT_ID,
      ...properties,
    },
    required,
  } as const;
}

export const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
