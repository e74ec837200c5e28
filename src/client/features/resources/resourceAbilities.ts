// What a definition lets the screen do: add, edit, remove (a read-only collection: remove only),
// reorder by dragging, and how a header click moves the sort. Pure, shared by slice and views.
import { ResourceDef, callsOf } from '../../../shared/resources';
import type { SortOrder } from '../../api/collections';

export interface Writable {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** Add needs save or submit, edit needs update or submit, remove needs remove; a read-only
 *  definition (questions asked, feedback) offers no add or edit, and removal only when it names
 *  a remove call. */
export function writable(def: ResourceDef): Writable {
  const calls = callsOf(def);
  if (def.readOnly) return { add: false, edit: false, remove: Boolean(calls.remove) };
  return { add: Boolean(calls.save ?? calls.submit), edit: Boolean(calls.update ?? calls.submit), remove: Boolean(calls.remove) };
}

/** Drag to reorder: an order field and the adjustOrder call, on a collection the tenant writes. */
export const canReorder = (def: ResourceDef): boolean => Boolean(def.orderField && def.calls?.adjustOrder && !def.readOnly);

/** A header click: another column sorts ascending; the same column goes descending, then back
 *  to the definition's own order. */
export function nextSort(current: SortOrder | null, field: string): SortOrder | null {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}
