// Small readers the call audits (routeAudit.ts recordedBy) share: the field changes between two
// states of one object, and rows read by id within the caller's tenant.
import type { RawBuilder } from 'kysely';
import type { FieldChange } from '../../shared/documents/types';
import { sameValue } from '../../shared/documents/diff';
import type { Db } from '../db/schema';

type Row = object;

/** The named fields that differ from `before` to `after` (null: the object did not exist). */
export function changesBetween(before: Row | null | undefined, after: Row | null | undefined, fields: readonly string[]): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return fields.filter((f) => !sameValue(b[f] ?? null, a[f] ?? null)).map((f) => ({ path: f, before: b[f] ?? null, after: a[f] ?? null }));
}

/** Rows of a query keyed by their `id`. */
export async function rowsById<R extends { id: number | string }>(db: Db, query: RawBuilder<R>): Promise<Map<string, R>> {
  const { rows } = await query.execute(db);
  return new Map(rows.map((r) => [String(r.id), r]));
}
