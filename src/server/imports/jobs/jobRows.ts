// The import_jobs row is the job's only state (ARCHITECTURE.md: no job state lives only in memory).
// Workers claim queued rows with FOR UPDATE SKIP LOCKED, so several API processes on one
// PostgreSQL never take the same job; every write a worker makes names its worker id, so a worker
// whose job was taken over (stale heartbeat) cannot write to it any more.
import { Selectable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { newErrorKey } from '../keys';
import type { NumericIdentifierColumn } from '../../../shared/imports';
import { importDb, ImportJobsTable, JobParams, SampleChange } from '../tables';

export interface ClaimedJob {
  key: string;
  seq: number;
  tenantId: string;
  userId: number;
  target: string;
  uploadId: string;
  params: JobParams;
  dryRun: boolean;
  /** resume after this sheet row */
  lastRow: number;
  attempts: number;
  cancelRequested: boolean;
  sample: SampleChange[];
  /** identifier columns read from number cells in the committed batches */
  numericCells: NumericIdentifierColumn[];
}

export interface BatchCounts {
  inserted: number;
  updated: number;
  skipped: number;
  failed: number;
}

/** Thrown when a write finds the job no longer this worker's: the batch's transaction rolls back. */
export class JobTakenOver extends Error {
  constructor(key: string) {
    super(`import job ${key} is no longer held by this worker`);
    this.name = 'JobTakenOver';
  }
}

type JobRow = Selectable<ImportJobsTable>;

function toClaimed(r: JobRow): ClaimedJob {
  return {
    key: r.key,
    seq: r.seq,
    tenantId: r.tenant_id,
    userId: r.user_id,
    target: r.target,
    uploadId: r.upload_id,
    params: r.params,
    dryRun: r.dry_run,
    lastRow: r.last_row,
    attempts: r.attempts,
    cancelRequested: r.cancel_requested,
    sample: r.sample ?? [],
    numericCells: r.numeric_cells ?? [],
  };
}

export async function claimNextJob(db: Db, workerId: string, now: Date): Promise<ClaimedJob | null> {
  const result = await sql<JobRow>`update import_jobs
    set state = 'running', worker_id = ${workerId}, heartbeat_at = ${now}, started_at = coalesce(started_at, ${now}), attempts = attempts + 1
    where key = (select key from import_jobs where state = 'queued' order by created_at, seq limit 1 for update skip locked)
    returning *`.execute(db);
  return result.rows[0] ? toClaimed(result.rows[0]) : null;
}

/**
 * Running jobs whose worker is gone go back to the queue, to be resumed after their last committed
 * batch. `olderThan` null requeues every running job (one process owns the database: whatever
 * was running when it stopped is orphaned).
 */
export async function requeueOrphans(db: Db, olderThan: Date | null): Promise<number> {
  let q = importDb(db).updateTable('import_jobs').set({ state: 'queued', worker_id: null }).where('state', '=', 'running');
  if (olderThan) q = q.where('heartbeat_at', '<', olderThan);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0);
}

/**
 * The statement adding a batch's counts to its job (returning whether a cancel was asked for); it
 * changes nothing when the job is no longer this worker's. Run alone (recordProgress) or inside
 * a batch's single statement (commitBatch.ts).
 */
export function progressUpdate(
  tx: Tx,
  job: ClaimedJob,
  workerId: string,
  counts: BatchCounts,
  lastRow: number,
  now: Date,
  sample?: SampleChange[],
  numericCells?: NumericIdentifierColumn[],
) {
  const done = counts.inserted + counts.updated + counts.skipped + counts.failed;
  return importDb(tx)
    .updateTable('import_jobs')
    .set((eb) => ({
      finish_num: eb('finish_num', '+', done),
      new_insert_num: eb('new_insert_num', '+', counts.inserted),
      update_num: eb('update_num', '+', counts.updated),
      jump_num: eb('jump_num', '+', counts.skipped),
      fail_num: eb('fail_num', '+', counts.failed),
      last_row: lastRow,
      heartbeat_at: now,
      ...(sample ? { sample: JSON.stringify(sample) } : {}),
      ...(numericCells ? { numeric_cells: JSON.stringify(numericCells) } : {}),
    }))
    .where('key', '=', job.key)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .returning('cancel_requested');
}

/** Adds a committed batch's counts; answers whether a cancel was asked for. */
export async function recordProgress(...args: Parameters<typeof progressUpdate>): Promise<boolean> {
  const row = await progressUpdate(...args).executeTakeFirst();
  if (!row) throw new JobTakenOver(args[1].key);
  return row.cancel_requested;
}

export type EndState = 'finished' | 'failed' | 'cancelled';

/**
 * Ends a job. Its total becomes the rows it went through, so inserted + updated + skipped +
 * failed = total holds in every end state; an error key is issued when there is a report to read.
 */
export async function endJob(
  db: Db | Tx,
  job: ClaimedJob,
  workerId: string | null,
  state: EndState,
  now: Date,
  error?: { msg: string; params?: Record<string, string | number> },
): Promise<void> {
  const current = await importDb(db as Db)
    .selectFrom('import_jobs')
    .select(['fail_num'])
    .where('key', '=', job.key)
    .executeTakeFirstOrThrow();
  const hasReport = current.fail_num > 0 || state === 'failed';
  const msg = error?.msg ?? (current.fail_num > 0 ? 'import.someRowsFailed' : null);
  const params = error ? (error.params ?? {}) : current.fail_num > 0 ? { failed: current.fail_num } : null;
  let q = importDb(db as Db)
    .updateTable('import_jobs')
    .set((eb) => ({
      state,
      finished_at: now,
      heartbeat_at: now,
      total_num: eb.ref('finish_num'),
      error_key: hasReport ? newErrorKey() : null,
      error_msg: msg,
      error_params: params ? JSON.stringify(params) : null,
    }))
    .where('key', '=', job.key);
  if (workerId) q = q.where('worker_id', '=', workerId);
  await q.execute();
}

export async function loadJobRow(db: Db, key: string) {
  return importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirst();
}
