// The export_jobs row is the job's only state (ARCHITECTURE.md: no job state lives only in
// memory): claimed through the shared queue (src/server/jobs/queue.ts), and every write a worker
// makes names its worker id, so a worker whose job was taken over (stale heartbeat) cannot
// write to it any more. An export is one file written from the top, so a job claimed again
// after a restart starts over: its counts go back to 0 and it gets a new file.
import type { Selectable } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { Db } from '../db/schema';
import { JobTakenOver } from '../jobs/queue';
import { exportDb, ExportJobsTable } from './tables';

export type ExportJobRow = Selectable<ExportJobsTable>;
export type EndState = 'finished' | 'failed' | 'cancelled';

/** The identity a people export (xlsx, photos) reads; a job without one is not a people export. */
export function peopleIdentity(job: Pick<ExportJobRow, 'key' | 'identity'>): Identity {
  if (!job.identity) throw new Error(`export job ${job.key} names no people identity`);
  return job.identity;
}

/** Starts (or starts over) the job's file: no rows written yet, under this stored name. */
export async function beginFile(db: Db, key: string, workerId: string, storedName: string, now: Date): Promise<void> {
  const r = await exportDb(db)
    .updateTable('export_jobs')
    .set({ stored_name: storedName, finish_num: 0, file_size: null, heartbeat_at: now })
    .where('key', '=', key)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows ?? 0) === 0) throw new JobTakenOver('export_jobs', key);
}

/** Records the rows written so far; answers whether a cancel was asked for (follower.ts asks too). */
export async function recordProgress(db: Db, key: string, workerId: string, written: number, now: Date): Promise<boolean> {
  const row = await exportDb(db)
    .updateTable('export_jobs')
    .set({ finish_num: written, heartbeat_at: now })
    .where('key', '=', key)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  if (!row) throw new JobTakenOver('export_jobs', key);
  return row.cancel_requested;
}

/**
 * Ends a job. A finished job's total becomes the rows it wrote (people added or removed while it
 * ran are not what the count said); a failed or cancelled one keeps no file.
 */
export async function endExport(
  db: Db,
  key: string,
  workerId: string | null,
  state: EndState,
  now: Date,
  extra: { fileSize?: number; error?: { key: string; params?: Record<string, string | number> } } = {},
): Promise<boolean> {
  let q = exportDb(db)
    .updateTable('export_jobs')
    .set((eb) => ({
      state,
      finished_at: now,
      heartbeat_at: now,
      ...(state === 'finished' ? { total_num: eb.ref('finish_num'), file_size: extra.fileSize ?? null } : { stored_name: null, file_size: null }),
      // a cancel keeps its reason (a follower gone silent), if it has one
      error_msg: extra.error?.key ?? (state === 'cancelled' ? eb.ref('error_msg') : null),
      error_params: extra.error?.params ? JSON.stringify(extra.error.params) : null,
    }))
    .where('key', '=', key);
  // without a worker: a job nobody runs (queued)
  q = workerId ? q.where('worker_id', '=', workerId).where('state', '=', 'running') : q.where('state', '=', 'queued');
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) > 0;
}

export async function findExport(db: Db, tenantId: string, key: string): Promise<ExportJobRow | undefined> {
  return exportDb(db).selectFrom('export_jobs').selectAll().where('key', '=', key).where('tenant_id', '=', tenantId).executeTakeFirst();
}
