// The job queue's two statements, for any jobs table with the queue columns (key, seq, state,
// worker_id, heartbeat_at, started_at, attempts, created_at): import_jobs and export_jobs both
// have them. Workers claim the oldest queued row with FOR UPDATE SKIP LOCKED, so several API
// processes on one PostgreSQL never take the same job; a job whose worker is gone goes back to
// the queue. The table name is one of the names below, never text from a request.
import { sql } from 'kysely';
import type { Db } from '../db/schema';

export type JobsTable = 'import_jobs' | 'export_jobs' | 'photo_import_jobs' | 'news_sync_jobs' | 'business_package_jobs';

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
