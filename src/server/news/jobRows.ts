// The news_sync_jobs row is the job's only state: claimed through the shared queue
// (src/server/jobs/queue.ts); every write a worker makes names its worker id, so a worker whose
// job was taken over cannot write to it any more. One job a tenant waits or runs at once (the
// partial unique index news_sync_jobs_open): a second start answers the open one.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema';
import { isUniqueViolation } from '../db/transaction';
import { JobTakenOver } from '../jobs/queue';
import { newsDb, NewsSyncJobsTable } from './tables';

export type NewsJobRow = Selectable<NewsSyncJobsTable>;

export async function findNewsJob(db: Db, tenantId: string, key: string): Promise<NewsJobRow | undefined> {
  return newsDb(db).selectFrom('news_sync_jobs').selectAll().where('key', '=', key).where('tenant_id', '=', tenantId).executeTakeFirst();
}

const openJob = (db: Db, tenantId: string) =>
  newsDb(db).selectFrom('news_sync_jobs').selectAll().where('tenant_id', '=', tenantId).where('state', 'in', ['queued', 'running']).executeTakeFirst();

/** Queues a synchronisation for the tenant, or answers the one already waiting or running. */
export async function queueNewsJob(db: Db, tenantId: string, userName: string, now: Date, userId: number | null = null): Promise<NewsJobRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const open = await openJob(db, tenantId);
    if (open) return open;
    try {
      return await newsDb(db)
        .insertInto('news_sync_jobs')
        .values({ key: `news_${randomBytes(12).toString('hex')}`, tenant_id: tenantId, user_id: userId, user_name: userName, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (e) {
      // another start won the race: answer its job
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new Error(`news sync of ${tenantId} could not be queued`);
}

/** Records the articles compared so far; answers whether a cancel was asked for. */
export async function recordNewsProgress(db: Db, job: NewsJobRow, workerId: string, done: number, total: number, now: Date): Promise<boolean> {
  const row = await newsDb(db)
    .updateTable('news_sync_jobs')
    .set({ finish_num: done, total_num: total, heartbeat_at: now })
    .where('key', '=', job.key)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  if (!row) throw new JobTakenOver('news_sync_jobs', job.key);
  return row.cancel_requested;
}

/** Ends a job nobody runs (queued) or this worker's running job as failed or cancelled. */
export async function endNewsJob(
  db: Db,
  key: string,
  workerId: string | null,
  state: 'failed' | 'cancelled',
  now: Date,
  error: string | null,
): Promise<boolean> {
  let q = newsDb(db).updateTable('news_sync_jobs').set({ state, finished_at: now, heartbeat_at: now, error_msg: error }).where('key', '=', key);
  q = workerId ? q.where('worker_id', '=', workerId).where('state', '=', 'running') : q.where('state', '=', 'queued');
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) > 0;
}

/** Asks a job to stop: a queued one ends at once, a running one before it applies anything. */
export async function cancelNewsJob(db: Db, job: NewsJobRow, now: Date): Promise<void> {
  if (job.state !== 'queued' && job.state !== 'running') return;
  await newsDb(db)
    .updateTable('news_sync_jobs')
    .set({ cancel_requested: true })
    .where('key', '=', job.key)
    .where('state', 'in', ['queued', 'running'])
    .execute();
  await endNewsJob(db, job.key, null, 'cancelled', now, 'appService.sync.cancelled');
}

/** Ended jobs older than this are removed by the clean-up. */
export const KEEP_ENDED_JOBS_MS = 30 * 86_400_000;

export async function cleanNewsJobs(db: Db, nowMs: number): Promise<number> {
  const r = await newsDb(db)
    .deleteFrom('news_sync_jobs')
    .where('state', 'in', ['finished', 'failed', 'cancelled'])
    .where('finished_at', '<', new Date(nowMs - KEEP_ENDED_JOBS_MS))
    .executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}
