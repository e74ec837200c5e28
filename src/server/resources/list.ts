// The list call of a resource: filters (text by ILIKE with % and _ taken literally, others by
// =), the definition's order then id, and the paged-table widget's paging rules (document 002
// §2: index < 1 → 1, size < 1 → 10, 99999 = no paging).
import { sql } from 'kysely';
import type { FieldDef, PageResult, ResourceDef, ResourceRow } from '../../shared/resources';
import { filterFields } from '../../shared/resources';
import type { Db } from '../db/schema';
import { columnKind, isTextField } from './columns';
import { DbRow, toRecord } from './records';
import { AnyDb, untyped } from './untyped';

export const NO_PAGING_SIZE = 99999;
export const DEFAULT_PAGE_SIZE = 10;

export function normalisePaging(pageIndex: unknown, pageSize: unknown): { index: number; size: number } {
  const i = Number(pageIndex);
  const s = Number(pageSize);
  const index = Number.isInteger(i) && i >= 1 ? i : 1;
  const size = Number.isInteger(s) && s >= 1 ? Math.min(s, NO_PAGING_SIZE) : DEFAULT_PAGE_SIZE;
  return { index, size };
}

/** `like` text with its wildcards and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const isEmptyFilter = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A filter value in its column's type (the schema admits only the text forms that convert). */
function filterValue(f: FieldDef, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const kind = columnKind(f);
  if (kind === 'integer' || kind === 'number') return Number(v);
  if (kind === 'boolean') return v === 'true';
  return v;
}

function filtered(db: AnyDb, def: ResourceDef, tenantId: string, body: Record<string, unknown>) {
  let q = db.selectFrom(def.table).where('tenant_id', '=', tenantId);
  for (const f of filterFields(def)) {
    const v = body[f.name];
    if (isEmptyFilter(v)) continue;
    q = isTextField(f)
      ? q.where(sql<boolean>`${sql.ref(f.column)} ilike ${`%${escapeLike(String(v).trim())}%`} escape '\\'`)
      : q.where(f.column, '=', filterValue(f, v));
  }
  return q;
}

export async function listRecords(db: Db, def: ResourceDef, tenantId: string, body: Record<string, unknown>): Promise<PageResult<ResourceRow>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const base = filtered(untyped(db), def, tenantId, body);
  const counted = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0 || (index - 1) * size >= total) return { data: [], total };
  const dir = def.orderBy.direction;
  const rows = await base
    .select(['id', 'created_at', 'updated_at', ...def.fields.map((f) => f.column)])
    .orderBy(def.orderBy.column, dir)
    .orderBy('id', dir)
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  return { data: (rows as DbRow[]).map((r) => toRecord(def, r)), total };
}
