// The photo zip import's services as one decorator (issue 5): the upload folder
// (DATA_DIR/files/photo-imports), the job runner and the clean-up of old zips. The runner starts
// when the app is ready if asked (main.ts asks; tests choose) and stops with the app after its
// current batch, leaving the job to be resumed.
import fp from 'fastify-plugin';
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
    const zips = new ZipStore(opts.dataDir);
    const runner = createPhotoImportRunner({
      db: app.db, zips, photos: app.photos.store, log: app.log, now: () => app.now(),
      singleProcess: opts.singleProcess ?? false, ...opts.runnerOptions,
    });
    let cleanup: NodeJS.Timeout | null = null;
    const clean = () => cleanPhotoImportFiles(app.db, zips, app.now()).catch((e) => app.log.warn({ err: e }, 'photo import clean-up failed'));
    const services: PhotoImportServices = {
      zips, runner, maxZipBytes: opts.maxZipBytes ?? PHOTO_ZIP_MAX_BYTES,
      async start() {
        if (runner.started) return;
        await clean();
        cleanup = setInterval(() => void clean(), CLEANUP_EVERY_MS);
        cleanup.unref();
        runner.start();
      },
    };
    app.decorate('photoImports', services);
    app.addHook('onReady', async () => {
      if (opts.runner) await services.start();
    });
    app.addHook('onClose', async () => {
      if (cleanup) clearInterval(cleanup);
      await runner.stop();
    });
  },
  { name: 'photoImports', dependencies: ['db', 'photos', 'imports'] },
);
