// One place that opens transactions, so a later change (isolation level, retry on
// serialization failure) is made once.
import type { Transaction } from 'kysely';
import type { Database, Db } from './schema';

export type Tx = Transaction<Database>;

export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/** True for PostgreSQL's unique_violation (23505), as both pg and PGlite report it. */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
}
