// The Excel import's uploads (import_uploads, files in the store's area `imports`) do not pile up:
//   - an upload no import job used within UPLOAD_UNUSED_HOURS goes, row and file (a wizard left
//     open, a replaced or abandoned file). One an import job used stays as long as that job: the
//     import history offers its original file. A photo zip's spreadsheet stays while its job
//     waits for the field mapping (that job is cancelled after its own 24 hours, photoImport/cleanup).
//   - a file no row names (a process killed between writing the file and recording it) goes once
//     it is ORPHAN_GRACE_MS old.
// The row goes before the file: a stop in between leaves a file with no row, which the next sweep
// takes, never a row whose file is missing.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { FileStore } from '../imports/fileStore';
import { importDb } from '../imports/tables';
import { UPLOAD_UNUSED_HOURS } from './limits';
import { removeOrphans } from './orphans';

const BATCH = 500;

export interface UploadSweepResult {
  /** unused uploads removed (row and file) */
  expired: number;
  /** files with no row removed */
  orphans: number;
}

/** no import job used it and no photo job is waiting to map it */
const unused = sql`not exists (select 1 from import_jobs as j where j.upload_id = u.id)
  and not exists (select 1 from photo_import_jobs as p where p.upload_id = u.id and p.state = 'mapping')`;

export async function sweepImportUploads(db: Db, files: FileStore, nowMs: number): Promise<UploadSweepResult> {
  const cutoff = new Date(nowMs - UPLOAD_UNUSED_HOURS * 3600_000);
  let expired = 0;
  for (;;) {
    const { rows } = await sql<{ id: string; stored_name: string }>`select u.id, u.stored_name from import_uploads as u
      where u.created_at < ${cutoff} and ${unused} order by u.created_at limit ${BATCH}`.execute(db);
    let removedNow = 0;
    for (const upload of rows) {
      const removed = await inTransaction(db, async (tx) => {
        // an ended photo job still naming its spreadsheet lets go of it (nothing reads it after the mapping)
        await sql`update photo_import_jobs set upload_id = null
          where upload_id = ${upload.id} and state in ('finished', 'failed', 'cancelled')`.execute(tx);
        // checked again in the statement itself: a job started from it meanwhile keeps it
        const r = await sql`delete from import_uploads as u where u.id = ${upload.id} and ${unused}`.execute(tx);
        return Number(r.numAffectedRows ?? 0) > 0;
      }).catch(() => false);
      if (!removed) continue;
      await files.remove(upload.stored_name).catch(() => undefined);
      removedNow += 1;
    }
    expired += removedNow;
    if (rows.length < BATCH || removedNow === 0) break;
  }
  const named = new Set((await importDb(db).selectFrom('import_uploads').select('stored_name').execute()).map((r) => r.stored_name));
  const orphans = await removeOrphans({ area: files.area, named, nowMs, isOurs: FileStore.isOurs });
  return { expired, orphans };
}
