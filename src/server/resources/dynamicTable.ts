// A definition's table reached by its name at run time (the generic resource engine, the seed's
// loop over every definition): its columns are known only by name and their values as unknown.
// Code that knows its table names it through the typed `Db` (schema.ts, definitionTables.ts).
import type { Kysely } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

/** any table, any column, values unknown: a row's values are read as the engine's DbRow */
export type DynamicDb = Kysely<Record<string, Record<string, unknown>>>;
export const dynamicTables = (db: Db | Tx): DynamicDb => db as unknown as DynamicDb;
