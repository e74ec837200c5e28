// Reads a spreadsheet's first sheet in a worker thread and yields its non-blank rows in
// batches. Breaking out of the loop (or an error) ends the worker. Starting a worker costs about
// a second (tsx and SheetJS load in it), so one warm worker is kept: a worker whose read ran to
// its end is kept for the next read, and when a worker had to be ended, a fresh one is started
// in the background for the next.
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { FromWorker, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, ParseJob, ParseProblem, SheetRow, ToWorker } from './protocol';

export class SpreadsheetRefused extends Error {
  constructor(readonly problem: ParseProblem, detail?: string) {
    super(`spreadsheet refused: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'SpreadsheetRefused';
  }
}

const BOOT = path.join(__dirname, 'workerBoot.mjs');
const ENTRY = path.join(__dirname, 'parseWorker.ts');
/** an unused warm worker is ended after this long */
const IDLE_MS = 60_000;

let warm: { worker: Worker; timer: NodeJS.Timeout } | null = null;

function startWorker(): Worker {
  const worker = new Worker(BOOT, { workerData: { entry: ENTRY, job: null }, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
  // a worker that dies while waiting is simply not there for the next read
  worker.on('error', () => undefined);
  worker.once('exit', () => { if (warm?.worker === worker) { clearTimeout(warm.timer); warm = null; } });
  return worker;
}

/** Keeps `worker` for the next read (it must be idle), ending any other kept one. */
function keep(worker: Worker): void {
  if (warm) void warm.worker.terminate();
  worker.unref();
  const timer = setTimeout(() => { if (warm?.worker === worker) warm = null; void worker.terminate(); }, IDLE_MS);
  timer.unref();
  warm = { worker, timer };
}

function takeWorker(): Worker {
  const kept = warm;
  warm = null;
  if (!kept) return startWorker();
  clearTimeout(kept.timer);
  kept.worker.ref();
  return kept.worker;
}

/** Starts the warm worker ahead of the first read (the app calls it when it is ready). */
export function warmUpSpreadsheetReader(): void {
  if (!warm) keep(startWorker());
}

export async function* readSpreadsheet(file: string, kind: 'xlsx' | 'xls', options: Partial<ParseJob> = {}): AsyncGenerator<SheetRow[]> {
  const job: ParseJob = { path: file, kind, maxRows: MAX_IMPORT_ROWS, maxColumns: MAX_IMPORT_COLUMNS, batchSize: 1000, credit: 4, lastRow: 0, ...options };
  const worker = takeWorker();
  const queue: FromWorker[] = [];
  let wake: (() => void) | null = null;
  let crashed: Error | null = null;
  let ended = false;
  const onMessage = (m: FromWorker) => { queue.push(m); wake?.(); };
  const onError = (e: Error) => { crashed = e; wake?.(); };
  const onExit = (code: number) => { if (!crashed) crashed = new Error(`parse worker exited with ${code}`); wake?.(); };
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  worker.postMessage({ type: 'job', job } satisfies ToWorker);
  try {
    for (;;) {
      while (queue.length === 0 && !crashed) await new Promise<void>((r) => { wake = r; });
      const m = queue.shift();
      if (!m) throw new SpreadsheetRefused('corrupt', (crashed as Error | null)?.message);
      if (m.type === 'error') throw new SpreadsheetRefused(m.problem, m.detail);
      if (m.type === 'end') {
        ended = true;
        return;
      }
      yield m.rows;
      worker.postMessage({ type: 'ack' } satisfies ToWorker);
    }
  } finally {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    // a read that ran to its end (a preview included) keeps its worker; after a refusal, a crash or the caller leaving, the worker ends and a
    // fresh one starts for the next read
    if (ended && !crashed) keep(worker);
    else {
      await worker.terminate();
      if (!warm) warmUpSpreadsheetReader();
    }
  }
}

/** The first rows of a sheet (for header detection and the mapping step). */
export async function previewSpreadsheet(file: string, kind: 'xlsx' | 'xls', lastRow = 30): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of readSpreadsheet(file, kind, { lastRow, batchSize: lastRow })) rows.push(...batch);
  return rows;
}

/** Ends the warm worker (the app calls it when it closes). */
export async function closeSpreadsheetReader(): Promise<void> {
  const kept = warm;
  warm = null;
  if (kept) {
    clearTimeout(kept.timer);
    await kept.worker.terminate();
  }
}
