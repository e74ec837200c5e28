// Request schemas of a resource's calls, made from its definition. Save and update accept any
// JSON for the form fields: the field rules (validateRecord) answer those with labelled 9009
// reasons; the schema only guards the shape (paging numbers, ids).
import type { ResourceDef } from '../../shared/resources';
import { filterFields, formFields } from '../../shared/resources';
import { bodySchema } from '../routes/schemas';
import { columnKind, isTextField, JSON_TYPES } from './columns';

export const DEFAULT_MAX_REMOVE = 500;
const FILTER_TEXT_MAX = 100;

export function listBodySchema(def: ResourceDef) {
  const filters: Record<string, object> = {};
  for (const f of filterFields(def)) {
    // a cleared select arrives as '' or null and means "no filter"
    filters[f.name] = isTextField(f)
      ? { type: ['string', 'null'], maxLength: FILTER_TEXT_MAX }
      : { anyOf: [{ type: JSON_TYPES[columnKind(f)] }, { type: 'null' }, { type: 'string', maxLength: 0 }] };
  }
  return bodySchema({ pageIndex: { type: 'integer' }, pageSize: { type: 'integer' }, ...filters });
}

const anyValues = (def: ResourceDef) => Object.fromEntries(formFields(def).map((f) => [f.name, {}]));

export const saveBodySchema = (def: ResourceDef) => bodySchema(anyValues(def));

export const updateBodySchema = (def: ResourceDef) => bodySchema({ id: { type: 'integer', minimum: 1 }, ...anyValues(def) }, ['id']);

export const removeBodySchema = (def: ResourceDef) =>
  bodySchema(
    {
      ids: {
        type: 'array',
        items: { type: 'integer', minimum: 1 },
        minItems: 1,
        maxItems: def.maxRemove ?? DEFAULT_MAX_REMOVE,
        uniqueItems: true,
      },
    },
    ['ids'],
  );
