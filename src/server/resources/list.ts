// The list call of a resource: filters (text by ILIKE with % and _ taken literally; dates and
// times by a range `<field>Start` / `<field>End`; multiSelect by overlap with the values given;
// others by =), the order asked for (`sort: { field, direction }`, else the order field, else the
// definition's order) then id, and the paged-table widget's paging rules (document 002 §2:
// index < 1 → 1, size < 1 → 10, 99999 = no paging).
import { RawBuilder, sql } from 'kysely';
import type { FieldDef, PageResult, ResourceDef, ResourceRow } from '../../shared/resources';
import { filterFields, hasTimestamps, listFields } from '../../shared/resources';
import { isRealDate, isRealDateTime } from '../../shared/resources/fieldRules';
import type { Db } from '../db/schema';
import { tenantZone, zonedTime } from '../time/tenantZone';
import { columnKind, isArrayField, isRangeField, isTextField } from './columns';
import { DbRow, rowSelection, toRecord } from './records';
import { DynamicDb, dynamicTables } from './dynamicTable';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, NO_PAGING_SIZE, PAGE_SIZE_BELOW_ONE } from '../../shared/paging';

export { DEFAULT_PAGE_SIZE, NO_PAGING_SIZE } from '../../shared/paging';

/** A missing or unreadable size is the lists' default (40); a size below 1 is 10 (document 002 §2). */
export function normalisePaging(pageIndex: unknown, pageSize: unknown): { index: number; size: number } {
  const i = Number(pageIndex);
  const s = Number(pageSize);
  const index = Number.isInteger(i) && i >= 1 ? i : DEFAULT_PAGE_INDEX;
  const given = pageSize !== undefined && pageSize !== null && pageSize !== '';
  const size = !given || !Number.isInteger(s) ? DEFAULT_PAGE_SIZE : s < 1 ? PAGE_SIZE_BELOW_ONE : Math.min(s, NO_PAGING_SIZE);
  return { index, size };
}

/** `like` text with its wildcards and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const isEmptyFilter = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A filter value in its column's type (the schema admits only the text forms that convert). */
function filterValue(f: FieldDef, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const kind = columnKind(f);
  if (kind === 'integer' || kind === 'number') return Number(v);
  if (kind === 'boolean') return v === 'true';
  return v;
}

/** The sort keys a list takes: its listed fields, and the record's times. */
export const sortableFields = (def: ResourceDef): string[] => [
  ...listFields(def)
    .filter((f) => !f.joined)
    .map((f) => f.name),
  ...(hasTimestamps(def) ? ['createdAt', 'updatedAt'] : []),
];

export interface ListProblem {
  field: string;
  key: string;
}

/** Range bounds that are not real dates or times (the schema checks the form only). */
export function rangeProblems(def: ResourceDef, body: Record<string, unknown>): ListProblem[] {
  const problems: ListProblem[] = [];
  for (const f of filterFields(def).filter(isRangeField)) {
    for (const name of [`${f.name}Start`, `${f.name}End`]) {
      const v = body[name];
      if (isEmptyFilter(v)) continue;
      const text = String(v).trim();
      const real = f.type === 'date' ? isRealDate(text) : isRealDate(text) || isRealDateTime(text);
      if (!real) problems.push({ field: name, key: f.type === 'date' ? 'fieldRule.date' : 'fieldRule.datetime' });
    }
  }
  return problems;
}

function rangeFilter(f: FieldDef, body: Record<string, unknown>, zone: string) {
  const start = body[`${f.name}Start`];
  const end = body[`${f.name}End`];
  const col = sql.ref(f.column);
  // an instant column is compared with the tenant's wall-clock bound turned into an instant
  const bound = (time: RawBuilder<unknown>) => (columnKind(f) === 'timestamptz' ? zonedTime(time, zone) : time);
  const parts = [];
  if (!isEmptyFilter(start)) parts.push(sql<boolean>`${col} >= ${bound(sql`${String(start).trim()}::timestamp`)}`);
  if (!isEmptyFilter(end)) {
    const text = String(end).trim();
    // a day alone as the end takes the whole day
    parts.push(
      isRealDate(text) ? sql<boolean>`${col} < ${bound(sql`(${text}::date + 1)::timestamp`)}` : sql<boolean>`${col} <= ${bound(sql`${text}::timestamp`)}`,
    );
  }
  return parts;
}

/** The tenant's rows the body's filters pick; a time range of an instant column is read in `zone`. */
export function filtered(db: DynamicDb, def: ResourceDef, tenantId: string, body: Record<string, unknown>, zone: string) {
  let q = db.selectFrom(def.table).where('tenant_id', '=', tenantId);
  for (const f of filterFields(def)) {
    if (isRangeField(f)) {
      for (const part of rangeFilter(f, body, zone)) q = q.where(part);
      continue;
    }
    const v = body[f.name];
    if (isEmptyFilter(v)) continue;
    if (isArrayField(f)) {
      const values = (Array.isArray(v) ? v : [v]).map((x) => filterValue(f, x));
      const type = columnKind(f) === 'integerArray' ? sql`integer[]` : sql`text[]`;
      q = q.where(sql<boolean>`${sql.ref(f.column)} && cast(${columnKind(f) === 'integerArray' ? values : values.map(String)} as ${type})`);
      continue;
    }
    q = isTextField(f)
      ? q.where(sql<boolean>`${sql.ref(f.column)} ilike ${`%${escapeLike(String(v).trim())}%`} escape '\\'`)
      : q.where(f.column, '=', filterValue(f, v));
  }
  return q;
}

export interface Sort {
  column: string;
  direction: 'asc' | 'desc';
}

/** The order of a list: the sort asked for (already checked by the schema), else the default. */
export function sortOf(def: ResourceDef, asked: unknown): Sort {
  const s = asked as { field?: string; direction?: string } | undefined;
  if (s?.field) {
    const column = s.field === 'createdAt' ? 'created_at' : s.field === 'updatedAt' ? 'updated_at' : def.fields.find((f) => f.name === s.field)?.column;
    if (column) return { column, direction: s.direction === 'desc' ? 'desc' : 'asc' };
  }
  if (def.orderField) return { column: def.fields.find((f) => f.name === def.orderField)!.column, direction: 'asc' };
  return def.orderBy;
}

/** The records a list body's filters select (an export's count; the list's total, counting at
 *  most `cap` records when given: a large log's count stops there instead of reading every row). */
export async function countRecords(db: Db, def: ResourceDef, tenantId: string, body: Record<string, unknown>, cap?: number): Promise<number> {
  const matching = filtered(dynamicTables(db), def, tenantId, body, await tenantZone(db, tenantId));
  const counted = cap
    ? await dynamicTables(db)
        .selectFrom(
          matching
            .select(sql`1`.as('one'))
            .limit(cap)
            .as('capped'),
        )
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirst()
    : await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
  return Number(counted?.total ?? 0);
}

export async function listRecords(db: Db, def: ResourceDef, tenantId: string, body: Record<string, unknown>): Promise<PageResult<ResourceRow>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const zone = await tenantZone(db, tenantId);
  const base = filtered(dynamicTables(db), def, tenantId, body, zone);
  const total = await countRecords(db, def, tenantId, body, def.countCap);
  if (total === 0 || (index - 1) * size >= total) return { data: [], total };
  const sort = sortOf(def, body.sort);
  const rows = await base
    .select(rowSelection(def, zone))
    .orderBy(sql.ref(`${def.table}.${sort.column}`), sort.direction)
    .orderBy(sql.ref(`${def.table}.id`), sort.direction)
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  return { data: (rows as DbRow[]).map((r) => toRecord(def, r)), total };
}
