// Chooses the database as main.ts runs it: DATABASE_URL selects PostgreSQL, otherwise PGlite
// keeps its files in <DATA_DIR>/pg. Either way the data folder is locked first (dataLock/):
// one server process per folder, since the file store lives there too and PGlite keeps no
// postmaster.pid of its own. A second process on the same folder gets DataDirInUse, before
// anything in the folder is opened.
import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, openPostgres } from './connect';
import type { DataDirLock } from './dataLock/lockHandle';
import { lockDataDir } from './dataLock/lockDataDir';
import type { Db } from './schema';

/** How full the database's connection pool is (/metrics): pg's pool; PGlite is one connection (total only). */
export type PoolUse = () => { total: number; idle?: number; waiting?: number };

export interface OpenedDb {
  db: Db;
  /** for the start-up line: where the data lives (no credentials) */
  description: string;
  /** this process's hold on the data folder; release it after the database is closed */
  lock: DataDirLock;
  /** how full the connection pool is, for /metrics (PGlite: one connection) */
  pool: PoolUse;
  /** the embedded database itself (PGlite only): backups dump it (../backup/) */
  pglite?: PGlite;
}

export async function openConfiguredDb(env: NodeJS.ProcessEnv, dataDir: string): Promise<OpenedDb> {
  const lock = await lockDataDir(dataDir);
  try {
    if (env.DATABASE_URL) {
      const { db, pool } = openPostgres({ connectionString: env.DATABASE_URL, max: Number(env.DB_POOL_SIZE ?? 10) });
      const url = new URL(env.DATABASE_URL);
      const use: PoolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
      return { db, description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`, lock, pool: use };
    }
    const dir = join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    const { db, pglite } = await openPglite({ dataDir: dir });
    return { db, description: `PGlite ${dir}`, lock, pool: () => ({ total: 1 }), pglite };
  } catch (e) {
    await lock.release();
    throw e;
  }
}
