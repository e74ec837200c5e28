// A short list the administrator orders by dragging (service types, scenes, listing marks): its
// calls (list, submit, remove, adjustOrder), its order by the integer `sort` column, and that
// column's field, labelled `<prefix>.sort`.
import type { FieldDef, ResourceDef } from './types';

export const orderedListParts = (): Pick<ResourceDef, 'calls' | 'orderField' | 'orderBy' | 'maxRemove'> => ({
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
    adjustOrder: { method: 'POST', path: 'adjustOrder', shape: 'order' },
  },
  orderField: 'sort',
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
});

export const sortField = (prefix: string): FieldDef => ({
  name: 'sort',
  column: 'sort',
  label: `${prefix}.sort`,
  type: 'number',
  integer: true,
  min: 0,
  max: 999999,
  default: 0,
  width: 80,
});
