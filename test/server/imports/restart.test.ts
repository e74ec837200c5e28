// A server killed in the middle of a 5,000-row import (SIGKILL: no chance to clean up) and
// started again resumes the job after its last committed batch: the job ends finished, its counts
// add up to the file's rows, and no person is written twice.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/schema';
import { importDb } from '../../../src/server/imports/tables';
import { signIn, TENANT_A } from '../helpers';
import { makeReopenableDb, ReopenableDb } from '../testDb';
import { relation, startImport, studentRow, STUDENT_HEADER, uploadOk, xlsxOf } from './fixtures';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

// a migrated, seeded database and child processes: minutes on a loaded CI machine
jest.setTimeout(180_000);

const ROWS = 5000;
let dataDir: string;
let database: ReopenableDb;

beforeAll(async () => {
  dataDir = dataDirForSmallDemo('import-restart-');
  database = await makeReopenableDb(dataDir, { seed: 'small' });
});

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const openDb = (): Promise<Db> => database.open();

/** The child server, killed with SIGKILL once it has committed `batches` batches. */
function runChildUntilKilled(batches: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    // the killed process cannot clean up: its temporary files go where the test removes them
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

it('resumes a job after the server is killed mid-import, without writing a row twice', async () => {
  // 1. a server that queues the import but runs nothing
  let db = await openDb();
  let app = buildApp({ db, dataDir, imports: { runner: false } });
  await app.ready();
  const session = await signIn(app, TENANT_A);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const r = studentRow(30000 + i);
    r[0] = `RS${String(i).padStart(6, '0')}`;
    return r;
  });
  const up = await uploadOk(app, session, await xlsxOf([STUDENT_HEADER, ...rows]));
  const rel = await relation(app, session, up.id);
  const started = await startImport(app, session, {
    id: up.id,
    headerLine: 1,
    ruleNum: 1,
    checkField: 'studentNo',
    matchFieldList: rel.result.matchFieldList,
    stuInfoHandle: 1,
  });
  const key = started.result.redisKey;
  await app.close();
  await db.destroy();

  // 2. a server process that takes the job and is killed after three batches
  const committed = await runChildUntilKilled(3);
  // batches of the reader's 500 sheet rows (the job's first one in two pieces)
  expect(committed.slice(0, 3)).toEqual([201, 500, 1000]);

  // 3. started again: the job is found running, requeued and resumed
  db = await openDb();
  const before = await importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  expect(before.state).toBe('running');
  expect(before.last_row).toBeGreaterThanOrEqual(1000);
  app = buildApp({ db, dataDir, imports: { runner: true, singleProcess: database.kind === 'pglite', runnerOptions: { pollMs: 20, staleMs: 1000 } } });
  await app.ready();
  const until = Date.now() + 60_000;
  let job = before;
  while ((job.state === 'running' || job.state === 'queued') && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    job = await importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  }
  await app.close();

  expect(job).toMatchObject({ state: 'finished', attempts: 2, total_num: ROWS, finish_num: ROWS, new_insert_num: ROWS, fail_num: 0, last_row: ROWS + 1 });
  expect(job.new_insert_num + job.update_num + job.jump_num + job.fail_num).toBe(job.total_num);
  const people = await db.selectFrom('people').select(['student_no']).where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'RS%').execute();
  expect(people).toHaveLength(ROWS);
  expect(new Set(people.map((p) => p.student_no)).size).toBe(ROWS);
  const changes = await importDb(db).selectFrom('import_changes').select('inserted_ids').where('job_key', '=', key).execute();
  expect(changes.flatMap((c) => c.inserted_ids)).toHaveLength(ROWS);
  await db.destroy();
});
