// The import runner the app starts (ARCHITECTURE.md, "Jobs"): the shared job loop
// (src/server/jobs/runner.ts) over import_jobs. On start it puts orphaned jobs back in the
// queue, to be resumed after their last committed batch: with one process on the database
// (PGlite), every job still marked running is orphaned; with several processes (PostgreSQL),
// only those whose heartbeat went stale. A job claimed more than `maxAttempts` times fails
// cleanly (import.refused.interrupted) instead of looping.
import type { Db } from '../../db/schema';
import { JobRunner, JobRunnerOptions } from '../../jobs/runner';
import type { FileStore } from '../fileStore';
import { ClaimedJob, importQueue } from './jobRows';
import { failJob, RunContext, runJob, RunOutcome } from './runJob';

/**
 * A batch holds the event loop for its whole transaction (PGlite runs on this thread): measured
 * on the benchmark's 52k students, 1,000 rows a batch stalled it 90–150 ms, 750 rows 80–100 ms at
 * the same speed, 500 rows 55–70 ms but 8 % slower.
 */
const DEFAULT_BATCH = 750;

export interface RunnerOptions extends JobRunnerOptions {
  db: Db;
  files: FileStore;
  /** rows a batch (one transaction); 750 keeps each under ~100 ms of the event loop on PGlite */
  batchSize?: number;
  vacuum?: boolean;
  afterBatch?: RunContext['afterBatch'];
  onRows?: RunContext['onRows'];
}

export class ImportRunner extends JobRunner<ClaimedJob, RunOutcome> {
  constructor(o: RunnerOptions) {
    const context = (workerId: string, stopping: () => boolean): RunContext => ({
      db: o.db,
      files: o.files,
      workerId,
      now: () => new Date(o.now()),
      batchSize: o.batchSize ?? DEFAULT_BATCH,
      log: o.log,
      vacuum: o.vacuum ?? false,
      stopping,
      afterBatch: o.afterBatch,
      onRows: o.onRows,
    });
    super(
      {
        name: 'import',
        ...importQueue(o.db),
        run: (job, workerId, stopping) => runJob(context(workerId, stopping), job),
        giveUp: (job, workerId, why) =>
          failJob(
            context(workerId, () => false),
            job,
            workerId,
            { key: why === 'interrupted' ? 'import.refused.interrupted' : 'import.refused.failed' },
          ),
      },
      o,
    );
  }
}
