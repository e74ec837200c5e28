// The job centre after a refresh (issue 17): its state is rebuilt from the server's list of jobs,
// every running job is followed through the one follow saga the screens' dialogs use (one poll a
// job: a job a dialog follows is not polled again), and a job that ends announces itself once.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import type { JobItem } from '../../../../src/shared/jobs/api';
import jobCentre, { listLoaded, undoRequested } from '../../../../src/client/features/jobCentre/jobCentreSlice';
import { importFinished as importFinishedEvent, importUndone } from '../../../../src/client/features/importWizard';
import { jobCentreSaga } from '../../../../src/client/features/jobCentre/jobCentreSaga';
import { selectRunningCount } from '../../../../src/client/features/jobCentre/selectors';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui, { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { followJob, jobEnded, jobFollowStarted, jobFollowStopped } from '../../../../src/client/lib/jobFollow';
import { inTurn, ok, recordDelays, scriptedApi, taskStatus, TENANT } from '../importWizard/fixtures';

const rootReducer = combineReducers({ jobCentre, session, ui });
type State = ReturnType<typeof rootReducer>;
const signedIn = (): State => ({ ...rootReducer(undefined, { type: '@@init' }), session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } });

const job = (over: Partial<JobItem>): JobItem => ({
  kind: 'import',
  id: 'i1',
  fileName: 'students.xlsx',
  subject: '本专科生',
  identity: null,
  target: 'STUDENT',
  state: 'running',
  dryRun: false,
  done: 100,
  total: 1000,
  rate: 0.1,
  counts: { inserted: 100, updated: 0, skipped: 0, failed: 0 },
  createdAt: '2026-01-01T08:00:00.000Z',
  finishedAt: null,
  errorMsg: null,
  errorKey: null,
  url: null,
  undoable: false,
  endingUnseen: false,
  ...over,
});

const runningImport = job({});
const finishedExport = job({ kind: 'export', id: 'e1', fileName: 'list.xlsx', state: 'finished', rate: 1, url: '/file/x', counts: null });
const importRunning = ok(taskStatus({ redisKey: 'i1', state: 'running', finishNum: 500, totalNum: 1000, finishRate: 0.5 }));
const importFinished = ok(
  taskStatus({ redisKey: 'i1', state: 'finished', finished: true, finishNum: 1000, totalNum: 1000, finishRate: 1, failNum: 2, errorKey: 'err1' }),
);

beforeEach(() => sessionStorage.clear());

function centre(answers: Record<string, (data: unknown) => unknown>, state: State = signedIn()) {
  const api = scriptedApi(answers);
  const delays = recordDelays();
  const saga = expectSaga(jobCentreSaga)
    .withReducer(rootReducer, state)
    .provide([[getContext('api'), api], delays.provider]);
  return { api, saga };
}

const finishedList = () => [job({ state: 'finished', done: 1000, total: 1000, rate: 1, errorKey: 'err1', undoable: true }), finishedExport];

it('rebuilds its state from the server’s list and follows the running job until it ends', async () => {
  const lists = inTurn(ok([runningImport, finishedExport]), ok(finishedList()));
  const { api, saga } = centre({ list: lists, progress: inTurn(importRunning, importFinished) });
  const { storeState } = await saga
    .put(listLoaded({ jobs: [runningImport, finishedExport] }))
    .call(followJob, { kind: 'import', id: 'i1', via: null })
    .put.like({ action: { type: jobEnded.type, payload: { kind: 'import', id: 'i1', outcome: 'finished' } } })
    // the open people list of its target hears it, as if the wizard had followed it
    .put.like({ action: { type: importFinishedEvent.type, payload: { target: 'STUDENT', key: 'i1', counts: { failNum: 2 } } } })
    .silentRun(1000);
  // the import's own progress call, by its key alone (the upload is not known after a refresh)
  expect(api.callsTo('progress').map((c) => c.data)).toEqual([
    { tenantId: TENANT, key: 'i1' },
    { tenantId: TENANT, key: 'i1' },
  ]);
  const s = storeState as State;
  expect(s.jobCentre.jobs.map((j) => [j.id, j.state])).toEqual([
    ['i1', 'finished'],
    ['e1', 'finished'],
  ]);
  expect(s.jobCentre.jobs[0]).toMatchObject({ errorKey: 'err1', undoable: true });
  expect(s.jobCentre.following).toEqual({});
  expect(selectRunningCount(s)).toBe(0);
  // the finished export was never polled
  expect(api.calls.filter((c) => c.url.includes('export'))).toEqual([]);
});

it('announces a job that ends once, and not again after a refresh', async () => {
  const first = centre({ list: inTurn(ok([runningImport]), ok(finishedList())), progress: () => importFinished });
  const { effects } = await first.saga.silentRun(500);
  const announced = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === toastShown.type);
  expect(announced).toHaveLength(1);
  expect(announced[0].payload.action.payload).toMatchObject({ kind: 'success', key: 'jobCentre.announce.finished', params: { name: 'students.xlsx' } });

  // the page is refreshed while the list still says running (the end is read again): no second notice
  const again = centre({ list: inTurn(ok([runningImport]), ok(finishedList())), progress: () => importFinished });
  const second = await again.saga.not.put.actionType(toastShown.type).silentRun(500);
  expect((second.storeState as State).jobCentre.announced).toEqual(['import:i1']);
});

it('a job a screen started that ends before the list holds it is announced by the name its follower gave, once', async () => {
  const { saga } = centre({ list: () => ok([]) });
  const { effects, storeState } = await saga
    .dispatch(jobFollowStarted({ kind: 'import', id: 'fresh1', name: '2026级学生.xlsx' }))
    .dispatch(jobEnded({ kind: 'import', id: 'fresh1', outcome: 'finished', update: null, detail: null, problem: null }))
    .silentRun(300);
  const announced = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === toastShown.type);
  expect(announced).toHaveLength(1);
  expect(announced[0].payload.action.payload).toMatchObject({ key: 'jobCentre.announce.finished', params: { name: '2026级学生.xlsx' } });
  // the name is kept only until the ending is announced
  expect((storeState as State).jobCentre.names).toEqual({});
});

it('a dry run says so in its announcement, so it does not read like the import after it', async () => {
  const { saga } = centre({ list: () => ok([]) });
  const { effects } = await saga
    .dispatch(jobFollowStarted({ kind: 'import', id: 'dry1', name: '2026级学生.xlsx', dryRun: true }))
    .dispatch(jobEnded({ kind: 'import', id: 'dry1', outcome: 'finished', update: null, detail: null, problem: null }))
    .silentRun(300);
  const announced = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === toastShown.type);
  expect(announced.map((e: { payload: { action: { payload: { params: { name: string } } } } }) => e.payload.action.payload.params.name)).toEqual([
    '2026级学生.xlsx（试导入）',
  ]);
});

it('a job that ended while the page reloaded is announced once the list is back; one never seen running is not', async () => {
  sessionStorage.setItem('jobCentre.running', JSON.stringify(['import:i1']));
  const { saga } = centre({ list: () => ok(finishedList()) });
  const { effects, storeState } = await saga.silentRun(300);
  const announced = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === toastShown.type);
  // the export finished too, but this tab never saw it running: no notice for it
  expect(announced).toHaveLength(1);
  expect(announced[0].payload.action.payload).toMatchObject({ kind: 'success', key: 'jobCentre.announce.finished', params: { name: 'students.xlsx' } });
  expect((storeState as State).jobCentre.announced).toEqual(['import:i1']);
  expect(JSON.parse(sessionStorage.getItem('jobCentre.running')!)).toEqual([]);
});

it('remembers the running jobs it saw, for the next page load', async () => {
  const { saga } = centre({ list: () => ok([runningImport, finishedExport]), progress: () => importRunning });
  await saga.silentRun(200);
  expect(JSON.parse(sessionStorage.getItem('jobCentre.running')!)).toEqual(['import:i1']);
});

it('a job without a file or a subject (a news sync) is announced by its kind, not its key', async () => {
  sessionStorage.setItem('jobCentre.running', JSON.stringify(['newsSync:news_1']));
  const news = job({ kind: 'newsSync', id: 'news_1', fileName: '', subject: null, target: null, state: 'finished', counts: null });
  const { effects } = await centre({ list: () => ok([news]) }).saga.silentRun(300);
  const announced = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === toastShown.type);
  expect(announced).toHaveLength(1);
  expect(announced[0].payload.action.payload).toMatchObject({ key: 'jobCentre.announce.finished', params: { name: '新闻同步' } });
});

it('a cancelled job is announced as cancelled (an information), not as a failure', async () => {
  const cancelledStatus = ok(taskStatus({ redisKey: 'i1', state: 'cancelled', finishNum: 500, totalNum: 1000, finishRate: 0.5 }));
  const { saga } = centre({ list: inTurn(ok([runningImport]), ok([job({ state: 'cancelled' })])), progress: () => cancelledStatus });
  const { effects } = await saga.silentRun(500);
  const announced = (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === toastShown.type);
  expect(announced).toHaveLength(1);
  expect(announced[0].payload.action.payload).toMatchObject({ kind: 'info', key: 'jobCentre.announce.cancelled', params: { name: 'students.xlsx' } });
});

it('an undo from the centre is heard by the lists the import changed, as after the wizard’s undo', async () => {
  const finished = job({ state: 'finished', done: 1000, total: 1000, rate: 1, undoable: true });
  const { api, saga } = centre({ list: () => ok([finished]), undo: () => ok({ removed: 998, restored: 0 }) });
  await saga
    .put(listLoaded({ jobs: [finished] }))
    .delay(50)
    .dispatch(undoRequested({ kind: 'import', id: 'i1' }))
    .put(importUndone({ target: 'STUDENT', key: 'i1', removed: 998, restored: 0 }))
    .silentRun(300);
  expect(api.callsTo('undo').map((c) => c.data)).toEqual([{ tenantId: TENANT, key: 'i1' }]);
});

it('shares the follow with a dialog: a job a dialog follows is not polled twice, and is taken over when the dialog stops', async () => {
  const following = rootReducer(signedIn(), jobFollowStarted({ kind: 'import', id: 'i1' }));
  const { api, saga } = centre({ list: () => ok([runningImport]), progress: () => importRunning }, following);
  await saga.not.call.fn(followJob).silentRun(300);
  expect(api.callsTo('progress')).toEqual([]);

  // the dialog closes while the import runs on: the centre follows it from then on
  const taken = centre({ list: () => ok([runningImport]), progress: () => importRunning }, following);
  await taken.saga
    .delay(50)
    .dispatch(jobFollowStopped({ kind: 'import', id: 'i1' }))
    .call(followJob, { kind: 'import', id: 'i1', via: null })
    .silentRun(400);
  expect(taken.api.callsTo('progress').length).toBeGreaterThan(0);
});

describe('endings nobody saw (the page was gone), at the next sign-in', () => {
  const away = job({
    kind: 'photoExport',
    id: 'exp_1',
    fileName: '照片.zip',
    state: 'cancelled',
    counts: null,
    errorMsg: '导出窗口已关闭，无人等待结果，导出已取消',
    endingUnseen: true,
  });
  const kept = job({ kind: 'export', id: 'exp_2', fileName: '名单.xlsx', state: 'finished', rate: 1, counts: null, endingUnseen: true });
  const toasts = (effects: { put?: { payload: { action: { type: string; payload: unknown } } }[] }) =>
    (effects.put ?? []).filter((e) => e.payload.action.type === toastShown.type).map((e) => e.payload.action.payload);

  it('announces each from the first list, with its reason, and marks them seen on the server', async () => {
    const { api, saga } = centre({ list: () => ok([away, kept, finishedExport]), seen: () => ok(2) });
    const { effects } = await saga.silentRun(300);
    expect(toasts(effects)).toEqual([
      expect.objectContaining({
        kind: 'warning',
        key: 'jobCentre.announce.awayCancelled',
        params: { name: '照片.zip', reason: '导出窗口已关闭，无人等待结果，导出已取消' },
      }),
      expect.objectContaining({ kind: 'success', key: 'jobCentre.announce.awayFinished', params: { name: '名单.xlsx', reason: '' } }),
    ]);
    // the export the user saw end is not announced; only the unseen ones are marked
    expect(api.callsTo('seen').map((c) => c.data)).toEqual([
      {
        tenantId: TENANT,
        jobs: [
          { kind: 'photoExport', id: 'exp_1' },
          { kind: 'export', id: 'exp_2' },
        ],
      },
    ]);
  });

  it('says nothing and marks nothing when every ending was seen', async () => {
    const { api, saga } = centre({ list: () => ok([finishedExport]) });
    await saga.not.put.actionType(toastShown.type).silentRun(300);
    expect(api.callsTo('seen')).toEqual([]);
  });
});
