// The package folder's sweep: a file no version and no job names (a part file a stopped upload
// left, an archive whose job row is gone) is removed once it is older than an hour, so an upload
// streaming in right now is never touched. Runs when the runner starts and every hour after.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/schema';
import type { PackageStore } from './store';
import { packageDb } from './tables';

export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const MIN_AGE_MS = 60 * 60 * 1000;

export async function cleanPackageFiles(raw: Db, store: PackageStore, nowMs: number): Promise<number> {
  const db = packageDb(raw);
  const versions = await db.selectFrom('business_package_versions').select('stored_name').where('stored_name', 'is not', null).execute();
  const jobs = await db.selectFrom('business_package_jobs').select('stored_name').where('stored_name', 'is not', null).execute();
  const named = new Set([...versions, ...jobs].map((r) => r.stored_name!));
  let removed = 0;
  for (const file of await readdir(store.dir)) {
    const base = file.endsWith('.part') ? file.slice(0, -5) : file;
    if (named.has(base) && !file.endsWith('.part')) continue;
    const full = path.join(store.dir, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile() || nowMs - info.mtimeMs < MIN_AGE_MS) continue;
    await rm(full, { force: true });
    removed += 1;
  }
  return removed;
}
