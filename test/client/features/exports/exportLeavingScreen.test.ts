// Leaving the screen ends the export as closing does (issue 17 part 1): a route/changed to
// another pathname (Back to the home page) cancels the saga whatever the dialog was doing, the
// session ends in `export/cancelled`, a job still running is stopped on the server, no download
// happens afterwards, and the dialog's state reads closed (no dialog on the next screen). A
// change of the search alone stays on the screen and ends nothing.
import { cancelled, exportFinished, startAccepted, startClicked } from '../../../../src/client/features/exports/exportSlice';
import { jobProgressed } from '../../../../src/client/lib/jobFollow';
import { selectExportOpen } from '../../../../src/client/features/exports/selectors';
import { leftScreen, navigated } from '../route/fixtures';
import { finishedProgress, ok, pending, progress } from './fixtures';
import { elapse } from '../../sagaClock';
import { session } from './sessionHelpers';

describe('bulk export: leaving the screen ends it', () => {
  it('Back while the job runs: polling stops, the server is told to stop the job, the dialog is closed', async () => {
    const { api, saga } = session({ start: () => ok({ redisKey: 'e1' }), progress: () => ok(progress()), cancel: () => ok(null) });
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(jobProgressed.type)
      .delay(30)
      .dispatch(leftScreen())
      .put(cancelled({ redisKey: 'e1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'e1' }]);
    const polls = api.callsTo('progress').length;
    await elapse(20);
    expect(api.callsTo('progress')).toHaveLength(polls);
    expect(selectExportOpen(storeState)).toBe(false);
    expect(storeState.export).toMatchObject({ status: 'closed', job: { redisKey: null } });
  });

  it('Back while the finished file downloads: the download is abandoned and nothing is saved; no job to stop', async () => {
    const saved: unknown[][] = [];
    const { api, saga } = session(
      { start: () => ok({ redisKey: 'e1' }), progress: () => ok(finishedProgress), download: pending, cancel: () => ok(null) },
      saved,
    );
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(exportFinished.type)
      .delay(30)
      .dispatch(leftScreen())
      .put(cancelled({ redisKey: null }))
      .silentRun(300);
    expect(api.callsTo('download')).toHaveLength(1);
    expect(saved).toHaveLength(0);
    expect(api.callsTo('cancel')).toHaveLength(0);
    expect(storeState.export.status).toBe('closed');
  });

  it('Back while the start call is out (when closing is refused): the session ends all the same', async () => {
    const { saga } = session({ start: pending, cancel: () => ok(null) });
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put(startAccepted())
      .delay(30)
      .dispatch(leftScreen())
      .put(cancelled({ redisKey: null }))
      .silentRun(300);
    expect(storeState.export.status).toBe('closed');
  });

  it('a new search on the same list (same pathname) leaves the export running', async () => {
    const polledAt: number[] = [];
    const { saga, shown } = session({
      start: () => ok({ redisKey: 'e1' }),
      progress: () => (polledAt.push(Date.now()), ok(progress())),
      cancel: () => ok(null),
    });
    const t0 = Date.now();
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(jobProgressed.type)
      .delay(30)
      .dispatch(navigated('/studentList?page=2', '/studentList'))
      .silentRun(300);
    // polling went on well after the change (it ends with the run's time-out, which cancels)
    expect(Math.max(...polledAt) - t0).toBeGreaterThan(150);
    expect(shown().export.status).toBe('running');
  });
});
