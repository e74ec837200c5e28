// The business packages' services as one decorator (issue 15): the archive folder
// (DATA_DIR/files/business-packages), the job runner with the folder's sweep, and the largest
// upload. The runner starts when the app is ready if asked (main.ts asks; tests choose) and stops
// with the app.
import fp from 'fastify-plugin';
import { PACKAGE_ZIP_MAX_BYTES } from '../../shared/platform/businessPackages';
import { runnerWithCleanup } from '../jobs/withCleanup';
import { cleanPackageFiles, CLEANUP_EVERY_MS } from './cleanup';
import { createPackageRunner, PackageRunner, PackageRunnerOptions } from './runner';
import { PackageStore } from './store';

export interface BusinessPackagesOptions {
  /** DATA_DIR */
  dataDir: string;
  /** start the job runner with the app */
  runner?: boolean;
  /** PGlite: this process alone uses the database */
  singleProcess?: boolean;
  runnerOptions?: Partial<Pick<PackageRunnerOptions, 'staleMs' | 'pollMs' | 'maxAttempts'>>;
  /** the largest archive accepted (default PACKAGE_ZIP_MAX_BYTES; tests lower it) */
  maxZipBytes?: number;
}

export interface BusinessPackageServices {
  store: PackageStore;
  runner: PackageRunner;
  maxZipBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    businessPackages: BusinessPackageServices;
  }
}

export default fp<BusinessPackagesOptions>(
  async (app, opts) => {
    const store = new PackageStore(app.fileStore.area('business-packages'));
    const runner = createPackageRunner({
      db: app.db,
      store,
      log: app.log,
      now: () => app.now(),
      singleProcess: opts.singleProcess ?? false,
      ...opts.runnerOptions,
    });
    // the runner and the folder's sweep start together, and stop with the app
    runnerWithCleanup(app, {
      runner,
      clean: () => cleanPackageFiles(app.db, store, app.now()),
      everyMs: CLEANUP_EVERY_MS,
      name: 'business package',
      startOnReady: opts.runner,
    });
    app.decorate('businessPackages', { store, runner, maxZipBytes: opts.maxZipBytes ?? PACKAGE_ZIP_MAX_BYTES } satisfies BusinessPackageServices);
  },
  { name: 'businessPackages', dependencies: ['db', 'fileStore'] },
);
