// Leaving the screen ends the photo export as closing does (issue 17 part 1): a route/changed to
// another pathname cancels the saga at any step, the session ends in `photoExport/cancelled`
// naming the jobs it left running, those are stopped on the server, nothing is downloaded after
// it, and the dialogs read closed. A change of the search alone ends nothing.
import { jobFollowStopped } from '../../../../src/client/lib/jobFollow';
import { cancelled, downloadStarted, exportFinished, missingListPolled, startClicked } from '../../../../src/client/features/photoExport/photoExportSlice';
import { initialPhotoExportState } from '../../../../src/client/features/photoExport/state';
import { leftScreen, navigated } from '../route/fixtures';
import { CHECK_FOUND, listProgress, ok, pending, progressPolled, session, stopped, zipFinished, zipProgress } from './fixtures';
import { elapse } from '../../sagaClock';

const runningJob = () => ({ 'excel/checkExportImg': () => ok(null), exportImg: () => ok({ redisKey: 'p1' }), exportImgProgress: () => ok(zipProgress()) });

describe('photo export: leaving the screen ends it', () => {
  it('Back while the zip is written: polling stops, the job is stopped on the server, the dialog is closed', async () => {
    const { api, saga } = session(runningJob());
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(40)
      .dispatch(leftScreen('/userImgManage'))
      .put(jobFollowStopped({ kind: 'photoExport', id: 'p1' }))
      .put(cancelled({ redisKey: 'p1', missingListKey: null }))
      .silentRun(300);
    expect(api.callsTo('exportImgCancel').map((c) => c.data)).toEqual([{ redisKey: 'p1' }]);
    const polls = api.callsTo('exportImgProgress').length;
    await elapse(30);
    expect(api.callsTo('exportImgProgress')).toHaveLength(polls);
    expect(storeState.photoExport).toEqual(initialPhotoExportState);
  });

  it('Back while the list of people without a photo is written: that list is stopped, nothing starts', async () => {
    const { api, saga } = session({ 'excel/checkExportImg': () => ok(CHECK_FOUND), 'userImg/checkExportImg': () => ok(listProgress()) });
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(missingListPolled.type)
      .delay(40)
      .dispatch(leftScreen('/userImgManage'))
      .put(cancelled({ redisKey: null, missingListKey: 'c1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'c1' }]);
    expect(api.callsTo('exportImg')).toHaveLength(0);
    expect(storeState.photoExport.status).toBe('closed');
  });

  it('Back while the finished zip downloads: the download is abandoned, nothing is saved or stopped', async () => {
    const saved: unknown[][] = [];
    const { api, saga } = session({ ...runningJob(), exportImgProgress: () => ok(zipFinished), download: pending }, saved);
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(exportFinished.type)
      .put(downloadStarted())
      .delay(40)
      .dispatch(leftScreen('/userImgManage'))
      .put(cancelled({ redisKey: null, missingListKey: null }))
      .silentRun(300);
    expect(saved).toHaveLength(0);
    expect(stopped(api)).toEqual([]);
  });

  it('a new search on the same screen (same pathname) leaves the export running', async () => {
    const polledAt: number[] = [];
    const { api, saga } = session({ ...runningJob(), exportImgProgress: () => (polledAt.push(Date.now()), ok(zipProgress())) });
    const t0 = Date.now();
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(progressPolled.type)
      .delay(40)
      .dispatch(navigated('/userImgManage?page=2', '/userImgManage'))
      .silentRun(300);
    expect(Math.max(...polledAt) - t0).toBeGreaterThan(150);
    expect(api.callsTo('exportImg')).toHaveLength(1);
  });
});
