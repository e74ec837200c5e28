// Request schemas of a resource's calls, made from its definition. Writes accept any JSON for
// the form fields: the field rules (prepareFields) answer those with labelled 9009 reasons; the
// schema only guards the shape (paging numbers, ids, sort keys, range bounds).
import type { ActionDef, ResourceDef } from '../../shared/resources';
import { filterFields, formFields } from '../../shared/resources';
import { bodySchema, getQuerySchema, ID, INT_MAX, PAGING } from '../schemas/request';
import { columnKind, isArrayField, isRangeField, isTextField, JSON_TYPES } from './columns';
import { sortableFields } from './list';

export const DEFAULT_MAX_REMOVE = 500;
const FILTER_TEXT_MAX = 100;
/** the text forms a non-text filter may take (empty = no filter) */
const FILTER_TEXT_FORMS: Record<string, string> = {
  integer: '^(\\s*-?\\d{1,9}\\s*)?$',
  number: '^(\\s*-?\\d+(\\.\\d+)?\\s*)?$',
  boolean: '^(true|false)?$',
};
/** a range bound: a day, or a day and a time (checked as real by the list) */
const RANGE_BOUND = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)?$' };
const MAX_FILTER_VALUES = 50;

function filterProperties(def: ResourceDef): Record<string, object> {
  const filters: Record<string, object> = {};
  for (const f of filterFields(def)) {
    if (isRangeField(f)) {
      filters[`${f.name}Start`] = RANGE_BOUND;
      filters[`${f.name}End`] = RANGE_BOUND;
      continue;
    }
    const kind = columnKind(f);
    if (isArrayField(f)) {
      const item = kind === 'integerArray' ? { type: 'integer', minimum: -INT_MAX, maximum: INT_MAX } : { type: 'string', maxLength: FILTER_TEXT_MAX };
      filters[f.name] = { type: ['array', 'null'], items: item, maxItems: MAX_FILTER_VALUES };
      continue;
    }
    // A cleared select arrives as '' or null and means "no filter"; a query-string style '5' is
    // accepted too. Several listed types stop ajv from coercing ('' would become 0, false null).
    filters[f.name] =
      isTextField(f) || kind === 'text'
        ? { type: ['string', 'null'], maxLength: FILTER_TEXT_MAX }
        : {
            type: [JSON_TYPES[kind], 'null', 'string'],
            pattern: FILTER_TEXT_FORMS[kind],
            ...(kind === 'integer' ? { minimum: -INT_MAX, maximum: INT_MAX } : {}),
          };
  }
  return filters;
}

const sortSchema = (def: ResourceDef) => ({
  type: ['object', 'null'],
  properties: { field: { type: 'string', enum: sortableFields(def) }, direction: { type: 'string', enum: ['asc', 'desc'] } },
  required: ['field'],
  additionalProperties: false,
});

export function listBodySchema(def: ResourceDef) {
  return bodySchema({ ...PAGING, ...filterProperties(def), sort: sortSchema(def) });
}

/** A list read by GET: the same filters in the query, the order as sortField and sortDirection. */
export function listQuerySchema(def: ResourceDef) {
  const filters = filterProperties(def);
  for (const f of filterFields(def).filter(isArrayField)) filters[f.name] = { type: 'string', maxLength: FILTER_TEXT_MAX * 4 };
  return getQuerySchema({
    ...PAGING,
    ...filters,
    sortField: { type: 'string', enum: sortableFields(def) },
    sortDirection: { type: 'string', enum: ['asc', 'desc'] },
  });
}

const anyValues = (def: ResourceDef) => Object.fromEntries(formFields(def).map((f) => [f.name, {}]));

export const saveBodySchema = (def: ResourceDef) => bodySchema(anyValues(def));

export const updateBodySchema = (def: ResourceDef) => bodySchema({ id: ID, ...anyValues(def) }, ['id']);

/** submit: an id present means update */
export const submitBodySchema = (def: ResourceDef) => bodySchema({ id: { ...ID, type: ['integer', 'null'] }, ...anyValues(def) });

/** an inline edit (ResourceDef.inlineEdit): the id and only the fields edited in place */
export const inlineEditBodySchema = (def: ResourceDef) =>
  bodySchema({ id: ID, ...Object.fromEntries((def.inlineEdit?.fields ?? []).map((name) => [name, {}])) }, ['id']);

export const detailBodySchema = () => bodySchema({ id: ID }, ['id']);

const idsSchema = (max: number) => ({ type: 'array', items: ID, minItems: 1, maxItems: max, uniqueItems: true });

export const removeBodySchema = (def: ResourceDef) => bodySchema({ ids: idsSchema(def.maxRemove ?? DEFAULT_MAX_REMOVE) }, ['ids']);

/** adjustOrder: the ids in their new order (one page at most) */
export const orderBodySchema = () => bodySchema({ ids: idsSchema(1000) }, ['ids']);

/** one action call: { ids, [field]: value }; the value must be one of the actions sharing the call */
export function actionBodySchema(def: ResourceDef, actions: ActionDef[]) {
  const field = actions[0].field;
  return bodySchema(
    { ids: idsSchema(def.maxRemove ?? DEFAULT_MAX_REMOVE), [field]: { enum: actions.map((a) => a.value) } },
    actions.length > 1 ? ['ids', field] : ['ids'],
  );
}
