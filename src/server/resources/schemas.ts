// Request schemas of a resource's calls, made from its definition. Save and update accept any
// JSON for the form fields: the field rules (validateRecord) answer those with labelled 9009
// reasons; the schema only guards the shape (paging numbers, ids).
import type { ResourceDef } from '../../shared/resources';
import { filterFields, formFields } from '../../shared/resources';
import { bodySchema, ID, INT_MAX, PAGING } from '../routes/schemas';
import { columnKind, isTextField, JSON_TYPES } from './columns';

export const DEFAULT_MAX_REMOVE = 500;
const FILTER_TEXT_MAX = 100;
/** the text forms a non-text filter may take (empty = no filter) */
const FILTER_TEXT_FORMS: Record<string, string> = {
  integer: '^(\\s*-?\\d{1,9}\\s*)?$',
  number: '^(\\s*-?\\d+(\\.\\d+)?\\s*)?$',
  boolean: '^(true|false)?$',
};

export function listBodySchema(def: ResourceDef) {
  const filters: Record<string, object> = {};
  for (const f of filterFields(def)) {
    // A cleared select arrives as '' or null and means "no filter"; a query-string style '5' is
    // accepted too. Several listed types stop ajv from coercing ('' would become 0, false null).
    const kind = columnKind(f);
    filters[f.name] =
      isTextField(f) || kind === 'text'
        ? { type: ['string', 'null'], maxLength: FILTER_TEXT_MAX }
        : { type: [JSON_TYPES[kind], 'null', 'string'], pattern: FILTER_TEXT_FORMS[kind], ...(kind === 'integer' ? { minimum: -INT_MAX, maximum: INT_MAX } : {}) };
  }
  return bodySchema({ ...PAGING, ...filters });
}

const anyValues = (def: ResourceDef) => Object.fromEntries(formFields(def).map((f) => [f.name, {}]));

export const saveBodySchema = (def: ResourceDef) => bodySchema(anyValues(def));

export const updateBodySchema = (def: ResourceDef) => bodySchema({ id: ID, ...anyValues(def) }, ['id']);

export const removeBodySchema = (def: ResourceDef) =>
  bodySchema(
    {
      ids: {
        type: 'array',
        items: ID,
        minItems: 1,
        maxItems: def.maxRemove ?? DEFAULT_MAX_REMOVE,
        uniqueItems: true,
      },
    },
    ['ids'],
  );
