// The stored records a batch's rows could collide with: everyone in scope (tenant and identity for
// people, tenant for units) holding any of the batch's unique values. Read inside the batch's
// transaction, so the decision and the write see the same data.
import { sql } from 'kysely';
import type { Tx } from '../../db/transaction';
import type { NormalisedRow } from './normaliseRow';
import { typedArray } from './setSql';
import { TargetStorage, writableColumns } from './storage';

export interface ExistingRecord {
  id: number;
  /** stored column -> value */
  values: Record<string, unknown>;
  /** org units: their type and path (moves and type clashes) */
  type?: number;
  path?: string;
}

export interface Scope {
  tenantId: string;
  identity?: string;
}

export async function findExisting(tx: Tx, storage: TargetStorage, scope: Scope, rows: NormalisedRow[]): Promise<ExistingRecord[]> {
  const conditions = [];
  for (const field of storage.uniqueFields) {
    const col = storage.fields.get(field)!;
    const values = [...new Set(rows.map((r) => r.values[col.column]).filter((v) => v !== null && v !== undefined))];
    if (values.length) conditions.push(sql`${sql.ref(col.column)} = any(${typedArray(values, col.type)})`);
  }
  if (conditions.length === 0) return [];
  const columns = writableColumns(storage).map((c) => c.column);
  const extra = storage.table === 'org_units' ? ['type', 'path'] : [];
  const result = await sql<Record<string, unknown>>`select ${sql.join(['id', ...columns, ...extra].map((c) => sql.ref(c)))}
    from ${sql.table(storage.table)}
    where tenant_id = ${scope.tenantId} ${scope.identity ? sql`and identity = ${scope.identity}` : sql``}
    and (${sql.join(conditions, sql` or `)})`.execute(tx);
  return result.rows.map((r) => {
    const values: Record<string, unknown> = Object.create(null);
    for (const c of columns) values[c] = r[c];
    return { id: r.id as number, values, type: r.type as number | undefined, path: r.path as string | undefined };
  });
}
