// An export outlives a restart: one left running when the server stopped is claimed again by the
// next start and written from the top (a new file; the partial one removed); one whose worker
// died (its heartbeat stale, as several processes on PostgreSQL see it) is taken over; one that
// keeps dying fails with its reason instead of looping.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { ExportsOptions } from '../../../src/server/exports/plugin';
import { exportDb } from '../../../src/server/exports/tables';
import { makeTestDb, signIn, TENANT_A } from '../helpers';
import type { TestDb } from '../testDb';
import { readWorkbook } from '../imports/fixtures';
import { addStudents, fetchFile, gate, progress, startExport, waitForExport } from './exportApp';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

const PAGE = 100;
let testDb: TestDb;
let dataDir: string;

beforeAll(async () => {
  testDb = await makeTestDb({ seed: 'small' });
  await addStudents(testDb.db, 1000);
  dataDir = dataDirForSmallDemo('campus-export-restart-');
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(exports: Omit<ExportsOptions, 'dataDir'>): Promise<FastifyInstance> {
  const app = buildApp({ db: testDb.db, dataDir, exports: { ...exports, runnerOptions: { pollMs: 20, pageSize: PAGE, ...exports.runnerOptions } } });
  await app.ready();
  return app;
}

const jobRow = (key: string) => exportDb(testDb.db).selectFrom('export_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
const files = () => readdirSync(path.join(dataDir, 'files', 'exports'));

it('writes an export again from the top after the server stopped in the middle of it', async () => {
  const paused = gate();
  const first = await start({
    runner: true,
    singleProcess: true,
    runnerOptions: {
      afterPage: async (_job, written) => {
        if (written === 300) {
          paused.arrive();
          await paused.wait();
        }
      },
    },
  });
  const s1 = await signIn(first, TENANT_A);
  const key = (await startExport(first, s1, { exportField: '姓名:name,学号:studentNo' })).result.redisKey;
  await paused.reached;
  const partial = (await jobRow(key)).stored_name!;
  expect(files()).toEqual([partial]);
  // the server closes: the runner stops after this page, the job stays running
  const closing = first.close();
  paused.open();
  await closing;
  const left = await jobRow(key);
  expect(left).toMatchObject({ state: 'running', attempts: 1 });
  // the close reaches the runner within a page or two of the pause
  expect(left.finish_num).toBeGreaterThanOrEqual(300);
  expect(left.finish_num).toBeLessThan(left.total_num);
  expect(files()).toEqual([]);

  const second = await start({ runner: true, singleProcess: true });
  try {
    const s2 = await signIn(second, TENANT_A);
    const done = await waitForExport(second, s2, key);
    const total = Number(
      (
        await testDb.db
          .selectFrom('people')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', TENANT_A)
          .where('identity', '=', 'STUDENT')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(done.result).toMatchObject({ state: 'finished', finishNum: total, totalNum: total, finishRate: 1 });
    const job = await jobRow(key);
    expect(job.attempts).toBe(2);
    expect(job.stored_name).not.toBe(partial);
    expect(files()).toEqual([job.stored_name]);
    const rows = (await readWorkbook((await fetchFile(second, s2, done.result.url!)).rawPayload))[0].rows.slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[1].value)).size).toBe(total);
  } finally {
    await second.close();
  }
});

it('takes over an export whose worker died, and removes the file it left', async () => {
  const idle = await start({ runner: false });
  const s = await signIn(idle, TENANT_A);
  const key = (await startExport(idle, s, { exportField: '姓名:name' })).result.redisKey;
  await idle.close();
  // as a killed process leaves it: running, an old heartbeat, half a file
  const halfFile = `${'a'.repeat(32)}.xlsx`;
  writeFileSync(path.join(dataDir, 'files', 'exports', halfFile), 'PK half a zip');
  await exportDb(testDb.db)
    .updateTable('export_jobs')
    .set({ state: 'running', worker_id: 'w_dead', attempts: 1, heartbeat_at: new Date(Date.now() - 120_000), stored_name: halfFile, finish_num: 500 })
    .where('key', '=', key)
    .execute();

  const other = await start({ runner: true, singleProcess: false, runnerOptions: { staleMs: 1000 } });
  try {
    const done = await waitForExport(other, await signIn(other, TENANT_A), key);
    expect(done.result).toMatchObject({ state: 'finished', finishRate: 1 });
    const job = await jobRow(key);
    expect(job.attempts).toBe(2);
    expect(existsSync(path.join(dataDir, 'files', 'exports', halfFile))).toBe(false);
    expect(files()).toContain(job.stored_name);
  } finally {
    await other.close();
  }
});

it('fails an export that keeps being interrupted, with its reason', async () => {
  const idle = await start({ runner: false });
  const s = await signIn(idle, TENANT_A);
  const key = (await startExport(idle, s, { exportField: '姓名:name' })).result.redisKey;
  await idle.close();
  await exportDb(testDb.db).updateTable('export_jobs').set({ state: 'running', worker_id: 'w_dead', attempts: 3 }).where('key', '=', key).execute();

  const app = await start({ runner: true, singleProcess: true, runnerOptions: { maxAttempts: 3 } });
  try {
    const ended = await waitForExport(app, await signIn(app, TENANT_A), key);
    expect(ended.envelope.status).toBe(1000);
    expect(ended.result).toMatchObject({ state: 'failed', finished: 1, url: null, errorMsg: '导出多次中断，已停止，请重新导出' });
    expect((await progress(app, await signIn(app, TENANT_A), key)).result.state).toBe('failed');
  } finally {
    await app.close();
  }
});
