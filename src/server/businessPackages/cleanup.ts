// The package store's sweep: a file no version and no job names (a part file a stopped upload
// left, an archive whose job row is gone) is removed once it is older than an hour, so an upload
// streaming in right now is never touched (src/server/files/orphans.ts, either backing). Runs when
// the runner starts and every hour after.
import type { Db } from '../db/schema';
import { ArchiveStore } from '../files/archiveStore';
import { removeOrphans } from '../files/orphans';
import type { PackageStore } from './store';
import { packageDb } from './tables';

export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const MIN_AGE_MS = 60 * 60 * 1000;

export async function cleanPackageFiles(raw: Db, store: PackageStore, nowMs: number): Promise<number> {
  const db = packageDb(raw);
  const versions = await db.selectFrom('business_package_versions').select('stored_name').where('stored_name', 'is not', null).execute();
  const jobs = await db.selectFrom('business_package_jobs').select('stored_name').where('stored_name', 'is not', null).execute();
  const named = new Set([...versions, ...jobs].map((r) => r.stored_name!));
  return removeOrphans({ area: store.area, named, nowMs, graceMs: MIN_AGE_MS, isOurs: ArchiveStore.isOurs });
}
