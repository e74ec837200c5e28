// The import_jobs row is the job's only state (ARCHITECTURE.md: no job state lives only in memory):
// claimed and requeued through the shared queue (src/server/jobs/queue.ts), as every job kind is;
// every write a worker makes names its worker id, so a worker whose job was taken over (stale
// heartbeat) cannot write to it any more.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { CountedJobKind, endCountedJob, EndMessage, EndState } from '../../jobs/endCounted';
import { JobTakenOver, tableQueue } from '../../jobs/queue';
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

/** The Excel import's queue: a claimed row becomes a ClaimedJob; a requeued job resumes after its last committed batch. */
export const importQueue = (db: Db) => tableQueue<JobRow, ClaimedJob>(db, 'import_jobs', { toJob: toClaimed });

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
  if (!row) throw new JobTakenOver('import_jobs', args[1].key);
  return row.cancel_requested;
}

const IMPORT_JOBS: CountedJobKind = {
  table: 'import_jobs',
  someFailed: 'import.someRowsFailed',
  newErrorKey,
  idleStates: ['queued'],
  dropsFile: false,
};

/** Ends a job (src/server/jobs/endCounted.ts): its total becomes the rows it went through. */
export async function endJob(db: Db | Tx, job: ClaimedJob, workerId: string | null, state: EndState, now: Date, error?: EndMessage): Promise<void> {
  await endCountedJob(db, IMPORT_JOBS, job.key, workerId, state, now, error);
}

export async function loadJobRow(db: Db, key: string) {
  return importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirst();
}
