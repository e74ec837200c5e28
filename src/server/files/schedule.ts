// A sweep run when the app gets ready and then every `everyMs` on an unref'd timer (it never keeps
// the process alive), stopped when the app closes. A run still going when the next is due is not
// doubled; a failure is logged, never thrown. The export and photo import plugins run theirs
// with their runners (jobs/withCleanup.ts); the Excel import's upload sweep runs through this.
import type { FastifyInstance } from 'fastify';

export function scheduleSweep<T>(
  app: FastifyInstance,
  o: {
    /** what the log calls it */
    name: string;
    sweep: () => Promise<T>;
    everyMs: number;
    /** run at ready and on the timer (main.ts; tests choose) */
    start: boolean;
    /** whether a run removed anything worth a log line */
    removedAny?: (result: T) => boolean;
  },
): () => Promise<T | null> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T | null> | null = null;
  const run = () => {
    running ??= o
      .sweep()
      .then((result) => {
        if (o.removedAny?.(result)) app.log.info({ result }, `${o.name} sweep`);
        return result;
      })
      .catch((e) => {
        app.log.warn({ err: e }, `${o.name} sweep failed`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    if (!o.start) return;
    await run();
    timer = setInterval(() => void run(), o.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
  return run;
}
