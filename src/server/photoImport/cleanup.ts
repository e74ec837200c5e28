// Zips do not pile up in the upload folder: a job's zip goes when the job ends (its row stops
// naming it then); a job left waiting for its mapping for MAPPING_HOURS is cancelled and its zip
// removed; a file no job names (a process stopped while an upload streamed in, or while a job
// ended) is removed once it is ORPHAN_GRACE_MS old (src/server/files: one orphan rule for every
// store), so an upload streaming in right now is never touched. Runs when the runner starts and
// then every SWEEP_EVERY_MS. While zips wait they count against the tenant's quota (files/quota.ts).
import type { Db } from '../db/schema';
import { SWEEP_EVERY_MS } from '../files/limits';
import { ArchiveStore } from '../files/archiveStore';
import { removeOrphans } from '../files/orphans';
import { endPhotoJob } from './jobRows';
import { photoImportDb } from './tables';
import type { ZipStore } from './zipStore';

export const MAPPING_HOURS = 24;
export const CLEANUP_EVERY_MS = SWEEP_EVERY_MS;

export async function cleanPhotoImportFiles(db: Db, zips: ZipStore, nowMs: number): Promise<number> {
  const pdb = photoImportDb(db);
  let removed = 0;
  const abandoned = await pdb
    .selectFrom('photo_import_jobs')
    .selectAll()
    .where('state', '=', 'mapping')
    .where('created_at', '<', new Date(nowMs - MAPPING_HOURS * 3600_000))
    .execute();
  for (const job of abandoned) {
    if (await endPhotoJob(db, job, null, 'cancelled', new Date(nowMs), { msg: 'photoImport.refused.mappingExpired' })) {
      if (job.stored_name) await zips.remove(job.stored_name);
      removed += 1;
    }
  }
  // a kept zip is named by its job; its .part (never kept past the upload call) is an orphan
  const named = new Set(
    (await pdb.selectFrom('photo_import_jobs').select('stored_name').where('stored_name', 'is not', null).execute()).map((r) => r.stored_name!),
  );
  removed += await removeOrphans({ area: zips.area, named, nowMs, isOurs: ArchiveStore.isOurs });
  return removed;
}
