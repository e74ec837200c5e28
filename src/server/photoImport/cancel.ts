// Cancelling a photo import: a job nobody runs yet (waiting for its mapping, for its rows, or
// queued) ends at once, with its zip; the Excel import of its rows is cancelled too while it has
// not ended. A running job is asked to stop and ends after its current batch (the runner ends it:
// photos already placed stay, counted).
import type { Db } from '../db/schema';
import { requestCancel } from '../imports/jobs';
import { refuse, Refused } from '../refusal';
import { findPhotoJob } from './jobs';
import { endPhotoJob } from './jobRows';
import { photoImportDb, PhotoJobRow } from './tables';
import type { ZipStore } from './zipStore';

async function cancelRows(db: Db, job: PhotoJobRow, now: Date): Promise<void> {
  if (!job.rows_job_key) return;
  try {
    await requestCancel(db, job.tenant_id, job.rows_job_key, now);
  } catch (e) {
    // it has ended already
    if (!(e instanceof Refused)) throw e;
  }
}

export async function cancelPhotoImport(db: Db, zips: ZipStore, tenantId: string, key: string, now: Date): Promise<void> {
  const job = await findPhotoJob(db, tenantId, key);
  if (!['mapping', 'waiting', 'queued', 'running'].includes(job.state)) refuse('photoImport.refused.notRunning');
  await cancelRows(db, job, now);
  if (job.state !== 'running' && (await endPhotoJob(db, job, null, 'cancelled', now, { msg: 'photoImport.cancelled' }))) {
    if (job.stored_name) await zips.remove(job.stored_name);
    return;
  }
  // running, or claimed meanwhile: the runner ends a claimed job that asks to stop
  await photoImportDb(db)
    .updateTable('photo_import_jobs')
    .set({ cancel_requested: true })
    .where('key', '=', key)
    .where('state', 'in', ['waiting', 'queued', 'running'])
    .execute();
}
