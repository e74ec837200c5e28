// Moves recorded visits from the intake into the visit log (visitLog.ts) without standing in the
// apps' way. PGlite has one thread: filing 1,000 visits costs about twice what recording them
// does (the log's indexes), so while batches keep arriving the filer waits, and files once the
// apps have been quiet for idleMs, or at once, a step at a time between their calls, when more
// than backlogBatches are waiting. A burst is taken at the recording rate and filed just after;
// a steady stream is filed as it comes with a lag of about backlogBatches. An intake of
// MAX_QUEUED_BATCHES refuses new batches (503, retry after a few seconds) until the filer catches
// up, so the intake never grows without end. A tick every TICK_MS files what another process,
// or a stop, left behind.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { fileVisitLog } from './visitLog';

export const MAX_QUEUED_BATCHES = 2_000;
const TICK_MS = 10_000;

export interface VisitFilerOptions {
  /** file once no batch came for this long */
  idleMs: number;
  /** file between the apps' calls once this many batches wait */
  backlogBatches: number;
  /** batches moved by one statement */
  batchesPerStep: number;
}

export const DEFAULT_VISIT_FILER: VisitFilerOptions = { idleMs: 250, backlogBatches: 100, batchesPerStep: 2 };

export interface VisitFiler {
  /** a batch was recorded (this process) */
  recorded(): void;
  /** starts filing (what is waiting now, then as batches come) */
  start(): void;
  /** files everything waiting; answers the visits moved (tests, the bench) */
  fileAll(): Promise<number>;
  /** stops after the step under way */
  stop(): Promise<void>;
}

export function createVisitFiler(db: Db, log: FastifyBaseLogger, options: Partial<VisitFilerOptions> = {}): VisitFiler {
  const o = { ...DEFAULT_VISIT_FILER, ...options };
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let ticker: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastRecorded = 0;
  // batches this process recorded and has not filed (another process's show up on the tick)
  let waiting = 0;

  const schedule = (ms: number) => {
    if (!started || timer || running) return;
    timer = setTimeout(() => {
      timer = null;
      running = run().finally(() => {
        running = null;
        if (waiting > 0) schedule(o.idleMs);
      });
    }, ms);
    timer.unref();
  };

  async function run(): Promise<void> {
    const quietFor = Date.now() - lastRecorded;
    if (waiting < o.backlogBatches && quietFor < o.idleMs) return;
    try {
      for (;;) {
        const moved = await fileVisitLog(db, o.batchesPerStep);
        if (moved === 0) {
          waiting = 0;
          return;
        }
        waiting = Math.max(0, waiting - o.batchesPerStep);
        if (!started) return;
        // apps are sending again and the backlog is small: let them in first
        if (Date.now() - lastRecorded < o.idleMs && waiting < o.backlogBatches) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (e) {
      // tried again on the tick, not at once: a database that keeps failing is not hammered
      waiting = 0;
      log.warn({ err: e }, `visits could not be filed into the log; trying again in ${TICK_MS / 1000} s`);
    }
  }

  return {
    recorded() {
      lastRecorded = Date.now();
      waiting += 1;
      schedule(waiting >= o.backlogBatches ? 0 : o.idleMs);
    },
    start() {
      if (started) return;
      started = true;
      waiting = Math.max(waiting, 1);
      schedule(0);
      ticker = setInterval(() => {
        waiting = Math.max(waiting, 1);
        schedule(0);
      }, TICK_MS);
      ticker.unref();
    },
    async fileAll() {
      await running;
      let total = 0;
      for (;;) {
        const moved = await fileVisitLog(db, o.batchesPerStep);
        if (moved === 0) break;
        total += moved;
      }
      waiting = 0;
      return total;
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      if (ticker) clearInterval(ticker);
      timer = null;
      await running;
    },
  };
}
