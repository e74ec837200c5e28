// The photo_import_jobs row is the job's only state (ARCHITECTURE.md: no job state lives only in
// memory): claimed through the shared queue (src/server/jobs/queue.ts) once it is queued — a job
// waiting behind the Excel import of its spreadsheet is queued by the claim itself once that
// import has ended — and every write a worker makes names its worker id, so a worker whose job
// was taken over (stale heartbeat) cannot write to it any more.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { CountedJobKind, endCountedJob, EndMessage, EndState } from '../jobs/endCounted';
import { JobTakenOver, tableQueue } from '../jobs/queue';
import { newPhotoErrorKey } from './keys';
import { photoImportDb, PhotoJobRow } from './tables';

/** Jobs whose spreadsheet rows are imported (or whose import ended otherwise) join the queue. */
export async function queueReadyJobs(db: Db): Promise<number> {
  const r = await sql`update photo_import_jobs as j set state = 'queued'
    where j.state = 'waiting' and j.rows_job_key is not null
      and exists (select 1 from import_jobs as i where i.key = j.rows_job_key and i.state in ('finished', 'failed', 'cancelled'))`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** The photo import's queue: each claim first queues the jobs whose rows are imported. */
export const photoImportQueue = (db: Db) => tableQueue<PhotoJobRow>(db, 'photo_import_jobs', { beforeClaim: () => queueReadyJobs(db) });

export interface Counts {
  /** photos read and judged in this step */
  checked?: number;
  inserted?: number;
  updated?: number;
  skipped?: number;
  failed?: number;
}

/** Adds a committed step's counts (and where to go on from); answers whether a cancel was asked for. */
export async function recordStep(
  tx: Tx | Db,
  job: PhotoJobRow,
  workerId: string,
  counts: Counts,
  now: Date,
  move: { lastIndex?: number; phase?: 'check' | 'place' } = {},
): Promise<boolean> {
  const c = { checked: 0, inserted: 0, updated: 0, skipped: 0, failed: 0, ...counts };
  const done = c.inserted + c.updated + c.skipped + c.failed;
  const row = await photoImportDb(tx as Db)
    .updateTable('photo_import_jobs')
    .set((eb) => ({
      checked_num: eb('checked_num', '+', c.checked),
      finish_num: eb('finish_num', '+', done),
      new_insert_num: eb('new_insert_num', '+', c.inserted),
      update_num: eb('update_num', '+', c.updated),
      jump_num: eb('jump_num', '+', c.skipped),
      fail_num: eb('fail_num', '+', c.failed),
      heartbeat_at: now,
      ...(move.lastIndex !== undefined ? { last_index: move.lastIndex } : {}),
      ...(move.phase ? { phase: move.phase } : {}),
    }))
    .where('key', '=', job.key)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  if (!row) throw new JobTakenOver('photo_import_jobs', job.key);
  return row.cancel_requested;
}

const PHOTO_IMPORT_JOBS: CountedJobKind = {
  table: 'photo_import_jobs',
  someFailed: 'photoImport.someFailed',
  newErrorKey: newPhotoErrorKey,
  idleStates: ['mapping', 'waiting', 'queued'],
  // an ended job needs its zip no more: the caller removes the file (the clean-up, should that fail)
  dropsFile: true,
};

/**
 * Ends a job (src/server/jobs/endCounted.ts): its total becomes the photos it went through.
 * Without a worker it ends a job nobody runs (mapping, waiting or queued). Answers whether it ended.
 */
export const endPhotoJob = (db: Db | Tx, job: PhotoJobRow, workerId: string | null, state: EndState, now: Date, message?: EndMessage): Promise<boolean> =>
  endCountedJob(db, PHOTO_IMPORT_JOBS, job.key, workerId, state, now, message);

export async function loadPhotoJob(db: Db, key: string): Promise<PhotoJobRow | undefined> {
  return photoImportDb(db).selectFrom('photo_import_jobs').selectAll().where('key', '=', key).executeTakeFirst();
}
