// Closing the dialog or signing out cancels the export's saga (STYLE.md #7): the call under way
// is abandoned, no poller is left behind, the session ends in `export/cancelled`, and a job left
// running is stopped on the server (EXPORT_PATHS.cancel) while the session can still ask.
import { signedOut, signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { cancelled, closed, exportFinished, keepRunningClicked, keepRunningFailed, startClicked } from '../../../../src/client/features/exports/exportSlice';
import { jobFollowStopped } from '../../../../src/client/lib/jobFollow';
import { toastShown } from '../../../../src/client/features/ui';
import { initialExportState } from '../../../../src/client/features/exports/state';
import { finishedProgress, ok, pending, progress, xlsxBlob, progressPolled } from './fixtures';
import { elapse } from '../../sagaClock';
import { session } from './sessionHelpers';

const runningJob = () => ({ start: () => ok({ redisKey: 'e1' }), progress: () => ok(progress()), cancel: () => ok(null) });

describe('bulk export: closing and signing out cancel the saga', () => {
  it('closing the progress dialog while the job runs: polling stops and the server is told to stop the job', async () => {
    const { api, saga } = runningSession();
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(30)
      .dispatch(closed())
      .put(cancelled({ redisKey: 'e1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'e1' }]);
    const polls = api.callsTo('progress').length;
    await elapse(20);
    expect(api.callsTo('progress')).toHaveLength(polls);
    expect(storeState.export).toMatchObject({ status: 'closed', job: { redisKey: null } });
    // the rows checked on the list stay checked
    expect(storeState.export.checked).toEqual({ STUDENT: [2, 5] });
  });

  it('closing the form (a count still under way): the session ends with no job to stop', async () => {
    const { api, saga } = session({ count: pending, cancel: () => ok(null) });
    const { storeState } = await saga
      .delay(10)
      .dispatch(closed())
      .put(cancelled({ redisKey: null }))
      .silentRun(300);
    expect(api.callsTo('cancel')).toHaveLength(0);
    expect(storeState.export.status).toBe('closed');
  });

  it('closing after the export finished stops nothing on the server', async () => {
    const { api, saga } = session({
      start: () => ok({ redisKey: 'e1' }),
      progress: () => ok(finishedProgress),
      download: () => xlsxBlob(),
      cancel: () => ok(null),
    });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(exportFinished.type)
      .delay(30)
      .dispatch(closed())
      .put(cancelled({ redisKey: null }))
      .silentRun(300);
    expect(api.callsTo('cancel')).toHaveLength(0);
  });

  it('signing out while the job runs: polling stops and the job is stopped while the session can still ask', async () => {
    const { api, saga } = runningSession();
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .delay(30)
      .dispatch(signOutRequested())
      .put(cancelled({ redisKey: 'e1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'e1' }]);
    const polls = api.callsTo('progress').length;
    await elapse(20);
    expect(api.callsTo('progress')).toHaveLength(polls);
    expect(storeState.export.status).toBe('closed');
  });

  it('a session that ended (signed out, e.g. expired): polling stops, nothing is kept, and no call goes out without a session', async () => {
    const { api, saga } = runningSession();
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .delay(30)
      .dispatch(signedOut({ reason: 'expired' }))
      .put(cancelled({ redisKey: 'e1' }))
      .silentRun(300);
    expect(api.callsTo('cancel')).toHaveLength(0);
    expect(storeState.export).toEqual(initialExportState);
  });
});

describe('bulk export: keep running in the job centre', () => {
  it('tells the server, closes the dialog without stopping the job, and leaves the follow to the job centre', async () => {
    const { api, saga } = session({ ...runningJob(), keepRunning: () => ok(progress()) });
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(30)
      .dispatch(keepRunningClicked())
      .put.like({ action: { type: toastShown.type, payload: { kind: 'info', key: 'exportUi.keptRunning' } } })
      .put(closed())
      .put(jobFollowStopped({ kind: 'export', id: 'e1' }))
      .put(cancelled({ redisKey: null }))
      .silentRun(300);
    expect(api.callsTo('keepRunning').map((c) => c.data)).toEqual([{ redisKey: 'e1' }]);
    expect(api.callsTo('cancel')).toHaveLength(0);
    const polls = api.callsTo('progress').length;
    await elapse(20);
    expect(api.callsTo('progress')).toHaveLength(polls);
    expect(storeState.export.status).toBe('closed');
  });

  it('a refusal (the job ended meanwhile) keeps the dialog open with the reason; closing then stops the job as before', async () => {
    const refusal = { status: 1002, msg: '导出已结束，无需在任务中心继续', result: null };
    const { api, saga, shown } = session({ ...runningJob(), keepRunning: () => refusal });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(30)
      .dispatch(keepRunningClicked())
      .put(keepRunningFailed({ redisKey: 'e1', message: { text: '导出已结束，无需在任务中心继续' } }))
      .not.put(closed())
      .silentRun(200);
    expect(shown().export).toMatchObject({ status: 'running', job: { keep: 'idle', keepError: { text: '导出已结束，无需在任务中心继续' } } });
    expect(api.callsTo('cancel')).toHaveLength(0);
  });
});

function runningSession() {
  return session(runningJob());
}
