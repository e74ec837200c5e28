// The news synchronisation's runner: the shared job loop (src/server/jobs/runner.ts) over
// news_sync_jobs. A job claimed more than maxAttempts times (it keeps dying with the process)
// fails with appService.sync.interrupted instead of looping.
import type { Db } from '../db/schema';
import { tableQueue } from '../jobs/queue';
import { JobRunner, JobRunnerOptions } from '../jobs/runner';
import { endNewsJob, NewsJobRow } from './jobRows';
import { NewsOutcome, NewsSyncContext, runNewsSync } from './sync';

/** Articles compared a page (one progress write each). */
export const NEWS_PAGE_SIZE = 20;

export interface NewsRunnerOptions extends JobRunnerOptions {
  db: Db;
  pageSize?: number;
  afterPage?: NewsSyncContext['afterPage'];
}

export type NewsRunner = JobRunner<NewsJobRow, NewsOutcome>;

export function createNewsRunner(o: NewsRunnerOptions): NewsRunner {
  const now = () => new Date(o.now());
  return new JobRunner<NewsJobRow, NewsOutcome>(
    {
      name: 'news sync',
      ...tableQueue<NewsJobRow>(o.db, 'news_sync_jobs'),
      run: (job, workerId, stopping) =>
        runNewsSync({ db: o.db, log: o.log, now, pageSize: o.pageSize ?? NEWS_PAGE_SIZE, stopping, afterPage: o.afterPage }, job, workerId),
      giveUp: async (job, workerId, why) => {
        await endNewsJob(o.db, job.key, workerId, 'failed', now(), why === 'interrupted' ? 'appService.sync.interrupted' : 'appService.sync.failed');
      },
    },
    o,
  );
}
