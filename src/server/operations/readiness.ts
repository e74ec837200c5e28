// What /readyz checks, each by name: the database answers a trivial query within a short time,
// every migration this code knows is applied (one applied by newer code beside it is fine: a
// rolling start), every job runner this process started is going round (jobs/runner.ts alive()),
// and the data-folder lock is still this process's (db/dataLock). A check that does not apply
// (no runner started: JOB_RUNNERS=0; no lock: a test app) says 'off'. The answer names checks
// only: no error text, host or credential ever leaves; why a check failed goes to the log.
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DataDirLock } from '../db/dataLock/lockHandle';
import { MIGRATIONS } from '../db/migrations';
import type { Db } from '../db/schema';

export type CheckState = 'ok' | 'failed' | 'off';
export const CHECK_NAMES = ['database', 'migrations', 'jobRunners', 'dataLock'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type Checks = Record<CheckName, CheckState>;

/** how long the database has to answer before it counts as down */
export const READY_DB_TIMEOUT_MS = 2000;

export interface RunnerLike {
  readonly started: boolean;
  alive(now: number): boolean;
}

export interface ReadinessSources {
  db: Db;
  now: () => number;
  /** the runners this app has (started or not); read at each check */
  runners: () => RunnerLike[];
  lock?: Pick<DataDirLock, 'held'>;
  timeoutMs?: number;
}

class TimedOut extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const KNOWN = MIGRATIONS.map((m) => m.name);

/** Runs every check; `why` holds the failures' reasons for the log, never for the answer. */
export async function checkReadiness(s: ReadinessSources): Promise<{ checks: Checks; why: Partial<Record<CheckName, string>> }> {
  const why: Partial<Record<CheckName, string>> = {};
  const timeoutMs = s.timeoutMs ?? READY_DB_TIMEOUT_MS;
  const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));
  let database: CheckState = 'ok';
  let migrations: CheckState = 'failed';
  try {
    await within(timeoutMs, sql`select 1`.execute(s.db));
    const applied = await within(timeoutMs, s.db.selectFrom('schema_migrations').select('name').execute());
    const names = new Set(applied.map((r) => r.name));
    const missing = KNOWN.filter((n) => !names.has(n));
    if (missing.length) why.migrations = `${missing.length} not applied, first ${missing[0]}`;
    else migrations = 'ok';
  } catch (e) {
    database = 'failed';
    why.database = reason(e);
  }
  const now = s.now();
  const started = s.runners().filter((r) => r.started);
  const jobRunners: CheckState = started.length === 0 ? 'off' : started.every((r) => r.alive(now)) ? 'ok' : 'failed';
  if (jobRunners === 'failed') why.jobRunners = `${started.filter((r) => !r.alive(now)).length} of ${started.length} not going round`;
  const dataLock: CheckState = !s.lock ? 'off' : s.lock.held() ? 'ok' : 'failed';
  return { checks: { database, migrations, jobRunners, dataLock }, why };
}

export const failedChecks = (checks: Checks): CheckName[] => CHECK_NAMES.filter((n) => checks[n] === 'failed');

/** Logs a change of the failed checks once (a balancer asks every few seconds), with the reasons. */
export function readinessLogger(log: FastifyBaseLogger) {
  let last = '';
  return (failed: CheckName[], why: Partial<Record<CheckName, string>>) => {
    const now = failed.join(',');
    if (now === last) return;
    last = now;
    if (failed.length) log.warn({ failed, why }, 'not ready');
    else log.info('ready');
  };
}
