// The photo import runner: the shared job loop (src/server/jobs/runner.ts) over photo_import_jobs,
// as the Excel import and export runners are. One job at a time a process; orphans requeued at
// start (PGlite: every running job; PostgreSQL: stale heartbeats) and resumed from their last
// committed batch; a job claimed more than maxAttempts times fails with
// photoImport.refused.interrupted instead of looping.
import type { Db } from '../db/schema';
import { JobRunner, JobRunnerOptions } from '../jobs/runner';
import type { PhotoStore } from '../photos/store';
import type { PhotoOutcome, PhotoRunContext } from './context';
import { photoImportQueue } from './jobRows';
import { failPhotoJob, runPhotoJob } from './runJob';
import type { PhotoJobRow } from './tables';
import type { ZipStore } from './zipStore';

/**
 * Photos a batch. The batch's decodes run in parallel on sharp's threads; its transaction holds
 * the event loop (PGlite runs on this thread) only for a few set-based statements. See the
 * README for the measurements.
 */
export const DEFAULT_BATCH = 48;
/** at most this many declared bytes of photos held in memory by one batch */
export const DEFAULT_BATCH_BYTES = 48 * 1024 * 1024;

export interface PhotoRunnerOptions extends JobRunnerOptions {
  db: Db;
  zips: ZipStore;
  photos: PhotoStore;
  batchSize?: number;
  batchBytes?: number;
  afterBatch?: PhotoRunContext['afterBatch'];
}

export type PhotoImportRunner = JobRunner<PhotoJobRow, PhotoOutcome>;

export function createPhotoImportRunner(o: PhotoRunnerOptions): PhotoImportRunner {
  const context = (workerId: string, stopping: () => boolean): PhotoRunContext => ({
    db: o.db,
    zips: o.zips,
    photos: o.photos,
    workerId,
    now: () => new Date(o.now()),
    log: o.log,
    stopping,
    batchSize: o.batchSize ?? DEFAULT_BATCH,
    batchBytes: o.batchBytes ?? DEFAULT_BATCH_BYTES,
    afterBatch: o.afterBatch,
  });
  return new JobRunner<PhotoJobRow, PhotoOutcome>(
    {
      name: 'photo import',
      ...photoImportQueue(o.db),
      run: (job, workerId, stopping) => runPhotoJob(context(workerId, stopping), job),
      giveUp: (job, workerId, why) =>
        failPhotoJob(
          context(workerId, () => false),
          job,
          workerId,
          { key: why === 'interrupted' ? 'photoImport.refused.interrupted' : 'photoImport.refused.failed' },
        ),
    },
    o,
  );
}
