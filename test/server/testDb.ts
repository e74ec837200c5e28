// A fresh, empty database for one test file. PGlite in memory by default; with
// TEST_DATABASE_URL, a new schema on that PostgreSQL server (dropped at close), so the whole
// server suite can run a second time against a real PostgreSQL.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/connect';
import type { Db } from '../../src/server/db/schema';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// PGlite's initdb takes 3–4 s; an empty cluster dumped once and loaded per file takes ~0.4 s.
// The template is the untouched initdb output, so every file still starts from an empty database.
const PGLITE_VERSION = (JSON.parse(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string })
  .version;
const TEMPLATE = join(tmpdir(), `campus-pglite-empty-${PGLITE_VERSION}-v1.tar`);

async function emptyClusterTemplate(): Promise<Blob> {
  if (existsSync(TEMPLATE)) return new Blob([readFileSync(TEMPLATE)]);
  const fresh = await PGlite.create({ extensions: { pg_trgm } });
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  const partial = `${TEMPLATE}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, TEMPLATE);
  return dump;
}

async function pgliteTestDb(): Promise<TestDb> {
  const { db } = await openPglite({ loadDataDir: await emptyClusterTemplate() });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function postgresTestDb(url: string): Promise<TestDb> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // extensions are per database; keep pg_trgm in public (on every test's search path) so
    // dropping a test schema never drops it from under another test
    await admin.query('create extension if not exists pg_trgm with schema public');
  } catch (e) {
    // two workers creating it at once: one wins, the other sees a duplicate
    if (!/already exists|duplicate key/.test(String(e))) throw e;
  }
  await admin.query(`create schema ${schema}`);
  const { db } = openPostgres({ connectionString: url, schema, max: 4 });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export function makeTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTestDb(url) : pgliteTestDb();
}
