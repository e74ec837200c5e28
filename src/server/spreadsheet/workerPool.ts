// The parse workers. At most MAX_PARSE_WORKERS reads run at once, each in its own worker with a
// bounded heap (PARSE_WORKER_HEAP_MB); later reads wait in line (at most MAX_WAITING_READS, each
// at most MAX_WAIT_MS) or are refused as busy, so no tenant can start workers without bound.
// Starting a worker costs about a second (tsx and SheetJS load in it), so one idle worker is kept
// warm: a read that ended cleanly hands its worker on; a worker that had to be ended (time or
// memory limit, crash, the caller leaving) is replaced in the background.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MAX_PARSE_WORKERS, MAX_WAIT_MS, MAX_WAITING_READS, PARSE_WORKER_HEAP_MB } from './limits';
import type { FromWorker } from './protocol';
import { SpreadsheetRefused } from './refused';

const BOOT = path.join(__dirname, 'workerBoot.mjs');
const ENTRY = path.join(__dirname, 'parseWorker.ts');
/** an unused warm worker is ended after this long */
const IDLE_MS = 60_000;
/** a worker not loaded after this long is given up (the read is refused as busy) */
const BOOT_MS = 60_000;

export interface ParseWorker {
  worker: Worker;
  /** settles once the worker has loaded (rejects when it died first) */
  ready: Promise<void>;
}

let warm: { pw: ParseWorker; timer: NodeJS.Timeout } | null = null;
let running = 0;
const waiting: { grant: () => void }[] = [];
/** every parse worker not exited yet, kept or reading */
const live = new Set<Worker>();

function startWorker(): ParseWorker {
  const worker = new Worker(BOOT, { workerData: { entry: ENTRY }, resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB } });
  live.add(worker);
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: FromWorker) => {
      if (m.type !== 'ready') return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number) => {
      worker.off('message', onMessage);
      reject(new Error(`parse worker exited with ${code} while loading`));
    };
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
  ready.catch(() => undefined);
  const pw: ParseWorker = { worker, ready };
  // a worker that dies while waiting is simply not there for the next read
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    live.delete(worker);
    if (warm?.pw === pw) {
      clearTimeout(warm.timer);
      warm = null;
    }
  });
  return pw;
}

/** Keeps `pw` for the next read (it must be idle), ending any other kept one. */
function keep(pw: ParseWorker): void {
  if (warm) {
    clearTimeout(warm.timer);
    void warm.pw.worker.terminate();
  }
  pw.worker.unref();
  const timer = setTimeout(() => {
    if (warm?.pw === pw) warm = null;
    void pw.worker.terminate();
  }, IDLE_MS);
  timer.unref();
  warm = { pw, timer };
}

function takeWorker(): ParseWorker {
  const kept = warm;
  warm = null;
  if (!kept) return startWorker();
  clearTimeout(kept.timer);
  kept.pw.worker.ref();
  return kept.pw;
}

/** Starts the warm worker ahead of the first read (the app calls it when it is ready). */
export function warmUpSpreadsheetReader(): void {
  if (!warm) keep(startWorker());
}

/** Resolves once the warm worker (started if need be) has loaded: the next read starts at once. */
export async function spreadsheetReaderReady(): Promise<void> {
  warmUpSpreadsheetReader();
  const pw = warm?.pw;
  if (!pw) return;
  // a kept worker does not hold the process open; while someone waits for it, it does
  pw.worker.ref();
  await pw.ready.catch(() => undefined);
  if (warm?.pw === pw) pw.worker.unref();
}

/** Ends the warm worker (the app calls it when it closes). */
export async function closeSpreadsheetReader(): Promise<void> {
  const kept = warm;
  warm = null;
  if (kept) {
    clearTimeout(kept.timer);
    await kept.pw.worker.terminate();
  }
}

/** Reads running and waiting now, and the thread ids of the workers alive (for tests and the log). */
export function parseWorkerLoad(): { running: number; waiting: number; workers: number[] } {
  return { running, waiting: waiting.length, workers: [...live].map((w) => w.threadId) };
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next.grant();
  else running -= 1;
}

/** A place among the running reads, waiting in line for one when all are taken. */
async function takeSlot(signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) throw new SpreadsheetRefused('cancelled');
  if (running < MAX_PARSE_WORKERS) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING_READS) throw new SpreadsheetRefused('busy', 'too many reads waiting');
  await new Promise<void>((resolve, reject) => {
    const leave = (problem: 'busy' | 'cancelled') => {
      const i = waiting.indexOf(waiter);
      if (i !== -1) waiting.splice(i, 1);
      done();
      reject(new SpreadsheetRefused(problem, problem === 'busy' ? 'waited too long for a parse worker' : undefined));
    };
    const onAbort = () => leave('cancelled');
    const timer = setTimeout(() => leave('busy'), MAX_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    // the slot is handed over as it is: `running` stays the same
    const waiter = {
      grant: () => {
        done();
        resolve();
      },
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    waiting.push(waiter);
  });
}

/** A running read's worker, loaded and idle, and its place among the running reads. */
export interface Lease {
  pw: ParseWorker;
  /** the read ended cleanly and the worker is idle: it stays warm for the next read */
  keep(): void;
  /** the worker is ended at once (and a fresh warm one is started in the background); settles once it has exited */
  end(): Promise<void>;
}

export async function leaseWorker(signal?: AbortSignal): Promise<Lease> {
  await takeSlot(signal);
  let pw: ParseWorker;
  try {
    pw = takeWorker();
  } catch (e) {
    releaseSlot();
    throw e;
  }
  let released = false;
  let ending: Promise<void> | null = null;
  const release = () => {
    if (released) return false;
    released = true;
    releaseSlot();
    return true;
  };
  const lease: Lease = {
    pw,
    keep() {
      if (release()) keep(pw);
    },
    end() {
      if (ending) return ending;
      release();
      ending = pw.worker.terminate().then(() => {
        if (!warm) warmUpSpreadsheetReader();
      });
      return ending;
    },
  };
  // wait for the worker to load; the caller leaving or a worker that never loads end it
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    await Promise.race([
      pw.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SpreadsheetRefused('busy', 'parse worker did not load')), BOOT_MS);
        onAbort = () => reject(new SpreadsheetRefused('cancelled'));
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } catch (e) {
    await lease.end();
    throw e instanceof SpreadsheetRefused ? e : new SpreadsheetRefused('busy', (e as Error).message);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
  return lease;
}
