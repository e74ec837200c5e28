// The import runner the app starts (ARCHITECTURE.md, "Jobs"): claims queued jobs one at a time
// and runs them. On start it puts orphaned jobs back in the queue, to be resumed after their last
// committed batch: with one process on the database (PGlite), every job still marked running is
// orphaned; with several processes (PostgreSQL), only those whose heartbeat went stale. A job
// claimed more than `maxAttempts` times fails cleanly instead of looping.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import type { FileStore } from '../fileStore';
import { ClaimedJob, claimNextJob, requeueOrphans } from './jobRows';
import { failJob, RunContext, runJob, RunOutcome } from './runJob';

/**
 * A batch holds the event loop for its whole transaction (PGlite runs on this thread): measured
 * on the benchmark's 52k students, 1,000 rows a batch stalled it 90–150 ms, 750 rows 80–100 ms at
 * the same speed, 500 rows 55–70 ms but 8 % slower.
 */
const DEFAULT_BATCH = 750;

export interface RunnerOptions {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now: () => number;
  /** true when this process alone uses the database (PGlite) */
  singleProcess: boolean;
  /** rows a batch (one transaction); 750 keeps each under ~100 ms of the event loop on PGlite */
  batchSize?: number;
  /** a running job whose heartbeat is older than this is taken over (several processes) */
  staleMs?: number;
  /** how often to look for queued jobs made by other processes */
  pollMs?: number;
  maxAttempts?: number;
  vacuum?: boolean;
  afterBatch?: RunContext['afterBatch'];
}

export class ImportRunner {
  readonly workerId = `w_${randomBytes(6).toString('hex')}`;
  private running = false;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private idleWaiters: (() => void)[] = [];
  private busy = false;
  private lastStaleCheck = 0;

  constructor(private readonly o: RunnerOptions) {}

  private get staleMs() {
    return this.o.staleMs ?? 60_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run().catch((e) => this.o.log.error({ err: e }, 'import runner stopped'));
  }

  /** A job was queued: look now rather than at the next poll. */
  kick(): void {
    this.wake?.();
  }

  /** Stops after the current batch; the job stays running and is resumed on the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.kick();
    await this.loop;
    this.running = false;
  }

  /** Resolves once no queued job is left (tests and benchmarks wait for it). */
  idle(): Promise<void> {
    if (!this.busy && !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.kick();
    });
  }

  private async recover(): Promise<void> {
    const now = this.o.now();
    const requeued = await requeueOrphans(this.o.db, this.o.singleProcess && this.lastStaleCheck === 0 ? null : new Date(now - this.staleMs));
    this.lastStaleCheck = now;
    if (requeued) this.o.log.info({ requeued }, 'import jobs requeued to resume');
  }

  private context(): RunContext {
    return {
      db: this.o.db, files: this.o.files, workerId: this.workerId, now: () => new Date(this.o.now()), batchSize: this.o.batchSize ?? DEFAULT_BATCH,
      log: this.o.log, vacuum: this.o.vacuum ?? false, stopping: () => this.stopping, afterBatch: this.o.afterBatch,
    };
  }

  private async runClaimed(job: ClaimedJob): Promise<RunOutcome> {
    if (job.attempts > (this.o.maxAttempts ?? 3)) {
      await failJob(this.context(), job, this.workerId, { key: 'import.refused.interrupted' });
      return 'failed';
    }
    return runJob(this.context(), job);
  }

  private async run(): Promise<void> {
    await this.recover();
    while (!this.stopping) {
      if (this.o.now() - this.lastStaleCheck > this.staleMs / 2) await this.recover();
      this.busy = true;
      const job = await claimNextJob(this.o.db, this.workerId, new Date(this.o.now()));
      if (job) {
        const outcome = await this.runClaimed(job).catch((e) => {
          this.o.log.error({ err: e, job: job.key }, 'import job crashed');
          return 'failed' as const;
        });
        this.o.log.info({ job: job.key, outcome }, 'import job ended');
        continue;
      }
      this.busy = false;
      for (const w of this.idleWaiters.splice(0)) w();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.o.pollMs ?? 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    this.busy = false;
    for (const w of this.idleWaiters.splice(0)) w();
  }
}
