// Data order (document 001 §3 "Ordering row", §5): 'field ORDER,...' read into rows and checked
// against the identity's allow-list, then the ORDER BY of the list and the reader, always
// ending with id descending so equal keys still have one order and pages never overlap.
// Without rows the order is id descending alone (newest first), which the people_list index
// serves directly. Nulls follow PostgreSQL: last ascending, first descending.
import { RawBuilder, sql } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import { OrderRow, PEOPLE_FIELD_KEYS, PeopleFieldKey, peopleFields, SORT_ORDERS, SortOrder } from '../../shared/people/query';
import { PEOPLE_COLUMNS, PeopleJoin } from './columns';
import { refuseQuery } from './refused';

const PART = /^\s*(\S+)(?:\s+(\S+))?\s*$/;

/** The wire text as rows, each part checked on its own so the message names the culprit. */
export function readOrderText(text: string | undefined | null): OrderRow[] {
  if (text === undefined || text === null || text.trim() === '') return [];
  return text.split(',').map((part) => {
    const m = PART.exec(part);
    if (!m) return refuseQuery('peopleQuery.order.malformed', { text: part.trim() });
    const [, field, order] = m;
    if (!(PEOPLE_FIELD_KEYS as readonly string[]).includes(field)) return refuseQuery('peopleQuery.order.unknownField', { field });
    const upper = (order ?? '').toUpperCase();
    if (!(SORT_ORDERS as readonly string[]).includes(upper)) return refuseQuery('peopleQuery.order.unknownOrder', { field, order: order ?? '' });
    return { value: field as PeopleFieldKey, order: upper as SortOrder };
  });
}

/** Rows over the identity's sortable fields, each field once; throws PeopleQueryRefused. */
export function checkOrder(identity: Identity, rows: readonly OrderRow[]): void {
  const fields = new Map(peopleFields(identity).map((f) => [f.key, f]));
  const seen = new Set<string>();
  for (const r of rows) {
    const { value, order } = r as { value: unknown; order: unknown };
    if (!(PEOPLE_FIELD_KEYS as readonly unknown[]).includes(value)) refuseQuery('peopleQuery.order.unknownField', { field: String(value ?? '') });
    const field = fields.get(value as PeopleFieldKey);
    if (!field) refuseQuery('peopleQuery.order.fieldNotInList', { field: String(value) });
    if (!field!.sortable) refuseQuery('peopleQuery.order.notSortable', { field: String(value) });
    if (!(SORT_ORDERS as readonly unknown[]).includes(order))
      refuseQuery('peopleQuery.order.unknownOrder', { field: String(value), order: String(order ?? '') });
    if (seen.has(String(value))) refuseQuery('peopleQuery.order.twice', { field: String(value) });
    seen.add(String(value));
  }
}

export const orderJoins = (rows: readonly OrderRow[]): PeopleJoin[] =>
  rows.flatMap((r) => (PEOPLE_COLUMNS[r.value].join ? [PEOPLE_COLUMNS[r.value].join!] : []));

const ID = sql.ref('p.id');

/** The ORDER BY list: the rows' fields, then id descending. */
export function orderBySql(rows: readonly OrderRow[]): RawBuilder<unknown> {
  const keys = rows.map((r) => sql`${PEOPLE_COLUMNS[r.value].ref} ${sql.raw(r.order === 'ASC' ? 'asc' : 'desc')}`);
  return sql.join([...keys, sql`${ID} desc`]);
}
