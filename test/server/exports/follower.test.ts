// Who waits for an export (exports/follower.ts): every poll is its follower's; the sweep cancels
// an export whose follower has been silent for two minutes (its page is gone), with that reason,
// a queued one at once and a running one after its page, unless the user kept it running in the
// job centre; an ending no poll answered is listed as unseen until the job centre marks it seen.
// The clock is the test's, and the sweep is called by the test, never waited for.
import { EXPORT_PATHS, ExportProgress } from '../../../src/shared/exports/api';
import { JOB_PATHS, JobItem } from '../../../src/shared/jobs/api';
import { FOLLOWER_SILENCE_MS } from '../../../src/server/exports/follower';
import { exportDb } from '../../../src/server/exports/tables';
import { call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { addStudents, buildHeldExportApp, cancel, gate, progress, RunnerHold, startExport, untilCancelAsked } from './exportApp';

const PAGE = 100;
let t: TestApp;
let a: Session;
const hold: RunnerHold = { at: 300, gate: gate() };

beforeAll(async () => {
  t = await buildHeldExportApp(PAGE, hold);
  a = await signIn(t.app, TENANT_A);
  await addStudents(t.db, 1000);
});
afterAll(() => t.close());

const jobRow = (key: string) => exportDb(t.db).selectFrom('export_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
const listed = async (s: Session, key: string) => (await call<JobItem[]>(t.app, s, { url: JOB_PATHS.list, body: {} })).result.find((j) => j.id === key);
const keepRunning = (key: string, s = a) => call<ExportProgress>(t.app, s, { url: EXPORT_PATHS.keepRunning, body: { redisKey: key } });
const seen = (s: Session, ids: string[]) => call<number>(t.app, s, { url: JOB_PATHS.seen, body: { jobs: ids.map((id) => ({ kind: 'export', id })) } });

/** Starts an export and holds it after its third page, polled once there. */
async function heldExport(): Promise<string> {
  hold.gate = gate();
  const started = await startExport(t.app, a, { exportField: '姓名:name,学号:studentNo' });
  await hold.gate.reached;
  const key = started.result.redisKey;
  expect((await progress(t.app, a, key)).result).toMatchObject({ state: 'running', finishNum: 300 });
  return key;
}

/** Lets the held export go on and waits for the runner to end it, without a poll. */
async function release(): Promise<void> {
  hold.gate.open();
  await t.app.exports.runner.idle();
}

it('cancels an export whose follower has been silent for two minutes, saying why, and lists its ending as unseen', async () => {
  const key = await heldExport();
  t.clock.advance(FOLLOWER_SILENCE_MS - 1000);
  expect(await t.app.exports.sweepUnfollowed()).toEqual([]);
  t.clock.advance(2000);
  expect(await t.app.exports.sweepUnfollowed()).toEqual([key]);
  await release();
  expect(await jobRow(key)).toMatchObject({
    state: 'cancelled',
    finish_num: 300 + PAGE,
    stored_name: null,
    error_msg: 'export.cancelledUnfollowed',
    ending_seen_at: null,
  });
  // the next sign-in: the job centre lists it as an ending not seen, with its reason
  const next = await signIn(t.app, TENANT_A);
  expect(await listed(next, key)).toMatchObject({ state: 'cancelled', endingUnseen: true, errorMsg: '导出窗口已关闭，无人等待结果，导出已取消' });
  // announced, it is marked seen and not listed as unseen again
  expect((await seen(next, [key])).result).toBe(1);
  expect(await listed(next, key)).toMatchObject({ endingUnseen: false });
  expect((await seen(next, [key])).result).toBe(0);
});

it('counts an ending the user asked for (the cancel call, a dialog closed) as seen: nothing to announce', async () => {
  const key = await heldExport();
  const cancelling = cancel(t.app, a, key);
  await untilCancelAsked(t.db, key);
  hold.gate.open();
  expect((await cancelling).result).toMatchObject({ state: 'cancelled', errorMsg: '导出已取消' });
  expect(await jobRow(key)).toMatchObject({ state: 'cancelled', error_msg: null });
  expect((await jobRow(key)).ending_seen_at).not.toBeNull();
  expect(await listed(a, key)).toMatchObject({ endingUnseen: false });
});

it('lets an export run on while its follower polls, however long it takes', async () => {
  const key = await heldExport();
  t.clock.advance(FOLLOWER_SILENCE_MS - 1000);
  await progress(t.app, a, key);
  t.clock.advance(FOLLOWER_SILENCE_MS - 1000);
  expect(await t.app.exports.sweepUnfollowed()).toEqual([]);
  await release();
  expect(await jobRow(key)).toMatchObject({ state: 'finished', error_msg: null, ending_seen_at: null });
  // the poll that answers the ending marks it seen
  expect((await progress(t.app, a, key)).result).toMatchObject({ state: 'finished' });
  expect((await jobRow(key)).ending_seen_at).not.toBeNull();
  expect(await listed(a, key)).toMatchObject({ endingUnseen: false });
});

it('keeps an export the user kept in the job centre, though nobody polls it, and announces its ending later', async () => {
  const key = await heldExport();
  const kept = await keepRunning(key);
  expect(kept.envelope.status).toBe(1000);
  expect(kept.result).toMatchObject({ state: 'running' });
  t.clock.advance(FOLLOWER_SILENCE_MS * 5);
  expect(await t.app.exports.sweepUnfollowed()).toEqual([]);
  await release();
  expect(await jobRow(key)).toMatchObject({ state: 'finished', keep_running: true, ending_seen_at: null });
  expect(await listed(a, key)).toMatchObject({ state: 'finished', endingUnseen: true });
});

it('refuses to keep an export that has ended, and another tenant can neither keep nor mark its jobs', async () => {
  const key = await heldExport();
  const b = await signIn(t.app, TENANT_B);
  expect((await keepRunning(key, b)).envelope).toMatchObject({ status: 1002, msg: '导出任务不存在' });
  t.clock.advance(FOLLOWER_SILENCE_MS + 1000);
  expect(await t.app.exports.sweepUnfollowed()).toEqual([key]);
  await release();
  const late = await keepRunning(key);
  expect(late.envelope).toMatchObject({ status: 1002, msg: '导出已结束，无需在任务中心继续' });
  expect((await seen(b, [key])).result).toBe(0);
  expect((await jobRow(key)).ending_seen_at).toBeNull();
  // a body naming another kind of job is refused by the schema
  const wrong = await call(t.app, a, { url: JOB_PATHS.seen, body: { jobs: [{ kind: 'import', id: key }] } });
  expect(wrong.envelope.status).not.toBe(1000);
});

it('ends a queued export at once when its page is gone, freeing its place among the open exports', async () => {
  await t.app.exports.runner.stop();
  try {
    const started = await startExport(t.app, a, { exportField: '姓名:name' });
    const key = started.result.redisKey;
    t.clock.advance(FOLLOWER_SILENCE_MS + 1000);
    expect(await t.app.exports.sweepUnfollowed()).toEqual([key]);
    expect(await jobRow(key)).toMatchObject({ state: 'cancelled', attempts: 0, error_msg: 'export.cancelledUnfollowed', ending_seen_at: null });
    // a poll now answers the ending, with its reason, and it is seen
    expect((await progress(t.app, a, key)).result).toMatchObject({ state: 'cancelled', errorMsg: '导出窗口已关闭，无人等待结果，导出已取消' });
    expect((await jobRow(key)).ending_seen_at).not.toBeNull();
  } finally {
    t.app.exports.runner.start();
  }
});
