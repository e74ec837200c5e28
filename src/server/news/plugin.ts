// The news synchronisation's services as one decorator: its runner, started (with the clean-up
// of old job rows) when the app is ready if asked (main.ts asks; tests choose, or call start),
// and stopped with the app after its current page, leaving the job to be claimed again.
import fp from 'fastify-plugin';
import { runnerWithCleanup } from '../jobs/withCleanup';
import { queueDueNewsSyncs } from './autoSync';
import { cleanNewsJobs } from './jobRows';
import { createNewsRunner, NewsRunner, NewsRunnerOptions } from './runner';

export interface NewsOptions {
  /** start the runner with the app */
  runner?: boolean;
  /** queue the automatic synchronisations that are due (autoSync.ts) at start and every hour */
  autoSync?: boolean;
  /** PGlite: this process alone uses the database, so running jobs found at start are orphans */
  singleProcess?: boolean;
  runnerOptions?: Partial<Pick<NewsRunnerOptions, 'pageSize' | 'staleMs' | 'pollMs' | 'maxAttempts' | 'afterPage'>>;
}

export interface NewsServices {
  runner: NewsRunner;
  /** removes old job rows, then starts the runner */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsServices;
  }
}

const CLEAN_EVERY_MS = 3_600_000;
const AUTO_SYNC_EVERY_MS = 3_600_000;

export default fp<NewsOptions>(
  async (app, opts) => {
    const runner = createNewsRunner({ db: app.db, log: app.log, now: () => app.now(), singleProcess: opts.singleProcess ?? false, ...opts.runnerOptions });
    const start = runnerWithCleanup(app, {
      runner,
      clean: () => cleanNewsJobs(app.db, app.now()),
      everyMs: CLEAN_EVERY_MS,
      name: 'news sync',
      startOnReady: opts.runner,
    });
    if (opts.autoSync) {
      let timer: NodeJS.Timeout | null = null;
      const queueDue = () => queueDueNewsSyncs(app.db, app.now()).catch((e) => app.log.warn({ err: e }, 'automatic news sync could not be queued'));
      app.addHook('onReady', async () => {
        await queueDue();
        timer = setInterval(() => void queueDue(), AUTO_SYNC_EVERY_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    }
    app.decorate('news', { runner, start } satisfies NewsServices);
  },
  { name: 'news', dependencies: ['db'] },
);
