// The import feature's services as one decorator: the file store for uploads and the job runner.
// The runner starts when the app is ready if asked (main.ts asks; tests choose), and stops with
// the app after its current batch, leaving the job to be resumed.
import fp from 'fastify-plugin';
import { closeSpreadsheetReader, warmUpSpreadsheetReader } from '../spreadsheet/readSpreadsheet';
import { FileStore } from './fileStore';
import { ImportRunner, RunnerOptions } from './jobs/runner';

export interface ImportsOptions {
  /** DATA_DIR: uploads go to <dataDir>/files/imports */
  dataDir: string;
  /** start the job runner with the app */
  runner?: boolean;
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
}

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportServices;
  }
}

export default fp<ImportsOptions>(
  async (app, opts) => {
    const files = new FileStore(opts.dataDir, 'imports');
    const runner = new ImportRunner({
      db: app.db, files, log: app.log, now: () => app.now(),
      singleProcess: opts.singleProcess ?? false, vacuum: opts.singleProcess ?? false,
      ...opts.runnerOptions,
    });
    app.decorate('imports', { files, runner });
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
  { name: 'imports', dependencies: ['db'] },
);
