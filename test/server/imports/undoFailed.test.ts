// An import that fails part-way keeps the batches it wrote, and those can be undone like a finished
// import's: the history and the job centre offer the undo, and undoing puts the table back exactly
// as it was before the run (inserted rows removed, updated rows' values restored). A run that
// failed before writing anything offers no undo.
import { sql } from 'kysely';
import { IMPORT_PATHS, ImportHistoryRow } from '../../../src/shared/imports';
import { JOB_PATHS, JobItem } from '../../../src/shared/jobs/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, importFile, xlsxOf } from './fixtures';

const BATCH = 5;
/** the import being run fails (as a crash would) once it has committed this row; null: never */
let failAfterRow: number | null = null;

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
        afterBatch: (_job, lastRow) => {
          if (failAfterRow !== null && lastRow >= failAfterRow) throw new Error('the import stops here, as a crash would');
        },
      },
    },
  });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());
afterEach(() => {
  failAfterRow = null;
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
