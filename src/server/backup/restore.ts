// `npm run restore FILE [DATA_DIR]`'s work: a backup archive into an EMPTY data folder, never a
// folder a running server holds (the data-folder lock, taken for the restore's whole length, so a
// server cannot start on it meanwhile) and never one with anything in it. The archive is unpacked
// into DATA_DIR/.restoring and moved into place only when whole; the database is loaded through
// PGlite (loadDataDir) and checked against the manifest's counts. The restore does not migrate:
// the next start does (main.ts runs db/migrate.ts), so an archive from an older schema is brought
// up to this server's at its first start.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { openPglite } from '../db/connect';
import { lockDataDir, LockOptions } from '../db/dataLock/lockDataDir';
import { LOCK_FOLDER } from '../db/dataLock/holderFile';
import { DataDirInUse } from '../db/dataLock/refusal';
import { MIGRATIONS } from '../db/migrations';
import { BackupManifest, DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY } from './manifest';
import { bytesOf, readEntries, readManifest } from './readArchive';

/** A restore refused before anything was written: the message says why and what to do. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface Restored {
  manifest: BackupManifest;
  files: number;
  /** migrations this server has that the archive's database lacks: the next start runs them */
  toMigrate: string[];
}

const STAGING = '.restoring';

async function isEmptyFolder(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.every((n) => n === LOCK_FOLDER || n === STAGING);
}

export async function restoreBackup(archive: string, dataDir: string, lockOptions: LockOptions = {}): Promise<Restored> {
  if (!existsSync(archive)) throw new RestoreRefused(`Restore refused: there is no archive ${archive}.`);
  const manifest = await readManifest(archive).catch((e: unknown) => {
    throw new RestoreRefused(`Restore refused: ${archive} cannot be read as a backup (${e instanceof Error ? e.message : String(e)}).`);
  });
  if (existsSync(dataDir) && !(await isEmptyFolder(dataDir))) {
    // a running server's folder is never empty: say so when it is held
    const lock = await lockDataDir(dataDir).catch((e: unknown) => {
      if (e instanceof DataDirInUse) throw new RestoreRefused(`Restore refused: a running server holds ${dataDir}.\n${e.message}`);
      throw e;
    });
    await lock.release();
    throw new RestoreRefused(
      `Restore refused: the data folder ${dataDir} is not empty. A restore writes only into an empty folder, so nothing there is overwritten: give a new folder (npm run restore ${archive} <new folder>) and start the server on it with DATA_DIR.`,
    );
  }
  let lock;
  try {
    lock = await lockDataDir(dataDir, lockOptions);
  } catch (e) {
    if (e instanceof DataDirInUse) throw new RestoreRefused(`Restore refused: a running server holds ${dataDir}.\n${e.message}`);
    throw e;
  }
  const staging = path.join(dataDir, STAGING);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    let tarball: Buffer | null = null;
    let files = 0;
    await readEntries(archive, async (name, open) => {
      if (name === DATABASE_ENTRY) tarball = await bytesOf(await open());
      else if (name.startsWith(FILES_PREFIX) && !name.endsWith('/')) {
        const target = path.join(staging, name);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(await open(), createWriteStream(target, { flags: 'wx' }));
        files += 1;
      } else if (name !== MANIFEST_ENTRY) throw new Error(`unexpected entry ${name}`);
    });
    if (!tarball) throw new RestoreRefused(`Restore refused: ${archive} holds no ${DATABASE_ENTRY}.`);
    // the database: PGlite unpacks its dump into the folder and opens it; the counts must agree
    const { db, pglite } = await openPglite({ dataDir: path.join(staging, 'pg'), loadDataDir: new Blob([tarball]) });
    try {
      const count = async (table: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0);
      const found = { tenants: await count('tenants'), people: await count('people'), storedFiles: await count('stored_files') };
      const want = { tenants: manifest.counts.tenants, people: manifest.counts.people, storedFiles: manifest.counts.storedFiles };
      if (JSON.stringify(found) !== JSON.stringify(want))
        throw new Error(`the restored database's counts ${JSON.stringify(found)} differ from the manifest's ${JSON.stringify(want)}`);
      await sql`checkpoint`.execute(db);
    } finally {
      await db.destroy();
      await pglite.close().catch(() => undefined);
    }
    if (files !== manifest.counts.files) throw new Error(`the archive holds ${files} files, its manifest says ${manifest.counts.files}`);
    await rename(path.join(staging, 'pg'), path.join(dataDir, 'pg'));
    if (existsSync(path.join(staging, 'files'))) await rename(path.join(staging, 'files'), path.join(dataDir, 'files'));
    await rm(staging, { recursive: true, force: true });
    return { manifest, files, toMigrate: missingMigrations(manifest) };
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  } finally {
    await lock.release();
  }
}

/** This server's migrations the archive's database lacks. */
function missingMigrations(manifest: BackupManifest): string[] {
  const had = new Set(manifest.schema.names);
  return MIGRATIONS.map((m) => m.name).filter((n) => !had.has(n));
}
