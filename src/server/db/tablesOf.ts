// The typed view of an area's own tables (imports, exports, documents, …): the same connection
// or transaction, its type widened by the area's table types, so the area's queries are checked
// while the schema's shared Database stays free of them. One accessor per area:
// `export const importDb = tablesOf<ImportTables>()`; a transaction gives a transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from './schema';
import type { Tx } from './transaction';

// Kysely's own bound for added tables (withTables), any included: an interface has no index
// signature, and only `any` lets one through
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function tablesOf<T extends Record<string, Record<string, any>>>() {
  function accessor(db: Tx): Transaction<Database & T>;
  function accessor(db: Db): Kysely<Database & T>;
  function accessor(db: Db | Tx): Kysely<Database & T> {
    // Kysely wraps the widened type (DrainOuterGeneric), which equals Database & T once T is
    // known; for a T still open TypeScript cannot see it, hence the one cast
    return db.withTables<T>() as unknown as Kysely<Database & T>;
  }
  return accessor;
}
