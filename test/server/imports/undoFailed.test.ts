// An import that fails part-way keeps the batches it wrote, and those can be undone like a finished
// import's: the history and the job centre offer the undo, and undoing puts the table back exactly
// as it was before the run (inserted rows removed, updated rows' values restored). A run that
// failed before writing anything offers no undo. A batch of new rows is written in one statement
// (insertAtOnce.ts): its undo record, counts and failed rows are still all there, and a job taken
// over by another worker writes nothing more.
import { sql } from 'kysely';
import { IMPORT_PATHS, ImportHistoryRow } from '../../../src/shared/imports';
import { JOB_PATHS, JobItem } from '../../../src/shared/jobs/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, relation, startImport, uploadOk, xlsxOf } from './fixtures';

const BATCH = 5;
/** the import being run fails (as a crash would) once it has committed this row; null: never */
let failAfterRow: number | null = null;
/** the import being run is taken over by another worker once it has committed this row */
let takeOverAfterRow: number | null = null;

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({
    imports: {
      runner: true,
      runnerOptions: {
        pollMs: 50,
        batchSize: BATCH,
        maxAttempts: 1,
        afterBatch: async (job, lastRow) => {
          if (failAfterRow !== null && lastRow >= failAfterRow) throw new Error('the import stops here, as a crash would');
          if (takeOverAfterRow !== null && lastRow >= takeOverAfterRow)
            await sql`update import_jobs set worker_id = 'w_other' where key = ${job.key}`.execute(t.db);
        },
      },
    },
  });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());
afterEach(() => {
  failAfterRow = null;
  takeOverAfterRow = null;
});

const HEADER = ['学号', '姓名', '性别', '身份证号', '手机号'];
/** every column of the W… students but the time of the last change (an undo is a change) */
const table = async () =>
  (await t.db.selectFrom('people').selectAll().where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'W%').orderBy('id').execute()).map(
    ({ updated_at: _updated, ...person }) => person,
  );
const history = async () =>
  (await call<{ data: ImportHistoryRow[] }>(t.app, session, { url: IMPORT_PATHS.history, body: { pageIndex: 1, pageSize: 40 } })).result.data;
const jobs = async () => (await call<JobItem[]>(t.app, session, { url: JOB_PATHS.list, body: {} })).result;

it('undoes a failed run: its batches removed and updated rows restored, the table as before the run', async () => {
  // five students already there, which the failing run updates
  await importFile(
    t.app,
    session,
    await xlsxOf([HEADER, ...Array.from({ length: 5 }, (_, i) => [`W${100 + i}`, `原名${i}`, '男', idNumberFor(6100 + i), `1380000${1000 + i}`])]),
  );
  const before = await table();
  expect(before).toHaveLength(5);

  // rows 2–6 update them, rows 7–21 are new: the run stops after the batch holding row 11
  failAfterRow = 11;
  const run = await importFile(
    t.app,
    session,
    await xlsxOf([
      HEADER,
      ...Array.from({ length: 5 }, (_, i) => [`W${100 + i}`, `改名${i}`, '女', idNumberFor(6100 + i), `1390000${1000 + i}`]),
      ...Array.from({ length: 15 }, (_, i) => [`W${200 + i}`, `新生${i}`, '男', idNumberFor(6200 + i), '']),
    ]),
  );
  expect(run.status.state).toBe('failed');
  expect(run.status.updateNum).toBe(5);
  const inserted = run.status.newInsertNum;
  expect(inserted).toBeGreaterThan(0);
  expect(inserted).toBeLessThan(15);
  const written = await table();
  expect(written).toHaveLength(5 + inserted);
  expect(written.filter((p) => p.name.startsWith('改名'))).toHaveLength(5);

  // the history and the job centre offer its undo
  const row = (await history()).find((r) => r.key === run.key)!;
  expect(row).toMatchObject({ state: 'failed', undoable: true });
  expect(row.spent).toBeUndefined();
  expect((await jobs()).find((j) => j.id === run.key)).toMatchObject({ state: 'failed', undoable: true });

  const undone = await call<{ removed: number; restored: number }>(t.app, session, { url: IMPORT_PATHS.undo, body: { key: run.key } });
  expect(undone.envelope).toMatchObject({ status: 1000, msg: `已撤销：删除 ${inserted} 条，恢复 5 条` });
  expect(await table()).toEqual(before);

  const after = (await history()).find((r) => r.key === run.key)!;
  expect(after.undoneAt).not.toBeNull();
  expect(after.undoable).toBeUndefined();
  expect((await jobs()).find((j) => j.id === run.key)?.undoable).toBe(false);
});

it('offers no undo for a run that failed before writing a row', async () => {
  failAfterRow = 0;
  // a batch of rows that all fail (no name): the first batch commits nothing, then the run stops
  const run = await importFile(t.app, session, await xlsxOf([HEADER, ...Array.from({ length: 6 }, (_, i) => [`W${300 + i}`, '', '', '', ''])]));
  expect(run.status.state).toBe('failed');
  const changes = await sql<{ n: number }>`select count(*)::int as n from import_changes
    where job_key = ${run.key} and cardinality(inserted_ids) + cardinality(updated_ids) > 0`.execute(t.db);
  expect(changes.rows[0].n).toBe(0);
  const row = (await history()).find((r) => r.key === run.key)!;
  expect(row.undoable).toBeUndefined();
  expect(row.spent).toBeUndefined();
  expect((await jobs()).find((j) => j.id === run.key)?.undoable).toBe(false);
});

const changesOf = async (key: string) =>
  (await sql<{ inserted_ids: number[] }>`select inserted_ids from import_changes where job_key = ${key} order by id`.execute(t.db)).rows.map(
    (r) => r.inserted_ids,
  );

it('writes batches of new rows whole: one undo record a batch with its ids, the counts and the failed rows', async () => {
  const rows = Array.from({ length: 12 }, (_, i) => [`W${500 + i}`, `新生${i}`, i === 3 || i === 8 ? '未知' : '男', idNumberFor(6500 + i), ''] as string[]);
  const run = await importFile(t.app, session, await xlsxOf([HEADER, ...rows]));
  expect(run.status).toMatchObject({ state: 'finished', newInsertNum: 10, failNum: 2, updateNum: 0, jumpNum: 0 });
  const stored = await t.db
    .selectFrom('people')
    .select(['id', 'student_no'])
    .where('tenant_id', '=', TENANT_A)
    .where('student_no', 'like', 'W5%')
    .orderBy('id')
    .execute();
  expect(stored.map((p) => p.student_no)).toEqual(rows.filter((_, i) => i !== 3 && i !== 8).map((r) => r[0]));
  // sheet rows in batches of 5 (the header among the first): rows 2–5, 6–10, 11–13, each batch's
  // new rows' ids in its own record
  const changes = await changesOf(run.key);
  expect(changes.map((ids) => ids.length)).toEqual([3, 4, 3]);
  expect(changes.flat().sort((a, b) => a - b)).toEqual(stored.map((p) => p.id));
  const errors = await sql<{ row_n: number }>`select row_n from import_errors where job_key = ${run.key} order by row_n`.execute(t.db);
  expect(errors.rows.map((e) => e.row_n)).toEqual([5, 10]);

  await call(t.app, session, { url: IMPORT_PATHS.undo, body: { key: run.key } });
  expect(await t.db.selectFrom('people').select('id').where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'W5%').execute()).toEqual([]);
});

it('writes nothing more for a job another worker has taken over', async () => {
  takeOverAfterRow = 2;
  const rows = Array.from({ length: 15 }, (_, i) => [`W${700 + i}`, `新生${i}`, '男', idNumberFor(6700 + i), '']);
  const up = await uploadOk(t.app, session, await xlsxOf([HEADER, ...rows]));
  const rel = await relation(t.app, session, up.id, 1);
  const started = await startImport(t.app, session, {
    id: up.id,
    headerLine: 1,
    ruleNum: 1,
    checkField: 'studentNo',
    matchFieldList: rel.result.matchFieldList,
    stuInfoHandle: 1,
  });
  await t.app.imports.runner.idle();
  const job = await sql<{ state: string; worker_id: string; finish_num: number; last_row: number }>`select state, worker_id, finish_num, last_row
    from import_jobs where key = ${started.result.redisKey}`.execute(t.db);
  // the first batch (rows 2–5) committed; the second found the job no longer its own
  expect(job.rows[0]).toEqual({ state: 'running', worker_id: 'w_other', finish_num: 4, last_row: 5 });
  const stored = await t.db.selectFrom('people').select('student_no').where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'W7%').execute();
  expect(stored).toHaveLength(4);
  expect((await changesOf(started.result.redisKey)).map((ids) => ids.length)).toEqual([4]);
  await sql`update import_jobs set state = 'cancelled', worker_id = null where key = ${started.result.redisKey}`.execute(t.db);
});
