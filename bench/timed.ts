// Timing work as the benches do: one run (its ms and its value), runs one after another (each
// run's ms), and signed calls through the API repeated (their p95, p50 and the answers outside
// the expected statuses).
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Answer, call, CallOptions, Session } from '../test/server/helpers';
import { percentile } from './percentile';

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

/** `work(i)` for i = 0 … count − 1 one after another, after `warmup` runs not measured (work(0) …): each run's ms and value */
export async function timeRuns<T>(count: number, work: (i: number) => Promise<T>, warmup = 0): Promise<{ times: number[]; values: T[] }> {
  for (let i = 0; i < warmup; i += 1) await work(i);
  const times: number[] = [];
  const values: T[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const value = await work(i);
    times.push(performance.now() - t0);
    values.push(value);
  }
  return { times, values };
}

export interface CallStats<R> {
  p95: number;
  p50: number;
  /** answers whose status is not among `ok` */
  errors: number;
  last: Answer<R>;
}

/** `count` signed calls, the i-th `make(i)`, after `warmup` not measured; `ok`: the statuses that are not errors (1000 unless given) */
export async function callStats<R = unknown>(
  app: FastifyInstance,
  session: Session,
  make: (i: number) => CallOptions,
  count: number,
  { warmup = 0, ok = [1000] }: { warmup?: number; ok?: number[] } = {},
): Promise<CallStats<R>> {
  const { times, values } = await timeRuns(count, (i) => call<R>(app, session, make(i)), warmup);
  return {
    p95: percentile(times, 95),
    p50: percentile(times, 50),
    errors: values.filter((a) => !ok.includes(a.envelope.status)).length,
    last: values[values.length - 1],
  };
}
