// The export tests' app: the server helpers' test app (fresh database, small demo, movable
// clock, temporary DATA_DIR) with the export runner's settings chosen by the test, and the
// export calls as the console makes them (wrapped, signed; the download a signed GET of the
// progress url with the console's query).
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/schema';
import type { ExportsOptions } from '../../../src/server/exports/plugin';
import { EXPORT_PATHS, ExportCountBody, ExportProgress, ExportStartBody } from '../../../src/shared/exports/api';
import { Answer, call, consoleGet, download, makeClock, makeTestDb, Session, TENANT_A, TestApp } from '../helpers';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

export interface ExportAppOptions {
  /** runner settings; the runner starts unless `runner` is false */
  exports?: Omit<ExportsOptions, 'dataDir'>;
  /** a DATA_DIR to use (and leave) instead of a fresh temporary one */
  dataDir?: string;
}

export async function buildExportApp(options: ExportAppOptions = {}): Promise<TestApp> {
  const testDb = await makeTestDb({ seed: 'small' });
  const clock = makeClock();
  const dataDir = options.dataDir ?? dataDirForSmallDemo('campus-export-test-');
  const app = buildApp({
    db: testDb.db,
    now: clock.now,
    dataDir,
    exports: { runner: true, singleProcess: testDb.kind === 'pglite', ...options.exports, runnerOptions: { pollMs: 50, ...options.exports?.runnerOptions } },
  });
  await app.ready();
  return {
    app,
    db: testDb.db,
    clock,
    testDb,
    dataDir,
    async close() {
      await app.close();
      await testDb.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const headers = (app: FastifyInstance, s: Session, identity: string, extra: Record<string, string> = {}) =>
  call<Record<string, string>>(app, s, { url: EXPORT_PATHS.headers, body: { identity }, headers: extra });

export const count = (app: FastifyInstance, s: Session, body: Partial<ExportCountBody>) => call<number>(app, s, { url: EXPORT_PATHS.count, body });

export const startExport = (app: FastifyInstance, s: Session, body: Partial<ExportStartBody>) =>
  call<{ redisKey: string }>(app, s, { url: EXPORT_PATHS.start, body: { identity: 'STUDENT', dataRange: 1, fileName: '学生名单', ...body } });

export const progress = (app: FastifyInstance, s: Session, redisKey: string) =>
  call<ExportProgress>(app, s, { url: EXPORT_PATHS.progress, body: { redisKey } });

export const cancel = (app: FastifyInstance, s: Session, redisKey: string) => call<ExportProgress>(app, s, { url: EXPORT_PATHS.cancel, body: { redisKey } });

/** Polls until the export ends (as the dialog does, without its 3 s wait). */
export async function waitForExport(app: FastifyInstance, s: Session, key: string, timeoutMs = 60_000): Promise<Answer<ExportProgress>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const a = await progress(app, s, key);
    if (a.envelope.status !== 1000 || a.result.finished === 1) return a;
    if (Date.now() > until) throw new Error(`export ${key} did not end: ${JSON.stringify(a.result)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** Starts an export and waits for it; throws when it does not finish. */
export async function exportDone(app: FastifyInstance, s: Session, body: Partial<ExportStartBody>): Promise<ExportProgress> {
  const started = await startExport(app, s, body);
  if (started.envelope.status !== 1000) throw new Error(`start refused: ${started.envelope.status} ${started.envelope.msg}`);
  const done = await waitForExport(app, s, started.result.redisKey);
  if (done.result.state !== 'finished') throw new Error(`export ended ${done.result.state}: ${done.result.errorMsg}`);
  return done.result;
}

/** The progress url fetched as the console's download client does: a signed GET with the session. */
export const fetchFile = (app: FastifyInstance, s: Session, url: string) => download(app, s, { method: 'GET', url: consoleGet(url) });

/** `n` more students of tenant A (one statement), so an export takes several pages. */
export async function addStudents(db: Db, n: number): Promise<void> {
  await sql`insert into people (tenant_id, identity, name, gender, student_no, current_status)
    select ${TENANT_A}, 'STUDENT', '学生' || g, 1 + g % 2, 'T' || lpad(g::text, 8, '0'), '1' from generate_series(1, ${n}::int) g`.execute(db);
}

/** Where a test holds the runner: after the page that brings the rows written to `at`, until
 *  `gate` opens (a fresh gate for each hold; `at` -1: never held). */
export interface RunnerHold {
  at: number;
  gate: ReturnType<typeof gate>;
}

/** The export test app, its runner writing pages of `pageSize` rows and held as `hold` says. */
export function buildHeldExportApp(pageSize: number, hold: RunnerHold): Promise<TestApp> {
  return buildExportApp({
    exports: {
      runnerOptions: {
        pageSize,
        afterPage: async (_job, written) => {
          if (written !== hold.at) return;
          hold.gate.arrive();
          await hold.gate.wait();
        },
      },
    },
  });
}

/** Resolves once the job's row says it was asked to stop: the test may then let the runner go. */
export async function untilCancelAsked(db: Db, key: string): Promise<void> {
  for (;;) {
    const row = await sql<{ asked: boolean }>`select cancel_requested as asked from export_jobs where key = ${key}`.execute(db);
    if (row.rows[0]?.asked) return;
    await new Promise((r) => setImmediate(r));
  }
}

/** A gate a test opens: `wait()` resolves once `open()` was called. */
export function gate(): { wait(): Promise<void>; open(): void; reached: Promise<void>; arrive(): void } {
  let open!: () => void;
  let arrive!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  const reached = new Promise<void>((r) => {
    arrive = r;
  });
  return { wait: () => opened, open, reached, arrive };
}
