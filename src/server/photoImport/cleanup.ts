// Zips do not pile up in the upload folder: a job's zip goes when the job ends (its row stops
// naming it then); a job left waiting for its mapping for MAPPING_HOURS is cancelled and its zip
// removed; a file no job names (a process stopped while an upload streamed in, or while a job
// ended) is removed once it is an hour old, so an upload streaming in right now is never touched. Runs when the runner starts and then every hour.
import type { Db } from '../db/schema';
import { endPhotoJob } from './jobRows';
import { photoImportDb } from './tables';
import type { ZipStore } from './zipStore';

export const MAPPING_HOURS = 24;
const ORPHAN_AGE_MS = 60 * 60 * 1000;
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export async function cleanPhotoImportFiles(db: Db, zips: ZipStore, nowMs: number): Promise<number> {
  const pdb = photoImportDb(db);
  let removed = 0;
  const abandoned = await pdb.selectFrom('photo_import_jobs').selectAll()
    .where('state', '=', 'mapping').where('created_at', '<', new Date(nowMs - MAPPING_HOURS * 3600_000)).execute();
  for (const job of abandoned) {
    if (await endPhotoJob(db, job, null, 'cancelled', new Date(nowMs), { msg: 'photoImport.refused.mappingExpired' })) {
      if (job.stored_name) await zips.remove(job.stored_name);
      removed += 1;
    }
  }
  const named = new Set((await pdb.selectFrom('photo_import_jobs').select('stored_name').where('stored_name', 'is not', null).execute()).map((r) => r.stored_name));
  for (const { file, mtimeMs } of await zips.list()) {
    if (named.has(file) || nowMs - mtimeMs < ORPHAN_AGE_MS) continue;
    if (await zips.removeListed(file)) removed += 1;
  }
  return removed;
}
