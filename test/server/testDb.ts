// A database of one test's own, copied from the run's seeded template (test/templates): PGlite
// in memory by default, loaded from the template's dumped data folder; with TEST_DATABASE_URL, a
// database of its own on that PostgreSQL server made by `CREATE DATABASE … TEMPLATE` (dropped at
// close), so the engine-dependent suites run a second time against a real PostgreSQL. Nothing is
// migrated or seeded per test: the global set-up built the templates once for the run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/connect';
import type { Db } from '../../src/server/db/schema';
import { databaseUrl, pgliteTemplateFile, postgresTemplateName, Seed } from '../templates/store';

export type { Seed } from '../templates/store';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface TestDbOptions {
  /** what the copy holds: nothing ('empty', the default), every migration, or the small demo */
  seed?: Seed;
}

function templateBytes(seed: Seed): Blob {
  const file = pgliteTemplateFile(seed);
  if (!existsSync(file)) throw new Error(`${file} is missing: the Jest global set-up builds it (test/templates/globalSetup.ts)`);
  return new Blob([readFileSync(file)]);
}

async function pgliteTestDb(seed: Seed): Promise<TestDb> {
  const { db } = await openPglite({ loadDataDir: templateBytes(seed) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** A new database on the server, a copy of the seed's template; dropped by the returned function. */
export async function createPostgresDatabase(url: string, seed: Seed, prefix = 'campus_t'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = seed === 'empty' ? 'template0' : postgresTemplateName(seed);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(url, name),
    async drop() {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      try {
        await a.query(`drop database if exists ${name} with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

async function postgresTestDb(url: string, seed: Seed): Promise<TestDb> {
  const created = await createPostgresDatabase(url, seed);
  const { db } = openPostgres({ connectionString: created.url, max: 4 });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
      await created.drop();
    },
  };
}

export function makeTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const seed = options.seed ?? 'empty';
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTestDb(url, seed) : pgliteTestDb(seed);
}

/**
 * A database that outlives its connections, for tests that close and reopen it or hand it to a
 * child process: a PGlite data folder under `<dataDir>/pg` (the template loaded at the first
 * open), or a database of its own on the PostgreSQL server (`pgUrl`, for the child).
 */
export interface ReopenableDb {
  open(): Promise<Db>;
  kind: 'pglite' | 'postgres';
  /** the PostgreSQL database's URL; undefined on PGlite */
  pgUrl?: string;
  drop(): Promise<void>;
}

export async function makeReopenableDb(dataDir: string, options: TestDbOptions = {}): Promise<ReopenableDb> {
  const seed = options.seed ?? 'empty';
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const created = await createPostgresDatabase(url, seed);
    return { kind: 'postgres', pgUrl: created.url, open: async () => openPostgres({ connectionString: created.url, max: 2 }).db, drop: created.drop };
  }
  const folder = path.join(dataDir, 'pg');
  return {
    kind: 'pglite',
    async open() {
      const first = !existsSync(folder);
      return (await openPglite({ dataDir: folder, loadDataDir: first ? templateBytes(seed) : undefined })).db;
    },
    drop: async () => undefined,
  };
}
