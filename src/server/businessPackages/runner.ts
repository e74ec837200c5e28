// The package job runner: the shared job loop (src/server/jobs/runner.ts) over
// business_package_jobs, as the photo import's is. A job is short (one archive read through), so
// it runs in one go; a job whose worker stopped is requeued and read again from the start, and
// one claimed more than maxAttempts times fails with businessPackages.refused.interrupted.
import type { Db } from '../db/schema';
import { tableQueue } from '../jobs/queue';
import { JobRunner, JobRunnerOptions } from '../jobs/runner';
import { failPackageJob, PackageOutcome, PackageRunContext, runPackageJob } from './runJob';
import type { PackageStore } from './store';
import type { PackageJobRow } from './tables';

export interface PackageRunnerOptions extends JobRunnerOptions {
  db: Db;
  store: PackageStore;
}

export type PackageRunner = JobRunner<PackageJobRow, PackageOutcome>;

export function createPackageRunner(o: PackageRunnerOptions): PackageRunner {
  const context = (workerId: string): PackageRunContext => ({ db: o.db, store: o.store, workerId, now: () => new Date(o.now()), log: o.log });
  return new JobRunner<PackageJobRow, PackageOutcome>(
    {
      name: 'business package',
      ...tableQueue<PackageJobRow>(o.db, 'business_package_jobs'),
      run: (job, workerId) => runPackageJob(context(workerId), job),
      giveUp: (job, workerId, why) =>
        failPackageJob(context(workerId), job, { key: why === 'interrupted' ? 'businessPackages.refused.interrupted' : 'businessPackages.refused.failed' }),
    },
    o,
  );
}
