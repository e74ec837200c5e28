// The import feature's services as one decorator: the file store for uploads, the job runner and
// the upload sweep (unused uploads and files with no row: src/server/files). The runner and the
// sweep start when the app is ready if asked (main.ts asks; tests choose); the runner stops with
// the app after its current batch, leaving the job to be resumed.
import fp from 'fastify-plugin';
import { vacuumAfterWrites } from './vacuum';
import { SWEEP_EVERY_MS } from '../files/limits';
import { scheduleSweep } from '../files/schedule';
import { sweepImportUploads, UploadSweepResult } from '../files/uploadSweep';
import { closeSpreadsheetReader, warmUpSpreadsheetReader } from '../spreadsheet/readSpreadsheet';
import { FileStore } from './fileStore';
import { ImportRunner, RunnerOptions } from './jobs/runner';

export interface ImportsOptions {
  /** DATA_DIR: uploads go to <dataDir>/files/imports */
  dataDir: string;
  /** start the job runner with the app */
  runner?: boolean;
  /** sweep old unused uploads and files with no row at ready and every hour (default: with the runner) */
  sweep?: boolean;
  /**
   * PGlite: this process alone uses the database, so running jobs found at start are orphans, and
   * large imports are followed by a vacuum. Off by default: with several processes on one
   * PostgreSQL, only jobs whose heartbeat went stale are taken over.
   */
  singleProcess?: boolean;
  /** runner settings (tests shorten them) */
  runnerOptions?: Partial<Pick<RunnerOptions, 'batchSize' | 'staleMs' | 'pollMs' | 'maxAttempts' | 'afterBatch'>>;
}

export interface ImportServices {
  files: FileStore;
  runner: ImportRunner;
  /** removes uploads unused for UPLOAD_UNUSED_HOURS and files no upload names (null when it failed: logged) */
  sweep(): Promise<UploadSweepResult | null>;
  /** PGlite: a large undo's table is vacuumed as a large import's is (vacuum.ts); nothing elsewhere */
  afterUndo(table: 'people' | 'org_units', rows: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportServices;
  }
}

export default fp<ImportsOptions>(
  async (app, opts) => {
    const files = new FileStore(app.fileStore.area('imports'));
    const runner = new ImportRunner({
      db: app.db,
      files,
      log: app.log,
      now: () => app.now(),
      singleProcess: opts.singleProcess ?? false,
      vacuum: opts.singleProcess ?? false,
      onRows: (rows) => app.metrics.rowsDone('import', rows),
      ...opts.runnerOptions,
    });
    const sweep = scheduleSweep(app, {
      name: 'import upload',
      sweep: () => sweepImportUploads(app.db, files, app.now()),
      everyMs: SWEEP_EVERY_MS,
      start: opts.sweep ?? opts.runner ?? false,
      removedAny: (r) => r.expired + r.orphans > 0,
    });
    const afterUndo = async (table: 'people' | 'org_units', rows: number) => {
      if (opts.singleProcess) await vacuumAfterWrites(app.db, table, rows, app.log);
    };
    app.decorate('imports', { files, runner, sweep, afterUndo });
    app.addHook('onReady', async () => {
      // the parse worker takes a second to start: have one ready for the first upload
      if (opts.runner) {
        warmUpSpreadsheetReader();
        runner.start();
      }
    });
    app.addHook('onClose', async () => {
      await runner.stop();
      await closeSpreadsheetReader();
    });
  },
  { name: 'imports', dependencies: ['db', 'fileStore', 'metrics'] },
);
