// One runner loop for every kind of job (ARCHITECTURE.md, "Jobs"): claims queued jobs one at a
// time and runs them; on start, and every half stale period after, it puts orphaned jobs back in
// the queue (with one process on the database every running job is orphaned at start, with
// several only those whose heartbeat went stale); a job claimed more than `maxAttempts` times
// is given up instead of looping. What a job is and how it runs is the queue's business.
// (The Excel import, export, photo import, news and business package runners are this loop over
// their own tables, each claiming and requeueing through queue.ts; their options extend
// JobRunnerOptions.) The loop notes when it last went round, for the readiness check (alive()).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface QueuedJob {
  key: string;
  attempts: number;
}

export interface JobQueue<J extends QueuedJob, Outcome extends string> {
  /** what the log calls these jobs ('export') */
  name: string;
  requeueOrphans(olderThan: Date | null): Promise<number>;
  claimNext(workerId: string, now: Date): Promise<J | null>;
  run(job: J, workerId: string, stopping: () => boolean): Promise<Outcome>;
  /** claimed too many times, or crashed: end it as failed */
  giveUp(job: J, workerId: string, why: 'interrupted' | 'crashed'): Promise<void>;
}

export interface JobRunnerOptions {
  log: FastifyBaseLogger;
  now: () => number;
  /** true when this process alone uses the database (PGlite) */
  singleProcess: boolean;
  /** a running job whose heartbeat is older than this is taken over (several processes) */
  staleMs?: number;
  /** how often to look for queued jobs made by other processes */
  pollMs?: number;
  maxAttempts?: number;
}

export class JobRunner<J extends QueuedJob, Outcome extends string> {
  readonly workerId = `w_${randomBytes(6).toString('hex')}`;
  private running = false;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private idleWaiters: (() => void)[] = [];
  private busy = false;
  private lastStaleCheck = 0;
  /** when the loop last went round (the readiness check's sign of life) */
  private lastTick = 0;
  private crashed = false;

  constructor(
    private readonly queue: JobQueue<J, Outcome>,
    private readonly o: JobRunnerOptions,
  ) {}

  private get staleMs() {
    return this.o.staleMs ?? 60_000;
  }

  get started(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.crashed = false;
    this.lastTick = this.o.now();
    this.loop = this.run().catch((e) => {
      this.crashed = true;
      this.o.log.error({ err: e }, `${this.queue.name} runner stopped`);
    });
  }

  /**
   * Whether the loop is running (for /readyz): started, not ended by an error, and either inside a
   * claimed job (whose batches are its heartbeat in the database) or gone round within three polls
   * (at least 10 s). A runner never started is not asked (JOB_RUNNERS=0).
   */
  alive(now: number): boolean {
    if (!this.running || this.crashed) return false;
    return this.busy || now - this.lastTick <= Math.max(3 * (this.o.pollMs ?? 1000), 10_000);
  }

  /** A job was queued or asked to stop: look now rather than at the next poll. */
  kick(): void {
    this.wake?.();
  }

  /** Stops after the current step of the current job; the job is resumed on the next start. */
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
    const olderThan = this.o.singleProcess && this.lastStaleCheck === 0 ? null : new Date(now - this.staleMs);
    const requeued = await this.queue.requeueOrphans(olderThan);
    this.lastStaleCheck = now;
    if (requeued) this.o.log.info({ requeued }, `${this.queue.name} jobs requeued`);
  }

  private async runClaimed(job: J): Promise<Outcome | 'failed'> {
    if (job.attempts > (this.o.maxAttempts ?? 3)) {
      await this.queue.giveUp(job, this.workerId, 'interrupted');
      return 'failed';
    }
    return this.queue.run(job, this.workerId, () => this.stopping);
  }

  private async run(): Promise<void> {
    // which process a job's worker_id belongs to (several processes on one database)
    this.o.log.info({ worker: this.workerId }, `${this.queue.name} runner started`);
    await this.recover();
    while (!this.stopping) {
      this.lastTick = this.o.now();
      if (this.o.now() - this.lastStaleCheck > this.staleMs / 2) await this.recover();
      this.busy = true;
      const job = await this.queue.claimNext(this.workerId, new Date(this.o.now()));
      if (job) {
        const outcome = await this.runClaimed(job).catch(async (e) => {
          this.o.log.error({ err: e, job: job.key }, `${this.queue.name} job crashed`);
          await this.queue.giveUp(job, this.workerId, 'crashed').catch(() => undefined);
          return 'failed' as const;
        });
        this.o.log.info({ job: job.key, outcome }, `${this.queue.name} job ended`);
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
