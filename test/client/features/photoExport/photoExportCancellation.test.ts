// Closing and signing out cancel the photo export's saga at every step (STYLE.md #7): the call
// under way is abandoned, no poller is left behind, the session ends in `photoExport/cancelled`
// naming the jobs it left running, and those are stopped on the server (exportImgCancel for the
// zip, the bulk export's cancel for the list) while the session can still ask.
import {
  cancelled,
  closed,
  downloadStarted,
  exportFinished,
  keepRunningClicked,
  pollFailed,
  startClicked,
} from '../../../../src/client/features/photoExport/photoExportSlice';
import { jobFollowStopped } from '../../../../src/client/lib/jobFollow';
import { initialPhotoExportState } from '../../../../src/client/features/photoExport/state';
import { signedOut, signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { ok, pending, progressPolled, session, stopped, zipFinished, zipProgress } from './fixtures';
import { elapse } from '../../sagaClock';

const runningJob = () => ({ 'excel/checkExportImg': () => ok(null), exportImg: () => ok({ redisKey: 'p1' }), exportImgProgress: () => ok(zipProgress()) });

it('photo export: "keep running in the job centre" closes the dialog, stops nothing, and leaves the zip to the job centre', async () => {
  const { api, saga } = session({ ...runningJob(), keepRunning: () => ok(zipProgress()) });
  const { storeState } = await saga
    .delay(10)
    .dispatch(startClicked())
    .put.actionType(progressPolled.type)
    .delay(40)
    .dispatch(keepRunningClicked())
    .put(closed())
    .put(jobFollowStopped({ kind: 'photoExport', id: 'p1' }))
    .put(cancelled({ redisKey: null, missingListKey: null }))
    .silentRun(300);
  expect(api.callsTo('keepRunning').map((c) => c.data)).toEqual([{ redisKey: 'p1' }]);
  expect(stopped(api)).toEqual([]);
  expect(storeState.photoExport).toEqual(initialPhotoExportState);
});

describe('photo export: closing and signing out cancel everything', () => {
  it('closing the form while the count is out: the session ends with nothing to stop', async () => {
    const { api, saga } = session({ exportImgCount: pending });
    const { storeState } = await saga
      .delay(10)
      .dispatch(closed())
      .put(cancelled({ redisKey: null, missingListKey: null }))
      .silentRun(300);
    expect(stopped(api)).toEqual([]);
    expect(storeState.photoExport.status).toBe('closed');
  });

  it('closing the progress dialog while the zip is written: polling stops and the job is stopped', async () => {
    const { api, saga } = session(runningJob());
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(40)
      .dispatch(closed())
      .put(cancelled({ redisKey: 'p1', missingListKey: null }))
      .silentRun(300);
    expect(api.callsTo('exportImgCancel').map((c) => c.data)).toEqual([{ redisKey: 'p1' }]);
    const polls = api.callsTo('exportImgProgress').length;
    await elapse(30);
    expect(api.callsTo('exportImgProgress')).toHaveLength(polls);
    expect(storeState.photoExport).toEqual(initialPhotoExportState);
  });

  it('closing after a failed poll stops the job too (it may still be running)', async () => {
    const { api, saga } = session({ ...runningJob(), exportImgProgress: () => ({ status: 9999, msg: '服务器内部错误', result: null }) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(pollFailed.type)
      .delay(40)
      .dispatch(closed())
      .put(cancelled({ redisKey: 'p1', missingListKey: null }))
      .silentRun(300);
    expect(api.callsTo('exportImgCancel').map((c) => c.data)).toEqual([{ redisKey: 'p1' }]);
  });

  it('closing while the finished zip downloads: the download is abandoned and nothing is stopped', async () => {
    const { api, saga } = session({ ...runningJob(), exportImgProgress: () => ok(zipFinished), download: pending });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(exportFinished.type)
      .put(downloadStarted())
      .delay(40)
      .dispatch(closed())
      .put(cancelled({ redisKey: null, missingListKey: null }))
      .silentRun(300);
    expect(stopped(api)).toEqual([]);
  });

  it('signing out while the zip is written: polling stops and the job is stopped while the session can still ask', async () => {
    const { api, saga } = session(runningJob());
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(40)
      .dispatch(signOutRequested())
      .put(cancelled({ redisKey: 'p1', missingListKey: null }))
      .silentRun(300);
    expect(api.callsTo('exportImgCancel').map((c) => c.data)).toEqual([{ redisKey: 'p1' }]);
    const polls = api.callsTo('exportImgProgress').length;
    await elapse(30);
    expect(api.callsTo('exportImgProgress')).toHaveLength(polls);
    expect(storeState.photoExport.status).toBe('closed');
  });

  it('signing out while the check call is out: the check is abandoned, nothing starts', async () => {
    const { api, saga } = session({ 'excel/checkExportImg': pending, exportImg: () => ok({ redisKey: 'p1' }) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .delay(30)
      .dispatch(signOutRequested())
      .put(cancelled({ redisKey: null, missingListKey: null }))
      .silentRun(300);
    expect(api.callsTo('exportImg')).toHaveLength(0);
    expect(stopped(api)).toEqual([]);
  });

  it('signing out while the start call is out: nothing is polled', async () => {
    const { api, saga } = session({ 'excel/checkExportImg': () => ok(null), exportImg: pending });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .delay(30)
      .dispatch(signOutRequested())
      .put(cancelled({ redisKey: null, missingListKey: null }))
      .silentRun(300);
    expect(api.callsTo('exportImgProgress')).toHaveLength(0);
  });

  it('a session that ended (signed out, e.g. expired): polling stops, nothing is kept, and no call goes out without a session', async () => {
    const { api, saga } = session(runningJob());
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(40)
      .dispatch(signedOut({ reason: 'expired' }))
      .put(cancelled({ redisKey: 'p1', missingListKey: null }))
      .silentRun(300);
    expect(stopped(api)).toEqual([]);
    expect(storeState.photoExport).toEqual(initialPhotoExportState);
    const polls = api.callsTo('exportImgProgress').length;
    await elapse(30);
    expect(api.callsTo('exportImgProgress')).toHaveLength(polls);
  });
});
