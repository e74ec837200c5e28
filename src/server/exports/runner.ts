// The export runner: the shared job loop (src/server/jobs/runner.ts) over export_jobs, every kind
// of export (xlsx, photo zip) in one queue. One job at a time a process; a job claimed more than maxAttempts times (it keeps dying with the process)
// fails with export.refused.interrupted instead of looping.
import type { Db } from '../db/schema';
import type { FileStore } from '../imports/fileStore';
import { tableQueue } from '../jobs/queue';
import { JobRunner, JobRunnerOptions } from '../jobs/runner';
import type { ExportJobRow } from './jobRows';
import type { ExportWriters } from './kinds';
import { ExportContext, ExportOutcome, failExport, runExport } from './runExport';

/**
 * Rows a page. Each page is one read and one append while the event loop waits (PGlite runs on
 * this thread): measured on 100k students (bench/export.ts), 1,000 rows a page held it 50–90 ms
 * (a progress poll waited ~35 ms at p95), 500 rows 25–45 ms (~21 ms), at the same speed.
 */
export const DEFAULT_PAGE_SIZE = 500;

export interface ExportRunnerOptions extends JobRunnerOptions {
  db: Db;
  files: FileStore;
  /** how each kind of job writes its file */
  writers: ExportWriters;
  pageSize?: number;
  afterPage?: ExportContext['afterPage'];
  onRows?: ExportContext['onRows'];
}

export type ExportRunner = JobRunner<ExportJobRow, ExportOutcome>;

export function createExportRunner(o: ExportRunnerOptions): ExportRunner {
  const now = () => new Date(o.now());
  return new JobRunner<ExportJobRow, ExportOutcome>(
    {
      name: 'export',
      ...tableQueue<ExportJobRow>(o.db, 'export_jobs'),
      run: (job, workerId, stopping) =>
        runExport(
          { db: o.db, files: o.files, log: o.log, now, pageSize: o.pageSize ?? DEFAULT_PAGE_SIZE, stopping, afterPage: o.afterPage, onRows: o.onRows },
          o.writers,
          job,
          workerId,
        ),
      giveUp: (job, workerId, why) =>
        failExport({ db: o.db, files: o.files, now }, job, workerId, { key: why === 'interrupted' ? 'export.refused.interrupted' : 'export.refused.failed' }),
    },
    o,
  );
}
