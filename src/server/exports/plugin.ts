// The export feature's services as one decorator: the file store (DATA_DIR/files/exports), the
// runner and the writers it knows by kind (xlsx here; the photo feature adds its zip), the
// clean-up of old files, the sweep of exports whose page is gone (follower.ts) and the download
// links' secret. The runner starts when the
// app is ready if asked (main.ts asks; tests choose) and stops with the app after its current
// page, leaving the job to be claimed again.
import fp from 'fastify-plugin';
import { loadOrCreateSecret } from '../auth/serverSecret';
import { FileStore } from '../imports/fileStore';
import { runnerWithCleanup } from '../jobs/withCleanup';
import { cleanExportFiles, CLEANUP_EVERY_MS } from './cleanup';
import { cancelUnfollowed, FOLLOWER_SILENCE_MS, sweepEveryMs } from './follower';
import { EXPORT_LINK_SECRET, linkUrl, signLink } from './link';
import type { ExportKind, ExportWriter, ExportWriters } from './kinds';
import { resourceWriter } from './resourceWriter';
import { createExportRunner, ExportRunner, ExportRunnerOptions } from './runner';
import { xlsxWriter } from './xlsxWriter';

export interface ExportsOptions {
  /** DATA_DIR: files go to <dataDir>/files/exports */
  dataDir: string;
  /** start the runner (and the clean-up) with the app */
  runner?: boolean;
  /** PGlite: this process alone uses the database, so running jobs found at start are orphans */
  singleProcess?: boolean;
  /** runner settings (tests and the benchmark choose) */
  runnerOptions?: Partial<Pick<ExportRunnerOptions, 'pageSize' | 'staleMs' | 'pollMs' | 'maxAttempts' | 'afterPage'>>;
  /**
   * exports whose page is gone (follower.ts): how long a follower may be silent
   * (FOLLOWER_SILENCE_MS by default), and whether this process sweeps on a timer (main.ts: every
   * process serving calls; tests call sweepUnfollowed themselves)
   */
  followers?: { silenceMs?: number; sweep?: boolean };
}

export interface ExportServices {
  files: FileStore;
  runner: ExportRunner;
  /** how each kind of export job writes its file; a feature adds its kind before the app is ready */
  writers: ExportWriters;
  /** the signed download url of a job of this tenant, valid EXPORT_LINK_SECONDS from now */
  link(key: string, tenantId: string): string;
  /** the secret the links are signed with */
  linkSecret: string;
  /** removes old and orphaned files, then starts the runner */
  start(): Promise<void>;
  /** cancels the exports whose follower has been silent for the silence time; their keys */
  sweepUnfollowed(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exports: ExportServices;
  }
}

export default fp<ExportsOptions>(
  async (app, opts) => {
    const files = new FileStore(app.fileStore.area('exports'));
    const linkSecret = await loadOrCreateSecret(app.db, EXPORT_LINK_SECRET);
    const writers: ExportWriters = new Map<ExportKind, ExportWriter>([
      ['xlsx', xlsxWriter],
      ['resource', resourceWriter],
    ]);
    const runner = createExportRunner({
      db: app.db,
      files,
      log: app.log,
      now: () => app.now(),
      singleProcess: opts.singleProcess ?? false,
      writers,
      onRows: (rows) => app.metrics.rowsDone('export', rows),
      ...opts.runnerOptions,
    });
    const start = runnerWithCleanup(app, {
      runner,
      clean: () => cleanExportFiles(app.db, files, app.now()),
      everyMs: CLEANUP_EVERY_MS,
      name: 'export',
      startOnReady: opts.runner,
    });
    const silenceMs = opts.followers?.silenceMs ?? FOLLOWER_SILENCE_MS;
    const sweepUnfollowed = async () => {
      const keys = await cancelUnfollowed(app.db, files, new Date(app.now()), silenceMs);
      if (keys.length) {
        app.log.info({ jobs: keys }, 'exports cancelled: their page is gone');
        runner.kick();
      }
      return keys;
    };
    if (opts.followers?.sweep) {
      let sweeper: NodeJS.Timeout | null = null;
      app.addHook('onReady', async () => {
        sweeper = setInterval(() => void sweepUnfollowed().catch((e) => app.log.warn({ err: e }, 'export follower sweep failed')), sweepEveryMs(silenceMs));
        sweeper.unref();
      });
      app.addHook('onClose', async () => {
        if (sweeper) clearInterval(sweeper);
      });
    }
    app.decorate('exports', {
      files,
      runner,
      writers,
      linkSecret,
      start,
      sweepUnfollowed,
      link: (key, tenantId) => linkUrl(signLink(linkSecret, key, tenantId, app.now())),
    } satisfies ExportServices);
  },
  { name: 'exports', dependencies: ['db', 'fileStore', 'metrics'] },
);
