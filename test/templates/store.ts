// Where the run's seeded templates live and what they are called. Three seeds: 'empty' (initdb
// only: the migration tests), 'migrated' (every migration, no data: `buildTestApp({ seed: false })`)
// and 'small' (the small demo of both tenants: most server tests); and the browser tests' data
// folder, made by a first start of the real server (the full demo and its files).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { templateKey } from './key';

export type Seed = 'empty' | 'migrated' | 'small';
export const SEEDS: readonly Seed[] = ['empty', 'migrated', 'small'];

export const TEMPLATE_DIR = path.join(tmpdir(), 'campus-test-templates');

/** A PGlite data folder dumped as a tarball (PGlite's dumpDataDir), loaded by each test. */
export const pgliteTemplateFile = (seed: Seed, key = templateKey()) => path.join(TEMPLATE_DIR, `pglite-${seed}-${key}.tar`);

/**
 * The small demo's pictures (service icons, post pictures, covers, portraits) as the server
 * draws them into a data folder's files/ at its first ready: copied into each test's data
 * folder, so no test draws them again (names are fixed by the seed: the same on either engine).
 */
export const smallFilesDir = (key = templateKey()) => path.join(TEMPLATE_DIR, `small-files-${key}`);

/** A data folder (DATA_DIR: pg/ and files/) after the real server's first start on the full demo. */
/**
 * The browser tests' data folder: the first start's, where the first demo tenant's administrator
 * then changed the published password to this one (as the server makes every holder of a
 * published password do before anything else). The second demo tenant's administrator keeps the
 * published password, for the test of that first sign-in.
 */
export const BROWSER_ADMIN_PASSWORD = 'Campus-test-9f3k!';
export const BROWSER_ADMIN_TENANT = '000000';
export const browserDataDir = (key = templateKey()) => path.join(TEMPLATE_DIR, `browser-data-${key}`);

/** A database on the PostgreSQL server, copied by `CREATE DATABASE … TEMPLATE` for each test. */
export const postgresTemplateName = (seed: Exclude<Seed, 'empty'>, key = templateKey()) => `campus_tpl_${key}_${seed}`;

/** Whether a name in TEMPLATE_DIR (or a database's name) belongs to another key: left over, removable. */
export const isStale = (name: string, key = templateKey()) => /^(pglite-|browser-data-|small-files-|campus_tpl_)/.test(name) && !name.includes(key);

/** A URL naming another database on the same PostgreSQL server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
