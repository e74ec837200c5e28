// The database a bench runs on: a fresh PGlite data folder, or a schema of its own on the
// PostgreSQL server BENCH_PG_URL (or DATABASE_URL) names, dropped after.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/server/db/connect';
import type { Db } from '../src/server/db/schema';

export interface BenchDb {
  db: Db;
  label: 'PGlite' | 'PostgreSQL';
  /** the embedded database's own handle (the import bench's COPY floor); PGlite only */
  pglite?: PGlite;
  close(): Promise<void>;
}

export async function pgliteDb(dir: string): Promise<BenchDb> {
  const { db, pglite } = await openPglite({ dataDir: path.join(dir, 'pg') });
  return { db, pglite, label: 'PGlite', close: () => db.destroy() };
}

export async function postgresDb(url: string): Promise<BenchDb> {
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('create extension if not exists pg_trgm with schema public');
  await admin.query(`create schema ${schema}`);
  const { db } = openPostgres({ connectionString: url, schema, max: 4 });
  return {
    db,
    label: 'PostgreSQL',
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** the PostgreSQL server to bench beside PGlite, if one is named */
export const benchPgUrl = (): string | undefined => process.env.BENCH_PG_URL ?? process.env.DATABASE_URL;
