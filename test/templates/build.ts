// Builds the run's seeded templates that are missing (test/templates/store.ts names them), once
// per key: migrate and seed once, and every test starts from a copy.
//   - PGlite: one initdb, dumped after each stage (empty, migrated, small demo with its
//     administrators' published password changed), and the small demo's pictures as the
//     server's first ready draws them;
//   - PostgreSQL (when a server URL is given): template databases for 'migrated' and 'small';
//   - the browser tests' data folder: a first start of the real server on a fresh folder (the
//     full demo and its portraits), the first demo administrator's published password changed
//     through the real calls (store.ts: BROWSER_ADMIN_PASSWORD), stopped cleanly.
// Each is written under a temporary name and renamed when whole, so a run that stops half-way
// leaves nothing a later run would take for a template; templates of other keys are removed.
// Run by the Jest projects' global set-up (test/templates/globalSetup.ts) and, side by side with
// the checks, by scripts/test.mjs:
//   node --import tsx test/templates/build.ts [pglite] [postgres=URL] [browser]
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openPostgres, PGLITE_EXTENSIONS } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';
import type { Database, Db } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { hashPassword } from '../../src/server/auth/passwords';
import { nodeCrypto } from '../../src/server/crypto';
import { DEMO_PASSWORD } from '../../src/shared/auth/password';
import { CHANGE_PASSWORD_PATH, Envelope, formatSignHeader, Status, unwrap, uuidV4, wrapBody } from '../../src/shared/protocol';
import { startServerProcess } from '../support/serverProcess';
import { ROOT, templateKey } from './key';
import { neededWalSegments, withoutUnneededWal } from './walTrim';
import {
  BROWSER_ADMIN_PASSWORD,
  BROWSER_ADMIN_TENANT,
  browserDataDir,
  databaseUrl,
  isStale,
  pgliteTemplateFile,
  postgresTemplateName,
  Seed,
  SEEDS,
  smallFilesDir,
  TEMPLATE_DIR,
} from './store';

const log = (line: string) => process.stdout.write(`templates: ${line}\n`);

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await work();
  log(`${what} in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

function writeWhole(file: string, bytes: Buffer): void {
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
}

export async function buildPgliteTemplates(key = templateKey()): Promise<void> {
  if (SEEDS.every((seed) => existsSync(pgliteTemplateFile(seed, key))) && existsSync(smallFilesDir(key))) return;
  await timed('PGlite templates (empty, migrated, small demo and its pictures)', async () => {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db: Db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    const dump = async (seed: Seed) => {
      await pglite.query('checkpoint');
      const tar = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
      writeWhole(pgliteTemplateFile(seed, key), withoutUnneededWal(tar, await neededWalSegments(pglite)));
    };
    try {
      await dump('empty');
      await migrate(db);
      await dump('migrated');
      await seedDemo(db, { scale: 'small' });
      await passwordsChanged(db);
      await dump('small');
      await drawPictures(db, key);
    } finally {
      await db.destroy();
    }
  });
}

/** The server's first ready on the small demo draws its pictures into files/; they are kept. */
async function drawPictures(db: Db, key: string): Promise<void> {
  const dir = smallFilesDir(key);
  const part = `${dir}.${process.pid}.part`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  const app = buildApp({ db, dataDir: part });
  await app.ready();
  // closing waits for the portraits, drawn after ready
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(part, dir);
}

export async function buildPostgresTemplates(url: string, key = templateKey()): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const names = (await admin.query<{ datname: string }>('select datname from pg_database')).rows.map((r) => r.datname);
    for (const stale of names.filter((n) => n.startsWith('campus_tpl_') && isStale(n, key))) {
      await admin.query(`drop database if exists ${stale} with (force)`);
    }
    for (const seed of ['migrated', 'small'] as const) {
      const name = postgresTemplateName(seed, key);
      if (names.includes(name)) continue;
      await timed(`PostgreSQL template ${name}`, async () => {
        const part = `${name}_part_${process.pid}`;
        await admin.query(`drop database if exists ${part}`);
        await admin.query(`create database ${part} template template0`);
        const { db } = openPostgres({ connectionString: databaseUrl(url, part), max: 2 });
        try {
          await migrate(db);
          if (seed === 'small') {
            await seedDemo(db, { scale: 'small' });
            await passwordsChanged(db);
          }
        } finally {
          await db.destroy();
        }
        await admin.query(`alter database ${part} rename to ${name}`);
      });
    }
  } finally {
    await admin.end();
  }
}

/**
 * The small demo as its administrators leave it after their first sign-in: the published password
 * changed (to BROWSER_ADMIN_PASSWORD, the one every test signs in with), so a test does not pay a
 * password change and a strength check before its first call. A test of the first sign-in puts
 * the published password back (test/server/helpers.ts: publishedPasswordAgain).
 */
async function passwordsChanged(db: Db): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ password_hash: await hashPassword(BROWSER_ADMIN_PASSWORD), must_change_password: false })
    .execute();
}

/** A sign-in with the published demo password and the change it asks for, through the real calls. */
async function changePublishedPassword(baseUrl: string, tenantId: string, newPassword: string): Promise<void> {
  const post = async (path: string, body: unknown, session?: { accessToken: string; signingKey: string }) => {
    const payload = wrapBody(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session) {
      headers.authorization = `Bearer ${session.accessToken}`;
      headers['x-sign'] = formatSignHeader(session.signingKey, { method: 'POST', path, t: Date.now(), id: uuidV4(), body: payload }, nodeCrypto);
    }
    const envelope = (await (await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: payload })).json()) as Envelope<unknown>;
    if (envelope.status !== Status.OK) throw new Error(`${path}: ${envelope.status} ${envelope.msg}`);
    return typeof envelope.result === 'string' ? unwrap<{ accessToken: string; signingKey: string }>(envelope.result) : envelope.result;
  };
  const session = (await post('/api/blade-auth/token', { tenantId, account: 'admin', password: DEMO_PASSWORD })) as { accessToken: string; signingKey: string };
  await post(CHANGE_PASSWORD_PATH, { tenantId, currentPassword: DEMO_PASSWORD, newPassword }, session);
}

export async function buildBrowserData(key = templateKey()): Promise<void> {
  const dir = browserDataDir(key);
  if (existsSync(dir)) return;
  await timed('browser data folder (first start, full demo)', async () => {
    const part = `${dir}.${process.pid}.part`;
    rmSync(part, { recursive: true, force: true });
    mkdirSync(part, { recursive: true });
    const server = await startServerProcess('template', { dataDir: part, env: { JOB_RUNNERS: '0' } });
    try {
      await changePublishedPassword(server.url, BROWSER_ADMIN_TENANT, BROWSER_ADMIN_PASSWORD);
    } finally {
      await server.stop();
    }
    rmSync(path.join(part, '.lock'), { recursive: true, force: true });
    renameSync(part, dir);
  });
}

/** Another key's templates (or a half-built one) are removed once nobody can be using them: a
 *  run on another source tree at the same time (a fresh clone's CI beside a working tree) keeps its
 *  own while it lasts. */
export const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

function removeStale(key: string, nowMs = Date.now()): void {
  if (!existsSync(TEMPLATE_DIR)) return;
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, name);
    if (!(isStale(name, key) || name.endsWith('.part'))) continue;
    if (nowMs - statSync(file).mtimeMs < STALE_AFTER_MS) continue;
    rmSync(file, { recursive: true, force: true });
  }
}

export async function buildTemplates(what: { pglite?: boolean; postgres?: string; browser?: boolean }, key = templateKey()): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  removeStale(key);
  // the server process reads the sources from the repository
  process.chdir(ROOT);
  await Promise.all([
    what.pglite ? buildPgliteTemplates(key) : undefined,
    what.postgres ? buildPostgresTemplates(what.postgres, key) : undefined,
    what.browser ? buildBrowserData(key) : undefined,
  ]);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const postgres = args.find((a) => a.startsWith('postgres='))?.slice('postgres='.length);
  buildTemplates({ pglite: args.includes('pglite'), postgres: postgres || undefined, browser: args.includes('browser') }).catch((e) => {
    console.error('templates: building failed:', e);
    process.exit(1);
  });
}
