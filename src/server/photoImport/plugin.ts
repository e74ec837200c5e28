// The photo zip import's services as one decorator (issue 5): the upload folder
// (DATA_DIR/files/photo-imports), the job runner and the clean-up of old zips. The runner starts
// when the app is ready if asked (main.ts asks; tests choose) and stops with the app after its
// current batch, leaving the job to be resumed.
import fp from 'fastify-plugin';
import { runnerWithCleanup } from '../jobs/withCleanup';
import { PHOTO_ZIP_MAX_BYTES } from '../../shared/photos/limits';
import { cleanPhotoImportFiles, CLEANUP_EVERY_MS } from './cleanup';
import { createPhotoImportRunner, PhotoImportRunner, PhotoRunnerOptions } from './runner';
import { ZipStore } from './zipStore';

export interface PhotoImportsOptions {
  /** DATA_DIR */
  dataDir: string;
  /** start the job runner with the app */
  runner?: boolean;
  /** PGlite: this process alone uses the database */
  singleProcess?: boolean;
  /** runner settings (tests and the benchmark choose) */
  runnerOptions?: Partial<Pick<PhotoRunnerOptions, 'batchSize' | 'batchBytes' | 'staleMs' | 'pollMs' | 'maxAttempts' | 'afterBatch'>>;
  /** the largest zip accepted (default PHOTO_ZIP_MAX_BYTES; tests lower it) */
  maxZipBytes?: number;
}

export interface PhotoImportServices {
  zips: ZipStore;
  runner: PhotoImportRunner;
  maxZipBytes: number;
  /** removes old and orphaned zips, then starts the runner */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    photoImports: PhotoImportServices;
  }
}

export default fp<PhotoImportsOptions>(
  async (app, opts) => {
    const zips = new ZipStore(app.fileStore.area('photo-imports'));
    const runner = createPhotoImportRunner({
      db: app.db,
      zips,
      photos: app.photos.store,
      log: app.log,
      now: () => app.now(),
      singleProcess: opts.singleProcess ?? false,
      ...opts.runnerOptions,
    });
    const start = runnerWithCleanup(app, {
      runner,
      clean: () => cleanPhotoImportFiles(app.db, zips, app.now()),
      everyMs: CLEANUP_EVERY_MS,
      name: 'photo import',
      startOnReady: opts.runner,
    });
    app.decorate('photoImports', { zips, runner, maxZipBytes: opts.maxZipBytes ?? PHOTO_ZIP_MAX_BYTES, start } satisfies PhotoImportServices);
  },
  { name: 'photoImports', dependencies: ['db', 'photos', 'imports', 'fileStore'] },
);
