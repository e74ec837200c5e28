// Multi-row inserts in batches: one statement per batch is 5× faster than one per row on
// PGlite (STACK.md), and PostgreSQL caps a statement at 65,535 parameters.
import type { Insertable } from 'kysely';
import type { Database } from './schema';
import type { Tx } from './transaction';
import type { Db } from './schema';

const MAX_PARAMETERS = 60_000;

export async function insertBatched<T extends keyof Database & string>(db: Db | Tx, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // kysely's generic insert typing cannot follow a table name held in a type parameter
    await (db as Db)
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** Same as insertBatched, returning the generated ids in row order. */
export async function insertBatchedReturningIds<T extends keyof Database & string>(db: Db | Tx, table: T, rows: Insertable<Database[T]>[]): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    const out = await (db as Db)
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .returning('id' as never)
      .execute();
    // PostgreSQL returns multi-row VALUES inserts in order
    for (const r of out as unknown as { id: number }[]) ids.push(r.id);
  }
  return ids;
}
