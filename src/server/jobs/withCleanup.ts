// A job runner started together with its periodic file clean-up, as the export and photo import
// plugins run theirs: `start()` cleans once, then every `everyMs`, and starts the runner (once);
// when asked, it starts as the app gets ready; the app's close stops both (the runner after its
// current step, leaving the job to be claimed again).
import type { FastifyInstance } from 'fastify';

export interface StartableRunner {
  readonly started: boolean;
  start(): void;
  stop(): Promise<void>;
}

export function runnerWithCleanup(
  app: FastifyInstance,
  o: {
    runner: StartableRunner;
    /** removes old and orphaned files; its failure is logged, never thrown */
    clean: () => Promise<unknown>;
    everyMs: number;
    /** what the log calls it ('export') */
    name: string;
    /** start when the app is ready */
    startOnReady?: boolean;
  },
): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  const clean = () => o.clean().catch((e) => app.log.warn({ err: e }, `${o.name} clean-up failed`));
  const start = async () => {
    if (o.runner.started) return;
    await clean();
    timer = setInterval(() => void clean(), o.everyMs);
    timer.unref();
    o.runner.start();
  };
  app.addHook('onReady', async () => {
    if (o.startOnReady) await start();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await o.runner.stop();
  });
  return start;
}
