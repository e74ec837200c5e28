// One app's metrics (README, "Operations"), in a prom-client registry of its own (never the
// library's global one: tests build many apps in one process). Counted as things happen: each
// answer's latency by route pattern and method, and its status; rows the import and export jobs
// have written; the apps' intake batches in flight and refused. Read at scrape time: the job
// queues (jobQueues.ts), the database pool, and the process's own metrics (event-loop lag, memory,
// CPU: prom-client's defaults, started at the first scrape so an app never scraped pays nothing).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../../db/open';
import type { Db } from '../../db/schema';
import { readQueues, QueueState } from './jobQueues';

export type RowsKind = 'import' | 'export';

export interface AppMetrics {
  readonly registry: Registry;
  /** one answer: its method, the route's pattern ('(unmatched)' when none), status and seconds */
  answered(method: string, route: string, status: number, seconds: number): void;
  /** rows a job of this kind has just written (a batch, a page) */
  rowsDone(kind: RowsKind, rows: number): void;
  /** the apps' intake gate (appCalls/intakeGate.ts): a batch admitted, ended, refused */
  intake: { entered(): void; left(): void; refused(): void };
  /** the text a scrape gets */
  scrape(): Promise<string>;
}

export interface AppMetricsSources {
  db: Db;
  now: () => number;
  pool?: PoolUse;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(s: AppMetricsSources): AppMetrics {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'campus_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const answers = new Counter({
    name: 'campus_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const rows = new Counter({
    name: 'campus_job_rows_total',
    help: 'Rows written by import and export jobs',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  // rows a second since the previous scrape (rate(campus_job_rows_total[…]) says the same over any window)
  const lastRows = new Map<RowsKind, { rows: number; at: number }>();
  const rowsDoneByKind = new Map<RowsKind, number>();
  new Gauge({
    name: 'campus_job_rows_per_second',
    help: 'Rows a second written by import and export jobs since the previous scrape',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const at = s.now();
      for (const kind of ['import', 'export'] as const) {
        const total = rowsDoneByKind.get(kind) ?? 0;
        const last = lastRows.get(kind);
        const seconds = last ? (at - last.at) / 1000 : 0;
        this.set({ kind }, last && seconds > 0 ? (total - last.rows) / seconds : 0);
        lastRows.set(kind, { rows: total, at });
      }
    },
  });
  const inFlight = new Gauge({ name: 'campus_intake_batches_in_flight', help: "Apps' intake batches being worked on", registers: [registry] });
  const refused = new Counter({ name: 'campus_intake_refused_total', help: "Apps' intake batches refused as busy (503)", registers: [registry] });

  // both queue gauges come from one read a scrape (they are collected together); a database that
  // does not answer leaves them empty rather than failing the scrape
  let reading: Promise<QueueState[] | null> | null = null;
  const queues = () => (reading ??= readQueues(s.db, s.now()).catch(() => null));
  new Gauge({
    name: 'campus_job_queue_jobs',
    help: 'Jobs queued and running, by queue',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await queues()) ?? []) {
        this.set({ queue: q.queue, state: 'queued' }, q.queued);
        this.set({ queue: q.queue, state: 'running' }, q.running);
      }
    },
  });
  new Gauge({
    name: 'campus_job_queue_oldest_age_seconds',
    help: 'Age of the oldest queued job, by queue (0: none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await queues()) ?? []) this.set({ queue: q.queue }, q.oldestQueuedSeconds);
    },
  });
  if (s.pool) {
    const pool = s.pool;
    new Gauge({
      name: 'campus_db_pool_connections',
      help: 'Database connections: total, idle, and queries waiting for one (PGlite: one connection)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: 'total' }, use.total);
        if (use.idle !== undefined) this.set({ state: 'idle' }, use.idle);
        if (use.waiting !== undefined) this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  let defaults = false;
  return {
    registry,
    answered(method, route, status, seconds) {
      latency.observe({ method, route }, seconds);
      answers.inc({ method, route, status: String(status) });
    },
    rowsDone(kind, n) {
      if (n <= 0) return;
      rows.inc({ kind }, n);
      rowsDoneByKind.set(kind, (rowsDoneByKind.get(kind) ?? 0) + n);
    },
    intake: { entered: () => inFlight.inc(), left: () => inFlight.dec(), refused: () => refused.inc() },
    async scrape() {
      if (!defaults) {
        defaults = true;
        collectDefaultMetrics({ register: registry });
      }
      reading = null;
      return registry.metrics();
    },
  };
}
