// Resource tables are built from definitions at run time, so their queries cannot be typed by
// the Database interface; they go through this untyped view of the same connection.
import type { Kysely } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
export const untyped = (db: Db | Tx): AnyDb => db as unknown as AnyDb;
