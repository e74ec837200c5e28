// The job queues as a scrape sees them: per queue (one jobs table each, jobs/queue.ts), the jobs
// queued and running and the age of the oldest queued one, read in one statement at scrape time
// (each table's (state, created_at) index answers it). The table names are the fixed list below.
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { JobsTable } from '../../jobs/queue';

/** the queue label of each jobs table */
export const QUEUES: Record<JobsTable, string> = {
  import_jobs: 'import',
  export_jobs: 'export',
  photo_import_jobs: 'photo_import',
  news_sync_jobs: 'news_sync',
  business_package_jobs: 'business_package',
};

export interface QueueState {
  queue: string;
  queued: number;
  running: number;
  /** seconds since the oldest queued job was queued; 0 when none waits */
  oldestQueuedSeconds: number;
}

interface Row {
  queue: string;
  state: string;
  n: number;
  oldest: Date | string | null;
}

export async function readQueues(db: Db, nowMs: number): Promise<QueueState[]> {
  const parts = (Object.entries(QUEUES) as [JobsTable, string][]).map(
    ([table, queue]) =>
      sql`select ${queue}::text as queue, state, count(*)::int as n, min(created_at) as oldest from ${sql.table(table)} where state in ('queued', 'running') group by state`,
  );
  const rows = (await sql<Row>`${sql.join(parts, sql` union all `)}`.execute(db)).rows;
  return Object.values(QUEUES).map((queue) => {
    const mine = rows.filter((r) => r.queue === queue);
    const queued = mine.find((r) => r.state === 'queued');
    const oldest = queued?.oldest ? new Date(queued.oldest).getTime() : null;
    return {
      queue,
      queued: Number(queued?.n ?? 0),
      running: Number(mine.find((r) => r.state === 'running')?.n ?? 0),
      oldestQueuedSeconds: oldest === null ? 0 : Math.max(0, (nowMs - oldest) / 1000),
    };
  });
}
