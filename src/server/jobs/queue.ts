// The job queue, for every jobs table (import_jobs, export_jobs, photo_import_jobs,
// news_sync_jobs, business_package_jobs): the columns it works on, declared once (QueueColumns,
// which each table type extends), and its two statements. Workers claim the oldest queued row
// with FOR UPDATE SKIP LOCKED, so several API processes on one PostgreSQL never take the same
// job; a job whose worker is gone goes back to the queue. The table name is one of the names
// below, never text from a request.
import { ColumnType, Generated, sql } from 'kysely';
import type { Db } from '../db/schema';

export type JobsTable = 'import_jobs' | 'export_jobs' | 'photo_import_jobs' | 'news_sync_jobs' | 'business_package_jobs';

/** The columns the queue reads and writes, the same in every jobs table; `State` is the table's states. */
export interface QueueColumns<State> {
  key: string;
  seq: Generated<number>;
  state: State;
  /** claims so far: a job claimed more than the runner's maxAttempts fails instead of looping */
  attempts: Generated<number>;
  /** the process holding it while it runs; every write a worker makes names it */
  worker_id: string | null;
  /** the worker's last sign of life: a stale one is taken over (several processes) */
  heartbeat_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Claims the oldest queued job: running, this worker's, one more attempt. Null when none waits. */
export async function claimNextRow<Row>(db: Db, table: JobsTable, workerId: string, now: Date): Promise<Row | null> {
  const t = sql.table(table);
  const result = await sql<Row>`update ${t}
    set state = 'running', worker_id = ${workerId}, heartbeat_at = ${now}, started_at = coalesce(started_at, ${now}), attempts = attempts + 1
    where key = (select key from ${t} where state = 'queued' order by created_at, seq limit 1 for update skip locked)
    returning *`.execute(db);
  return result.rows[0] ?? null;
}

/**
 * Running jobs whose worker is gone go back to the queue. `olderThan` null requeues every running
 * job (one process owns the database: whatever was running when it stopped is orphaned);
 * otherwise only those whose heartbeat is older.
 */
export async function requeueOrphanRows(db: Db, table: JobsTable, olderThan: Date | null): Promise<number> {
  const t = sql.table(table);
  const stale = olderThan ? sql`and heartbeat_at < ${olderThan}` : sql``;
  const r = await sql`update ${t} set state = 'queued', worker_id = null where state = 'running' ${stale}`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** What a kind adds to its table's queue. */
export interface TableQueueOptions<Row, Job> {
  /** run before each claim (the photo import queues the jobs whose rows are imported) */
  beforeClaim?: () => Promise<unknown>;
  /** the job a claimed row becomes (the Excel import's ClaimedJob); the row itself without */
  toJob?: (row: Row) => Job;
}

/** One table's claim and requeue, as a runner's queue takes them (runner.ts: JobQueue). */
export function tableQueue<Row, Job = Row>(db: Db, table: JobsTable, o: TableQueueOptions<Row, Job> = {}) {
  return {
    requeueOrphans: (olderThan: Date | null): Promise<number> => requeueOrphanRows(db, table, olderThan),
    claimNext: async (workerId: string, now: Date): Promise<Job | null> => {
      await o.beforeClaim?.();
      const row = await claimNextRow<Row>(db, table, workerId, now);
      if (row === null) return null;
      return o.toJob ? o.toJob(row) : (row as unknown as Job);
    },
  };
}

/** Thrown when a worker's write finds its job no longer its own (taken over after a stale heartbeat):
 *  the write's transaction rolls back and the runner drops the job ('lost'). */
export class JobTakenOver extends Error {
  constructor(table: JobsTable, key: string) {
    super(`${table} job ${key} is no longer held by this worker`);
    this.name = 'JobTakenOver';
  }
}
