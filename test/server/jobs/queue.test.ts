// The shared job queue (src/server/jobs/queue.ts) as the Excel import now uses it (it had a claim
// and a requeue of its own), and the end of a counted job (src/server/jobs/endCounted.ts) that the
// Excel import and the photo import share: oldest queued first, never a job that is not queued,
// one more attempt a claim; only stale heartbeats go back to the queue when several processes
// share the database; an end names its worker, and the counts add up.
import { endJob, importQueue } from '../../../src/server/imports/jobs/jobRows';
import { importDb } from '../../../src/server/imports/tables';
import type { Db } from '../../../src/server/db/schema';
import { endCountedJob } from '../../../src/server/jobs/endCounted';
import { TENANT_A } from '../helpers';
import { makeTestDb, TestDb } from '../testDb';

jest.setTimeout(60_000);

let testDb: TestDb;
let db: Db;
const T0 = new Date('2026-03-01T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const claimNextJob = (d: Db, workerId: string, now: Date) => importQueue(d).claimNext(workerId, now);
const requeueOrphans = (d: Db, olderThan: Date | null) => importQueue(d).requeueOrphans(olderThan);

beforeAll(async () => {
  testDb = await makeTestDb({ seed: 'small' });
  db = testDb.db;
  await importDb(db)
    .insertInto('import_uploads')
    .values({
      id: 'up_queue',
      tenant_id: TENANT_A,
      user_id: 1,
      target: 'students',
      file_name: 'a.xlsx',
      stored_name: 'a.xlsx',
      kind: 'xlsx',
      size: 1,
      row_count: 1,
      last_row: 1,
      preview: '[]',
    })
    .execute();
});

afterAll(() => testDb?.close());

beforeEach(() => importDb(db).deleteFrom('import_jobs').execute());

async function addJob(key: string, created: Date, state: 'queued' | 'running' | 'finished' = 'queued', extra: Record<string, unknown> = {}) {
  await importDb(db)
    .insertInto('import_jobs')
    .values({
      key,
      tenant_id: TENANT_A,
      user_id: 1,
      user_name: 'admin',
      target: 'students',
      upload_id: 'up_queue',
      params: '{}',
      dry_run: false,
      state,
      total_estimate: 3,
      created_at: created,
      ...extra,
    })
    .execute();
}

const row = (key: string) => importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

describe('the Excel import claims through the shared queue', () => {
  test('the oldest queued job first, running and ended ones never; each claim one more attempt', async () => {
    await addJob('imp_done', at(0), 'finished');
    await addJob('imp_busy', at(1), 'running', { worker_id: 'w0', heartbeat_at: at(1) });
    await addJob('imp_new', at(3));
    await addJob('imp_old', at(2));

    const first = await claimNextJob(db, 'w1', at(10));
    expect(first).toMatchObject({ key: 'imp_old', attempts: 1, tenantId: TENANT_A, uploadId: 'up_queue', lastRow: 0, sample: [] });
    expect(await row('imp_old')).toMatchObject({ state: 'running', worker_id: 'w1', heartbeat_at: at(10), started_at: at(10) });
    expect((await claimNextJob(db, 'w2', at(11)))?.key).toBe('imp_new');
    expect(await claimNextJob(db, 'w3', at(12))).toBeNull();
  });

  test('a requeue with a staleness limit takes back only the jobs whose heartbeat is older; a claim again keeps the first start', async () => {
    await addJob('imp_stale', at(0), 'running', { worker_id: 'w0', heartbeat_at: at(1), started_at: at(1), attempts: 1 });
    await addJob('imp_alive', at(0), 'running', { worker_id: 'w1', heartbeat_at: at(9), started_at: at(9), attempts: 1 });

    expect(await requeueOrphans(db, at(5))).toBe(1);
    expect(await row('imp_stale')).toMatchObject({ state: 'queued', worker_id: null });
    expect(await row('imp_alive')).toMatchObject({ state: 'running', worker_id: 'w1' });

    const again = await claimNextJob(db, 'w2', at(20));
    expect(again).toMatchObject({ key: 'imp_stale', attempts: 2 });
    expect(await row('imp_stale')).toMatchObject({ started_at: at(1), heartbeat_at: at(20) });

    // one process on the database: every running job is orphaned
    expect(await requeueOrphans(db, null)).toBe(2);
  });
});

describe('a counted job ends through one statement', () => {
  test('only by the worker that holds it; its total becomes what it went through, with a report when items failed', async () => {
    await addJob('imp_end', at(0));
    const job = (await claimNextJob(db, 'w1', at(1)))!;
    await importDb(db).updateTable('import_jobs').set({ finish_num: 3, new_insert_num: 2, fail_num: 1 }).where('key', '=', job.key).execute();

    await endJob(db, job, 'someone else', 'finished', at(2));
    expect(await row('imp_end')).toMatchObject({ state: 'running', finished_at: null });

    await endJob(db, job, 'w1', 'finished', at(3));
    const ended = await row('imp_end');
    expect(ended).toMatchObject({ state: 'finished', finished_at: at(3), total_num: 3, error_msg: 'import.someRowsFailed', error_params: { failed: 1 } });
    expect(ended.error_key).toMatch(/^err_/);

    // ended: the worker's second end changes nothing
    await endJob(db, job, 'w1', 'failed', at(4), { msg: 'import.refused.failed' });
    expect(await row('imp_end')).toMatchObject({ state: 'finished', error_msg: 'import.someRowsFailed' });
  });

  test('without a worker only a job nobody runs, and a message of its own with no failed item', async () => {
    await addJob('imp_idle', at(0));
    await addJob('imp_run', at(0), 'running', { worker_id: 'w1', heartbeat_at: at(0) });
    const kind = { table: 'import_jobs', someFailed: 'import.someRowsFailed', newErrorKey: () => 'err_x', idleStates: ['queued'], dropsFile: false } as const;

    expect(await endCountedJob(db, kind, 'imp_run', null, 'cancelled', at(1))).toBe(false);
    expect(await endCountedJob(db, kind, 'imp_idle', null, 'cancelled', at(1), { msg: 'import.cancelled' })).toBe(true);
    expect(await row('imp_idle')).toMatchObject({ state: 'cancelled', total_num: 0, error_key: null, error_msg: 'import.cancelled', error_params: {} });
    expect(await row('imp_run')).toMatchObject({ state: 'running' });
  });
});
