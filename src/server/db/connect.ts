// The two ways to reach a database. Both give the same `Db`; `db.destroy()` closes either.
// PGlite (PostgreSQL compiled to WebAssembly) is the embedded default; a DATABASE_URL selects
// a real PostgreSQL server through pg's Pool.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { keepFileSizes } from './pgliteFileSizes';
import type { Database, Db } from './schema';

/** The extensions the migrations create; PGlite must load them at start. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface PgliteOptions {
  /** a folder; omitted means in memory */
  dataDir?: string;
  /** a dumped data folder (tarball) to start from instead of running initdb */
  loadDataDir?: Blob | File;
}

/**
 * PGlite touches all of its shared buffers at start (128 MB by default), which put the idle
 * server at ~400 MB resident before any work (BUDGETS.md: an export's peak ≤ 400 MB). Pages
 * beyond the buffers come from the data folder's files through the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export async function openPglite(options: PgliteOptions = {}): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  keepFileSizes(pglite);
  const db: Db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, pglite };
}

// pg returns int8 as text to keep precision; our int8 values (counts, sums) are small, and
// PGlite returns them as numbers, so both drivers give numbers.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  connectionString: string;
  /** a schema to work in (tests); public stays on the path for shared extensions */
  schema?: string;
  max?: number;
}

export function openPostgres(options: PostgresOptions): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: pgTypes,
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
  });
  // A connection the server ends (a restart, an administrator's pg_terminate_backend, DROP
  // DATABASE … WITH (FORCE), the network) emits 'error' on its client; unheard, it would end the
  // process. The pool drops the client (idle at once, checked out when released, the query in
  // flight failing on its own) and the next query opens a new one. Every client gets a listener
  // of its own, idle or checked out, and says it once; the pool re-emits idle clients' errors.
  pool.on('connect', (client) => client.on('error', (e) => console.warn(`database: a connection was closed (${e.message})`)));
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}
