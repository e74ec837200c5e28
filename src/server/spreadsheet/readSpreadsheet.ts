// Reads a spreadsheet's first sheet in a parse worker (workerPool.ts): its non-blank rows in
// batches (readSpreadsheet), its first rows (previewSpreadsheet), or its extent and first rows
// in one pass (inspectSpreadsheet, the upload's check). Nothing is parsed on this thread.
//
// Each read has a watchdog (limits.ts): it is ended when it stops making progress or when its
// working time passes a limit derived from the file's size. The worker measures its own working
// time, leaving out the waits for the caller to take its rows, and says how far it has come every
// HEARTBEAT_MS; this thread judges those figures, so a stretch where it is itself busy (the
// importer's database work holds it) never counts against the read. A worker that falls silent is
// judged by this thread's clock instead. Past a limit, when the worker runs out of memory, or
// when the caller leaves (breaks out of the loop, or `signal` aborts) the worker is ended at once
// and the read is refused ('timeout', 'outOfMemory', 'cancelled').
import { stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { HEARTBEAT_MS, READ_STALL_MS, readTimeLimitMs } from './limits';
import { Refused } from '../refusal';
import { FromWorker, Inspection, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, ParseJob, RowStageJob, SheetRow, ToWorker, WorkDone } from './protocol';
import { SpreadsheetRefused } from './refused';
import { Lease, leaseWorker } from './workerPool';

export { SpreadsheetRefused } from './refused';
export { closeSpreadsheetReader, parseWorkerLoad, spreadsheetReaderReady, warmUpSpreadsheetReader } from './workerPool';

export interface ReadOptions extends Partial<Omit<ParseJob, 'path' | 'kind' | 'mode'>> {
  /** the caller left: the worker is ended and the read refused as cancelled */
  signal?: AbortSignal;
  /** the worker's working time for this read; by default from the file's size */
  timeLimitMs?: number;
  /** working time without a shared string or a row read that ends the read; READ_STALL_MS by default */
  stallMs?: number;
}

/** The limits one read is held to, in the worker's working time. */
interface Watch {
  limitMs: number;
  stallMs: number;
}

/**
 * One job on a leased worker: its messages in order, its watchdog, and the ways it can end. The
 * watchdog keeps the worker's last figures (WorkDone) and the moment they came; while the worker
 * may be working (it has credit) a timer is set for when, had the worker worked all along since,
 * it would pass a limit. When the timer fires, messages that came meanwhile are taken first (this
 * thread may have been busy), and only a worker that said nothing since is ended.
 */
class WorkerRead {
  private readonly queue: FromWorker[] = [];
  private wake: (() => void) | null = null;
  private failure: SpreadsheetRefused | null = null;
  /** the worker's last figures, when they came (this thread's clock), and when `items` last grew */
  private work: WorkDone = { ms: 0, items: 0 };
  private heardAt = performance.now();
  private progressAtMs = 0;
  /** messages received so far: a timer that finds none new since it was set ends the read */
  private heard = 0;
  private timer: NodeJS.Timeout | null = null;
  /** closed: no timer is set any more (a verdict deferred to setImmediate may come after) */
  private closed = false;
  /** batches the worker may still send before it waits for an ack */
  private credit: number;
  private readonly onMessage = (m: FromWorker) => {
    this.heard += 1;
    if ('work' in m) this.judge(m.work);
    if (m.type === 'rows') this.credit -= 1;
    this.watch();
    // a heartbeat is for the watchdog alone
    if (m.type === 'progress') return;
    this.queue.push(m);
    this.poke();
  };
  private readonly onError = (e: Error & { code?: string }) => {
    this.fail(new SpreadsheetRefused(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'corrupt', e.message));
  };
  private readonly onExit = (code: number) => this.fail(new SpreadsheetRefused('corrupt', `parse worker exited with ${code}`));
  private readonly onAbort = () => this.stop(new SpreadsheetRefused('cancelled'));

  constructor(
    private readonly lease: Lease,
    private readonly job: ParseJob,
    private readonly limits: Watch,
    private readonly signal?: AbortSignal,
  ) {
    this.credit = job.credit;
    const { worker } = lease.pw;
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
    signal?.addEventListener('abort', this.onAbort, { once: true });
    worker.postMessage({ type: 'job', job } satisfies ToWorker);
    this.watch();
  }

  /** The worker's next message; throws the read's refusal. */
  async next(): Promise<FromWorker> {
    for (;;) {
      if (this.failure) throw this.failure;
      const m = this.queue.shift();
      if (m) return m;
      await new Promise<void>((r) => {
        this.wake = r;
      });
    }
  }

  ack(): void {
    this.credit += 1;
    this.lease.pw.worker.postMessage({ type: 'ack' } satisfies ToWorker);
    // the worker has been waiting, not working, since it last spoke
    this.heardAt = performance.now();
    this.watch();
  }

  /** Ends the read: a worker that answered its job to the end stays warm, any other is ended. */
  async close(answered: boolean): Promise<void> {
    this.closed = true;
    this.unwatch();
    const { worker } = this.lease.pw;
    worker.off('message', this.onMessage);
    worker.off('error', this.onError);
    worker.off('exit', this.onExit);
    this.signal?.removeEventListener('abort', this.onAbort);
    if (answered && !this.failure) this.lease.keep();
    else await this.lease.end();
  }

  /** The worker's own figures against the limits. */
  private judge(work: WorkDone): void {
    if (work.items > this.work.items) this.progressAtMs = work.ms;
    this.work = work;
    this.heardAt = performance.now();
    const reason = this.overLimit(work.ms);
    if (reason) this.stop(this.timeout(reason));
  }

  /** Which limit a working time passes, if any. */
  private overLimit(workMs: number): string | null {
    if (workMs >= this.limits.limitMs) return `over its time limit (${this.limits.limitMs} ms)`;
    if (workMs - this.progressAtMs >= this.limits.stallMs) return `no progress for ${this.limits.stallMs} ms`;
    return null;
  }

  private timeout(reason: string): SpreadsheetRefused {
    return new SpreadsheetRefused('timeout', `${this.job.kind} read: ${reason}`);
  }

  /** Sets the timer while the worker may be working (it has credit); clears it otherwise. */
  private watch(): void {
    this.unwatch();
    if (this.closed || this.credit <= 0 || this.failure) return;
    // the first limit the worker would reach had it worked since it last spoke, and a heartbeat's
    // grace more: a worker that keeps speaking is judged by its own figures, only a silent one here
    const left = Math.min(this.limits.limitMs - this.work.ms, this.progressAtMs + this.limits.stallMs - this.work.ms);
    const silence = performance.now() - this.heardAt;
    const heard = this.heard;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        // messages that came while this thread was busy are taken before the timer is judged
        setImmediate(() => {
          if (this.closed || this.failure || this.timer) return;
          if (this.heard !== heard || this.credit <= 0) return this.watch();
          const silent = performance.now() - this.heardAt;
          const reason = this.overLimit(this.work.ms + silent) ?? 'a limit';
          this.stop(this.timeout(`${reason}, the worker silent for ${Math.round(silent)} ms`));
        });
      },
      Math.max(0, left - silence + HEARTBEAT_MS),
    );
    // the worker's own handle keeps the process up while it reads; this timer need not
    this.timer.unref();
  }

  private unwatch(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private fail(refusal: SpreadsheetRefused): void {
    if (this.failure) return;
    this.failure = refusal;
    this.unwatch();
    this.poke();
  }

  /** Time is up or the caller left: the worker is ended now, not when the caller next looks. */
  private stop(refusal: SpreadsheetRefused): void {
    if (this.failure) return;
    this.fail(refusal);
    void this.lease.end();
  }

  private poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

async function startRead(file: string, job: ParseJob, options: ReadOptions): Promise<WorkerRead> {
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw new SpreadsheetRefused('corrupt', 'the file cannot be read');
  const limits = { limitMs: options.timeLimitMs ?? readTimeLimitMs(size), stallMs: options.stallMs ?? READ_STALL_MS };
  const lease = await leaseWorker(options.signal);
  return new WorkerRead(lease, job, limits, options.signal);
}

function jobOf(file: string, kind: 'xlsx' | 'xls', mode: ParseJob['mode'], options: ReadOptions): ParseJob {
  const { signal: _signal, timeLimitMs: _limit, stallMs: _stall, ...rest } = options;
  return {
    path: file,
    kind,
    mode,
    maxRows: MAX_IMPORT_ROWS,
    maxColumns: MAX_IMPORT_COLUMNS,
    batchSize: 1000,
    credit: 4,
    lastRow: 0,
    previewRows: 0,
    markNumeric: false,
    ...rest,
  };
}

/**
 * The worker's messages for one read up to its answer ('end' or 'inspected', yielded last); the
 * worker's refusal throws. The read is closed when the caller stops: a read that ran to its end
 * or was refused by the worker (a preview included) keeps its worker; after a limit, a crash or
 * the caller leaving, the worker ends.
 */
async function* workerMessages(read: WorkerRead): AsyncGenerator<Exclude<FromWorker, { type: 'error' | 'refused' }>> {
  let answered = false;
  try {
    for (;;) {
      const m = await read.next();
      if (m.type === 'error') {
        answered = true;
        throw new SpreadsheetRefused(m.problem, m.detail);
      }
      if (m.type === 'refused') {
        answered = true;
        throw new Refused(m.key, m.params);
      }
      answered = m.type === 'end' || m.type === 'inspected';
      yield m;
      if (answered) return;
    }
  } finally {
    await read.close(answered);
  }
}

/** The sheet's non-blank rows in batches. Breaking out of the loop (or an error) ends the worker. */
export async function* readSpreadsheet(file: string, kind: 'xlsx' | 'xls', options: ReadOptions = {}): AsyncGenerator<SheetRow[]> {
  const read = await startRead(file, jobOf(file, kind, 'rows', options), options);
  for await (const m of workerMessages(read)) {
    if (m.type !== 'rows') continue;
    yield m.rows;
    read.ack();
  }
}

/** A batch of a staged read: rows the stage passed on as read, and its own results. */
export interface StagedBatch<T> {
  rows: SheetRow[];
  staged: T[];
}

/**
 * The sheet's rows in batches with `stage` run on each in the worker (rowStages.ts): parsing and
 * the stage's work overlap with whatever the caller does with the previous batch. A stage's
 * refusal throws here as refusal.ts's Refused.
 */
export async function* readStagedSpreadsheet<T>(
  file: string,
  kind: 'xlsx' | 'xls',
  stage: RowStageJob,
  options: ReadOptions = {},
): AsyncGenerator<StagedBatch<T>> {
  const read = await startRead(file, jobOf(file, kind, 'rows', { ...options, stage }), options);
  for await (const m of workerMessages(read)) {
    if (m.type !== 'rows') continue;
    yield { rows: m.rows, staged: (m.staged ?? []) as T[] };
    read.ack();
  }
}

/** The first rows of a sheet (for header detection and the mapping step). */
export async function previewSpreadsheet(file: string, kind: 'xlsx' | 'xls', lastRow = 30, options: ReadOptions = {}): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of readSpreadsheet(file, kind, { ...options, lastRow, batchSize: lastRow })) rows.push(...batch);
  return rows;
}

/**
 * The whole sheet read once in the worker: its extent (rows holding a value, first and last) and
 * its first `previewRows` rows (see parseWorker.ts). Refuses past maxRows, maxColumns and every
 * limit of the reader; an empty sheet answers an extent of 0 rows.
 */
export async function inspectSpreadsheet(file: string, kind: 'xlsx' | 'xls', previewRows: number, options: ReadOptions = {}): Promise<Inspection> {
  const read = await startRead(file, jobOf(file, kind, 'inspect', { ...options, previewRows }), options);
  for await (const m of workerMessages(read)) if (m.type === 'inspected') return m.inspection;
  // an inspect job answers 'inspected' or a refusal (parseWorker.ts), never 'end'
  throw new SpreadsheetRefused('corrupt', 'the parse worker ended an inspection without its answer');
}
