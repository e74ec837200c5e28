// Export files do not pile up: a finished export's file is kept EXPORT_FILE_HOURS (its link can
// be asked for again meanwhile), then removed; a cancelled or failed one keeps none; and a file
// in the folder that no job names (a process killed while writing) is removed once it is
// ORPHAN_GRACE_MS old (src/server/files: one orphan rule for every store), so a file another
// process is writing right now is never touched. Runs when the runner starts and then every
// SWEEP_EVERY_MS.
import type { Db } from '../db/schema';
import { SWEEP_EVERY_MS } from '../files/limits';
import { removeOrphans } from '../files/orphans';
import { FileStore } from '../imports/fileStore';
import { exportDb } from './tables';

export const EXPORT_FILE_HOURS = 24;
export const CLEANUP_EVERY_MS = SWEEP_EVERY_MS;

export async function cleanExportFiles(db: Db, files: FileStore, nowMs: number): Promise<number> {
  const edb = exportDb(db);
  let removed = 0;
  const expired = await edb
    .selectFrom('export_jobs')
    .select(['key', 'stored_name'])
    .where('stored_name', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['failed', 'cancelled']),
        eb.and([eb('state', '=', 'finished'), eb('finished_at', '<', new Date(nowMs - EXPORT_FILE_HOURS * 3600_000))]),
      ]),
    )
    .execute();
  for (const job of expired) {
    await files.remove(job.stored_name!);
    await edb.updateTable('export_jobs').set({ stored_name: null }).where('key', '=', job.key).where('stored_name', '=', job.stored_name).execute();
    removed += 1;
  }
  const named = new Set((await edb.selectFrom('export_jobs').select('stored_name').where('stored_name', 'is not', null).execute()).map((r) => r.stored_name!));
  // only names the store makes (a stray file of someone else's stays)
  removed += await removeOrphans({ area: files.area, named, nowMs, isOurs: FileStore.isOurs });
  return removed;
}
