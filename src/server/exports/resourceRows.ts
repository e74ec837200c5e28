// A collection's records for its export, in keyset pages: the list's own tenant-scoped filters
// (resources/list.ts `filtered`) and its order (`sortOf`, then id in the same direction), each
// page starting after the last row of the one before, so rows added or removed meanwhile never
// shift a page. PostgreSQL puts nulls last ascending and first descending; the cursor follows.
import { sql } from 'kysely';
import type { FieldDef, ResourceDef, ResourceRow } from '../../shared/resources';
import type { Db } from '../db/schema';
import { columnKind, SQL_TYPES } from '../resources/columns';
import { filtered, Sort, sortOf } from '../resources/list';
import { DbRow, rowSelection, toRecord } from '../resources/records';
import { dynamicTables } from '../resources/dynamicTable';
import { tenantZone } from '../time/tenantZone';

/** the sort column's value as text, cast back to its own type in the next page's condition */
const CURSOR = 'export_sort_key';

/** The SQL type of the column a list is ordered by (its own, or the record's times). */
function sortType(def: ResourceDef, sort: Sort): string {
  if (sort.column === 'created_at' || sort.column === 'updated_at') return 'timestamptz';
  const f = def.fields.find((x) => x.column === sort.column);
  return f ? SQL_TYPES[columnKind(f)] : 'text';
}

interface Cursor {
  key: string | null;
  id: number;
}

function after(def: ResourceDef, sort: Sort, last: Cursor) {
  const col = sql.ref(`${def.table}.${sort.column}`);
  const id = sql.ref(`${def.table}.id`);
  const key = sql`cast(${last.key} as ${sql.raw(sortType(def, sort))})`;
  if (sort.direction === 'asc') {
    return last.key === null
      ? sql<boolean>`(${col} is null and ${id} > ${last.id})`
      : sql<boolean>`(${col} > ${key} or (${col} = ${key} and ${id} > ${last.id}) or ${col} is null)`;
  }
  // `col <= key` repeats the condition as a range the list's index seeks to (a large log's pages
  // would otherwise each scan the rows of the pages before)
  return last.key === null
    ? sql<boolean>`(${col} is not null or ${id} < ${last.id})`
    : sql<boolean>`(${col} <= ${key} and (${col} < ${key} or (${col} = ${key} and ${id} < ${last.id})))`;
}

/** The records the list query selects, in its order, pageSize at a time, with `fields` only (a
 *  joined field costs a look-up a row). */
export async function* readResourcePages(
  db: Db,
  def: ResourceDef,
  tenantId: string,
  query: Record<string, unknown>,
  pageSize: number,
  fields: FieldDef[] = def.fields,
): AsyncGenerator<ResourceRow[]> {
  const sort = sortOf(def, query.sort);
  const col = sql.ref(`${def.table}.${sort.column}`);
  let last: Cursor | null = null;
  const zone = await tenantZone(db, tenantId);
  for (;;) {
    let q = filtered(dynamicTables(db), def, tenantId, query, zone)
      .select(rowSelection(def, zone, fields))
      .select(sql<string | null>`${col}::text`.as(CURSOR));
    if (last) q = q.where(after(def, sort, last));
    const rows = (await q
      .orderBy(col, sort.direction)
      .orderBy(sql.ref(`${def.table}.id`), sort.direction)
      .limit(pageSize)
      .execute()) as (DbRow & { [CURSOR]: string | null })[];
    if (rows.length === 0) return;
    yield rows.map((r) => toRecord(def, r));
    if (rows.length < pageSize) return;
    const end = rows[rows.length - 1];
    last = { key: end[CURSOR], id: end.id };
  }
}
