// Cancelling an export: a running one stops after the page it is writing, its file removed and
// its progress saying cancelled; a queued one ends at once; an ended one is left as it is. The
// poll keeps answering while the export runs, and its counts grow page by page.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { exportDb } from '../../../src/server/exports/tables';
import { Session, signIn, TENANT_A, TestApp } from '../helpers';
import { addStudents, buildHeldExportApp, cancel, gate, progress, RunnerHold, startExport, untilCancelAsked, waitForExport } from './exportApp';

const PAGE = 100;
let t: TestApp;
let a: Session;
const hold: RunnerHold = { at: 300, gate: gate() };

beforeAll(async () => {
  t = await buildHeldExportApp(PAGE, hold);
  a = await signIn(t.app, TENANT_A);
  await addStudents(t.db, 2000);
});
afterAll(() => t.close());

const exportFiles = () => readdirSync(path.join(t.dataDir, 'files', 'exports'));
const jobRow = (key: string) => exportDb(t.db).selectFrom('export_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

it('stops a running export after its current page and removes its file', async () => {
  hold.gate = gate();
  const started = await startExport(t.app, a, { exportField: '姓名:name,学号:studentNo' });
  const key = started.result.redisKey;
  await hold.gate.reached;
  // the poll answers while the job holds its place: 300 rows written of the count
  const midway = await progress(t.app, a, key);
  expect(midway.result).toMatchObject({ state: 'running', finished: 0, finishNum: 300, url: null });
  expect(midway.result.finishRate).toBeCloseTo(300 / midway.result.totalNum, 4);
  const running = await jobRow(key);
  expect(exportFiles()).toEqual([running.stored_name]);

  const cancelling = cancel(t.app, a, key);
  await untilCancelAsked(t.db, key);
  hold.gate.open();
  const answer = await cancelling;
  expect(answer.envelope).toMatchObject({ status: 1000, msg: '导出已取消' });
  expect(answer.result).toMatchObject({ state: 'cancelled', finished: 1, url: null, errorMsg: '导出已取消' });
  // the page being written when the cancel came was the last one
  expect(answer.result.finishNum).toBe(300 + PAGE);
  expect(answer.result.finishNum).toBeLessThan(answer.result.totalNum);
  expect(await jobRow(key)).toMatchObject({ state: 'cancelled', stored_name: null, cancel_requested: true });
  expect(exportFiles()).toEqual([]);
  expect((await progress(t.app, a, key)).result).toMatchObject({ state: 'cancelled', finishNum: 300 + PAGE });
});

it('ends a queued export at once', async () => {
  await t.app.exports.runner.stop();
  try {
    const started = await startExport(t.app, a, { exportField: '姓名:name' });
    const answer = await cancel(t.app, a, started.result.redisKey);
    expect(answer.result).toMatchObject({ state: 'cancelled', finished: 1, finishNum: 0 });
    expect(await jobRow(started.result.redisKey)).toMatchObject({ state: 'cancelled', attempts: 0 });
  } finally {
    t.app.exports.runner.start();
  }
});

it('leaves a finished export and its file alone', async () => {
  hold.at = -1;
  const started = await startExport(t.app, a, { exportField: '姓名:name' });
  const done = await waitForExport(t.app, a, started.result.redisKey);
  expect(done.result).toMatchObject({ state: 'finished', finishNum: done.result.totalNum });
  const answer = await cancel(t.app, a, started.result.redisKey);
  expect(answer.result).toMatchObject({ state: 'finished', finished: 1 });
  expect(answer.result.url).not.toBeNull();
  expect(exportFiles()).toEqual([(await jobRow(started.result.redisKey)).stored_name]);
});
