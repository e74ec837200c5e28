// Chooses the database as main.ts runs it: DATABASE_URL selects PostgreSQL, otherwise PGlite
// keeps its files in <DATA_DIR>/pg.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, openPostgres } from './connect';
import type { Db } from './schema';

export interface OpenedDb {
  db: Db;
  /** for the start-up line: where the data lives (no credentials) */
  description: string;
}

export async function openConfiguredDb(env: NodeJS.ProcessEnv, dataDir: string): Promise<OpenedDb> {
  if (env.DATABASE_URL) {
    const { db } = openPostgres({ connectionString: env.DATABASE_URL, max: Number(env.DB_POOL_SIZE ?? 10) });
    const url = new URL(env.DATABASE_URL);
    return { db, description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}` };
  }
  const dir = join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const { db } = await openPglite({ dataDir: dir });
  return { db, description: `PGlite ${dir}` };
}
