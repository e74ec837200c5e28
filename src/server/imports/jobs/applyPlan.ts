// Writes a batch in the open transaction: one multi-row insert, one multi-row update, and one
// import_changes row holding the inserted ids and the previous values of what was updated (undo
// puts them back). Organisation units get their paths filled, and a moved unit's subtree its new
// ones.
import { sql } from 'kysely';
import type { Tx } from '../../db/transaction';
import { fillOrgPaths } from '../../db/orgPaths';
import { importDb } from '../tables';
import type { NormalisedRow } from './normaliseRow';
import type { BatchPlan } from './plan';
import { ColumnValues, InsertOptions, unnestInsert, unnestUpdate } from './setSql';
import { TargetStorage, writableColumns } from './storage';

export interface WriteContext {
  tenantId: string;
  jobKey: string;
  jobSeq: number;
  storage: TargetStorage;
  now: Date;
}

export interface InsertedRow {
  id: number;
  row: NormalisedRow;
}

/** The insert of `rows` in one statement, returning the ids and the key columns (matchInserted) unless told otherwise. */
export function insertStatement(w: WriteContext, rows: NormalisedRow[], o: InsertOptions & { returning?: string[] } = {}) {
  const columns: ColumnValues[] = writableColumns(w.storage).map((c) => ({ ...c, values: rows.map((r) => r.values[c.column] ?? c.whenBlank ?? null) }));
  const constants = [
    { column: 'tenant_id', type: 'text' as const, value: w.tenantId },
    ...w.storage.fixed,
    { column: 'updated_at', type: 'timestamptz' as const, value: w.now },
  ];
  return unnestInsert(w.storage.table, constants, columns, o.returning ?? ['id', ...keyColumns(w)], o);
}

const keyColumns = (w: WriteContext) => w.storage.keyFields.map((f) => w.storage.fields.get(f)!.column);

/**
 * The inserted ids matched to their rows. PostgreSQL returns the rows of INSERT ... SELECT in the
 * order it inserted them, which is the order of unnest; the key columns prove it rather than
 * trusting it (every row carries one of them, unique in the file and the table). Rows left out for
 * a conflict shift the order: then each returned row is found by its keys.
 */
export function matchInserted(w: WriteContext, rows: NormalisedRow[], returned: Record<string, unknown>[]): InsertedRow[] {
  const keys = keyColumns(w);
  const keyOf = (value: (column: string) => unknown) => keys.map((k) => String(value(k) ?? '')).join('\x1f');
  const rowKey = (row: NormalisedRow) => keyOf((k) => row.values[k]);
  if (returned.length === rows.length && returned.every((r, i) => rowKey(rows[i]) === keyOf((k) => r[k])))
    return returned.map((r, i) => ({ id: r.id as number, row: rows[i] }));
  const byKey = new Map(rows.map((row) => [rowKey(row), row]));
  return returned.map((r) => ({ id: r.id as number, row: byKey.get(keyOf((k) => r[k]))! }));
}

/**
 * Inserts rows in one statement; the ids come back matched to their rows by the key columns. With
 * `skipConflicts`, rows colliding with a stored record are left out (ON CONFLICT DO NOTHING) and
 * only the inserted ones come back.
 */
export async function insertRows(tx: Tx, w: WriteContext, rows: NormalisedRow[], o: { skipConflicts?: boolean } = {}): Promise<InsertedRow[]> {
  if (rows.length === 0) return [];
  const result = await insertStatement(w, rows, o).execute(tx);
  return matchInserted(w, rows, result.rows);
}

async function updateRows(tx: Tx, w: WriteContext, plan: BatchPlan): Promise<void> {
  if (plan.updates.length === 0) return;
  const touched = new Set(plan.updates.flatMap((u) => Object.keys(u.changes)));
  const columns: ColumnValues[] = writableColumns(w.storage)
    .filter((c) => touched.has(c.column))
    .map((c) => ({ ...c, values: plan.updates.map((u) => u.changes[c.column] ?? null) }));
  await unnestUpdate(
    w.storage.table,
    w.tenantId,
    plan.updates.map((u) => u.record.id),
    columns,
    { column: 'updated_at', value: w.now },
  ).execute(tx);
}

/** Units moved to another parent lose their subtree's paths, which fillOrgPaths then rebuilds. */
async function refreshPaths(tx: Tx, w: WriteContext, plan: BatchPlan, inserted: number): Promise<void> {
  const moved = plan.updates.filter((u) => 'parent_id' in u.changes && u.record.path).map((u) => `${u.record.path}%`);
  if (moved.length) await sql`update org_units set path = '' where tenant_id = ${w.tenantId} and path like any(${moved}::text[])`.execute(tx);
  if (moved.length || inserted) await fillOrgPaths(tx, w.tenantId);
}

/** Writes the plan; `inserted` are rows this batch already inserted (skipping conflicts). */
export async function applyPlan(tx: Tx, w: WriteContext, plan: BatchPlan, inserted: InsertedRow[]): Promise<void> {
  const all = [...inserted, ...(await insertRows(tx, w, plan.inserts))];
  await updateRows(tx, w, plan);
  if (w.storage.table === 'org_units') await refreshPaths(tx, w, plan, all.length);
  if (all.length || plan.updates.length) {
    const before = plan.updates.map((u) => {
      const previous: Record<string, unknown> = { id: u.record.id };
      for (const column of Object.keys(u.changes)) previous[column] = u.record.values[column];
      return previous;
    });
    await importDb(tx)
      .insertInto('import_changes')
      .values({
        job_key: w.jobKey,
        job_seq: w.jobSeq,
        table_name: w.storage.table,
        inserted_ids: all.map((r) => r.id),
        updated_ids: plan.updates.map((u) => u.record.id),
        before: JSON.stringify(before),
        written_at: w.now,
      })
      .execute();
  }
}
