// A photo import outlives its server: killed with SIGKILL in the middle (no chance to clean up),
// the next start resumes the job after its last committed batch, and no person gets two photos
// nor the store a stray file; a batch that wrote its files but never committed has them removed;
// error rule 2 stopped while placing goes on placing; a job that keeps dying fails with its reason.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/schema';
import type { PhotoImportsOptions } from '../../../src/server/photoImport/plugin';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { signIn, TENANT_A } from '../helpers';
import { makeReopenableDb, ReopenableDb } from '../testDb';
import { gate } from '../exports/exportApp';
import { makePhotoZip } from './makeZip';
import { addPeople, photoColumns, photoStoreFiles, progress, uploadOk, zipUploads } from './photoApp';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

// a migrated, seeded database and child processes: minutes on a loaded CI machine
jest.setTimeout(180_000);

let dataDir: string;
let database: ReopenableDb;
let db: Db;

beforeAll(async () => {
  dataDir = dataDirForSmallDemo('photo-import-restart-');
  database = await makeReopenableDb(dataDir, { seed: 'small' });
  db = await openDb();
});

afterAll(async () => {
  await db.destroy();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const openDb = (): Promise<Db> => database.open();

async function startApp(photoImports: Omit<PhotoImportsOptions, 'dataDir'>): Promise<FastifyInstance> {
  const app = buildApp({
    db,
    dataDir,
    imports: { runner: false },
    photoImports: { singleProcess: database.kind === 'pglite', ...photoImports, runnerOptions: { pollMs: 20, staleMs: 1000, ...photoImports.runnerOptions } },
  });
  await app.ready();
  return app;
}

const jobRow = (key: string) => photoImportDb(db).selectFrom('photo_import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

async function waitForEnd(key: string) {
  const until = Date.now() + 60_000;
  let job = await jobRow(key);
  while (['queued', 'running', 'waiting'].includes(job.state) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 30));
    job = await jobRow(key);
  }
  return job;
}

/** Queues a photo job of `n` new students with the runner off; answers its key and the people. */
async function queueJob(n: number, tag: string, data: { errorRule?: 1 | 2 } = {}) {
  const people = await addPeople(db, TENANT_A, 'STUDENT', n, tag);
  const app = await startApp({ runner: false });
  const s = await signIn(app, TENANT_A);
  const up = await uploadOk(app, s, await makePhotoZip({ count: n, identifierOf: (i) => people[i].identifier }), data);
  await app.close();
  return { key: up.redisKey, people };
}

/** Every stored photo is some person's picture (thumbnails are made when shown), none is left over. */
async function expectNoStrayFiles() {
  const named = await db.selectFrom('people').select('photo_path').where('tenant_id', '=', TENANT_A).where('photo_path', 'is not', null).execute();
  expect(photoStoreFiles(dataDir).filter((f) => f.startsWith(`${TENANT_A}/`))).toHaveLength(named.length);
}

function runChildUntilKilled(batches: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const childTmp = path.join(dataDir, 'tmp');
    mkdirSync(childTmp, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'restartChild.ts')], {
      env: { ...process.env, NODE_OPTIONS: '', TMPDIR: childTmp, RESTART_DATA_DIR: dataDir, RESTART_PG_URL: database.pgUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: number[] = [];
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not commit ${batches} batches:\n${output}`));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const m of chunk.toString().matchAll(/committed (\d+)/g)) committed.push(Number(m[1]));
      if (committed.length >= batches && child.exitCode === null) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(committed);
      else reject(new Error(`child exited by itself:\n${output}`));
    });
  });
}

it('resumes a job after the server is killed mid-import, without placing a photo twice', async () => {
  const { key, people } = await queueJob(45, 'K');
  await db.destroy();
  const committed = await runChildUntilKilled(2);
  expect(committed.slice(0, 2)).toEqual([10, 20]);
  db = await openDb();
  const left = await jobRow(key);
  expect(left).toMatchObject({ state: 'running', attempts: 1 });
  expect(left.last_index).toBeGreaterThanOrEqual(20);

  const app = await startApp({ runner: true });
  const job = await waitForEnd(key);
  await app.close();
  expect(job).toMatchObject({ state: 'finished', attempts: 2, total_num: 45, finish_num: 45, new_insert_num: 45, fail_num: 0, last_index: 45 });
  const cols = await photoColumns(
    db,
    people.map((p) => p.id),
  );
  expect([...cols.values()].every((c) => c.photo_path)).toBe(true);
  await expectNoStrayFiles();
  expect(zipUploads(dataDir)).toEqual([]);
});

it('removes the files of a batch that was written but never committed', async () => {
  const { key, people } = await queueJob(12, 'U');
  const store = { dir: path.join(dataDir, 'files', 'photos', TENANT_A) };
  // as a killed worker leaves it: running, its batch's items recorded and their files written
  const ghost = ['a'.repeat(32) + '.jpg', 'b'.repeat(32) + '.png'];
  mkdirSync(path.join(store.dir, 'thumb'), { recursive: true });
  for (const name of ghost) {
    writeFileSync(path.join(store.dir, name), 'half a batch');
    writeFileSync(path.join(store.dir, 'thumb', `${name.slice(0, 32)}.jpg`), 'thumb');
  }
  await photoImportDb(db)
    .updateTable('photo_import_jobs')
    .set({ state: 'running', worker_id: 'w_gone', attempts: 1, heartbeat_at: new Date(Date.now() - 3_600_000) })
    .where('key', '=', key)
    .execute();
  await photoImportDb(db)
    .insertInto('photo_import_items')
    .values(ghost.map((name, i) => ({ job_key: key, entry_index: i, person_id: people[i].id, stored_name: name })))
    .execute();
  expect(photoStoreFiles(dataDir).filter((f) => ghost.some((g) => f.includes(g.slice(0, 32))))).toHaveLength(4);

  const app = await startApp({ runner: true });
  const job = await waitForEnd(key);
  await app.close();
  expect(job).toMatchObject({ state: 'finished', attempts: 2, total_num: 12, new_insert_num: 12 });
  expect(photoStoreFiles(dataDir).filter((f) => ghost.some((g) => f.includes(g.slice(0, 32))))).toEqual([]);
  await expectNoStrayFiles();
});

it('error rule 2 stopped while placing goes on placing after the restart', async () => {
  const { key, people } = await queueJob(20, 'P', { errorRule: 2 });
  const paused = gate();
  let calls = 0;
  // batches of 5: four checked, then the first place step
  const first = await startApp({
    runner: true,
    runnerOptions: {
      batchSize: 5,
      afterBatch: async () => {
        calls += 1;
        if (calls === 5) {
          paused.arrive();
          await paused.wait();
        }
      },
    },
  });
  await paused.reached;
  const mid = await jobRow(key);
  expect(mid).toMatchObject({ phase: 'place', checked_num: 20, new_insert_num: 5, finish_num: 5 });
  const closing = first.close();
  paused.open();
  await closing;
  expect((await jobRow(key)).state).toBe('running');

  const app = await startApp({ runner: true });
  const job = await waitForEnd(key);
  await app.close();
  expect(job).toMatchObject({ state: 'finished', total_num: 20, new_insert_num: 20, fail_num: 0, jump_num: 0 });
  expect(
    [
      ...(
        await photoColumns(
          db,
          people.map((p) => p.id),
        )
      ).values(),
    ].every((c) => c.photo_path),
  ).toBe(true);
  expect(await photoImportDb(db).selectFrom('photo_import_items').selectAll().where('job_key', '=', key).execute()).toEqual([]);
  await expectNoStrayFiles();
});

it('fails a job that keeps dying, with its reason, instead of looping', async () => {
  const { key } = await queueJob(3, 'F');
  await photoImportDb(db)
    .updateTable('photo_import_jobs')
    .set({ state: 'running', worker_id: 'w_gone', attempts: 3, heartbeat_at: new Date(Date.now() - 3_600_000) })
    .where('key', '=', key)
    .execute();
  const app = await startApp({ runner: true });
  const job = await waitForEnd(key);
  const s = await signIn(app, TENANT_A);
  const polled = await progress(app, s, key);
  await app.close();
  expect(job).toMatchObject({ state: 'failed', attempts: 4, stored_name: null });
  expect(job.error_key).toMatch(/^pie_/);
  expect([polled.envelope.status, polled.envelope.msg]).toEqual([1002, '服务重启时照片导入被中断，已导入的照片保留，请重新导入其余照片']);
  const report = await photoImportDb(db).selectFrom('photo_import_errors').select(['entry_index', 'reason']).where('job_key', '=', key).execute();
  expect(report).toEqual([{ entry_index: -1, reason: 'photoImport.refused.interrupted' }]);
});
