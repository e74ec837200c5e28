// The zip's job, once the check let the export go (document 001 §4 "Photo export" step 3, run as
// §4 "Export" runs its job): the start (1002 closes, other statuses show their message), the
// progress polled every 3 s (percent finishRate × 100 to 2 decimals), only 8010 waited through
// (§8: 406 fails), a poll error turning the title to 'export failed', and the finished zip fetched
// with the session, saved, and fetched again from the link.
import { testSaga } from 'redux-saga-test-plan';
import { fetchPhotoExportProgress } from '../../../../src/client/api/photoExport';
import { ApiError } from '../../../../src/client/api/types';
import { ZIP_ENDS } from '../../../../src/client/features/photoExport/jobEvents';
import { followZip } from '../../../../src/client/features/photoExport/jobSteps';
import { followJob, JOB_READERS, jobEnded, jobFollowStarted } from '../../../../src/client/lib/jobFollow';
import { ask } from '../../../../src/client/lib/ask';
import { POLL_INTERVAL_MS } from '../../../../src/client/lib/pollJob';
import {
  closed,
  downloadFailed,
  downloadRequested,
  errorInfoOpened,
  exportFinished,
  fileSaved,
  jobFailed,
  pollFailed,
  started,
  startClicked,
  startFailed,
  startRefused,
} from '../../../../src/client/features/photoExport/photoExportSlice';
import { selectFormView, selectProgressView } from '../../../../src/client/features/photoExport/selectors';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { FILE_NAME, inTurn, ok, progressPolled, refused, rootReducer, session, stopped, ZIP_URL, zipBlob, zipFinished, zipProgress } from './fixtures';

/** the check lets the export go straight on */
const direct = { 'excel/checkExportImg': () => ok(null), exportImg: () => ok({ redisKey: 'p1' }) };
const running = (rate: number, done: number) => ok(zipProgress({ finishRate: rate, finishNum: done }));

describe("photo export: the zip's job", () => {
  it('the zip is followed through the shared follow saga every 3 seconds, in this order', () => {
    const first = running(0.25, 25);
    testSaga(followZip, 'p1', 'STUDENT', ZIP_ENDS).next().call(followJob, { kind: 'photoExport', id: 'p1', via: 'STUDENT' });
    testSaga(followJob, { kind: 'photoExport', id: 'p1', via: 'STUDENT' })
      .next()
      .put(jobFollowStarted({ kind: 'photoExport', id: 'p1' }))
      .next()
      .call(ask, fetchPhotoExportProgress, 'p1', 'STUDENT')
      .next(first)
      .put(progressPolled({ redisKey: 'p1', progress: first.result }))
      .next()
      .delay(POLL_INTERVAL_MS)
      .next()
      .call(ask, fetchPhotoExportProgress, 'p1', 'STUDENT')
      .next(ok(zipFinished))
      .put(progressPolled({ redisKey: 'p1', progress: zipFinished }))
      .next()
      .put(
        jobEnded({
          kind: 'photoExport',
          id: 'p1',
          outcome: 'finished',
          update: JOB_READERS.photoExport.update(zipFinished),
          detail: zipFinished,
          problem: null,
        }),
      )
      .next()
      .isDone();
    expect(POLL_INTERVAL_MS).toBe(3000);
  });

  it("the follow's end is said with the zip's events: finished, failed (its errorMsg), the poll failed", () => {
    const end = { kind: 'photoExport', id: 'p1', update: null, problem: null } as const;
    testSaga(followZip, 'p1', 'STUDENT', ZIP_ENDS)
      .next()
      .next({ ...end, outcome: 'finished', detail: zipFinished })
      .put(exportFinished({ redisKey: 'p1', progress: zipFinished }))
      .next()
      .returns('finished');
    const broken = zipProgress({ state: 'failed', errorMsg: '磁盘已满' });
    testSaga(followZip, 'p1', 'STUDENT', ZIP_ENDS)
      .next()
      .next({ ...end, outcome: 'failed', detail: broken })
      .put(jobFailed({ redisKey: 'p1', message: { text: '磁盘已满' } }))
      .next()
      .returns('failed');
    testSaga(followZip, 'p1', 'STUDENT', ZIP_ENDS)
      .next()
      .next({ ...end, outcome: 'failed', detail: null, problem: { text: '网络错误' } })
      .put(pollFailed({ redisKey: 'p1', message: { text: '网络错误' } }))
      .next()
      .returns('pollFailed');
  });

  it('the progress dialog: percent finishRate × 100 to 2 decimals, with the counts; the form is closed', async () => {
    const { saga, shown } = session({ ...direct, exportImgProgress: () => running(0.33333, 33) });
    await saga.delay(10).dispatch(startClicked()).put.actionType(progressPolled.type).silentRun(300);
    expect(selectProgressView(shown())).toMatchObject({
      open: true,
      percent: 33.33,
      finishNum: 33,
      totalNum: 100,
      titleKey: 'export.progressTitle',
      running: true,
      url: null,
    });
    expect(selectFormView(shown()).open).toBe(false);
  });

  it('finished: the zip is fetched with the session and saved, and the link fetches it again after a failed try', async () => {
    const saved: unknown[][] = [];
    const blob = zipBlob();
    const { api, saga, shown } = session(
      {
        ...direct,
        exportImgProgress: () => ok(zipFinished),
        download: inTurn(new ApiError(8008, 'Network Error'), blob),
      },
      saved,
    );
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(exportFinished({ redisKey: 'p1', progress: zipFinished }))
      .put(downloadFailed({ message: { text: 'Network Error' } }))
      .delay(60)
      .dispatch(downloadRequested())
      .put(fileSaved())
      .silentRun(300);
    expect(api.callsTo('download').map((c) => c.url)).toEqual([ZIP_URL, ZIP_URL]);
    expect(saved).toEqual([[blob, `${FILE_NAME}.zip`]]);
    expect(selectProgressView(shown())).toMatchObject({ finished: true, percent: 100, titleKey: 'exportUi.finishedTitle', url: ZIP_URL, download: 'saved' });
  });

  it('polling waits through 8010 only (document 001 §8)', async () => {
    const { api, delays, saga } = session({
      ...direct,
      exportImgProgress: inTurn(new ApiError(8010, '接口请求超时，请稍后重试'), { status: 8010, msg: '', result: null }, ok(zipFinished)),
      download: () => zipBlob(),
    });
    await saga.delay(10).dispatch(startClicked()).not.put.actionType(pollFailed.type).put.actionType(exportFinished.type).silentRun(300);
    expect(api.callsTo('exportImgProgress')).toHaveLength(3);
    expect(delays.waited).toEqual([3000, 3000]);
  });

  it('a 406 while polling fails the export (document 001 §8): export failed, operation failed, polling stops', async () => {
    for (const answer of [{ status: 406, msg: 'not ready', result: null }, new ApiError(406, 'not ready')]) {
      const { api, delays, saga, shown } = session({
        ...direct,
        exportImgProgress: inTurn(running(0.25, 25), answer, ok(zipFinished)),
        download: () => zipBlob(),
      });
      await saga
        .delay(10)
        .dispatch(startClicked())
        .put(pollFailed({ redisKey: 'p1', message: { text: 'not ready' } }))
        .not.put.actionType(exportFinished.type)
        .silentRun(300);
      expect(selectProgressView(shown())).toMatchObject({ titleKey: 'export.failed', messageKey: 'common.operationFailed', failed: true });
      expect(api.callsTo('exportImgProgress')).toHaveLength(2);
      expect(delays.waited).toEqual([3000]);
      expect(api.callsTo('download')).toHaveLength(0);
    }
  });

  it('a polling error turns the title to export failed and stops polling', async () => {
    for (const answer of [{ status: 9999, msg: '服务器内部错误', result: null }, new ApiError(8008, '网络异常')]) {
      const { api, delays, saga, shown } = session({ ...direct, exportImgProgress: inTurn(running(0.25, 25), answer, running(0.5, 50)) });
      const msg = answer instanceof Error ? answer.message : answer.msg;
      await saga
        .delay(10)
        .dispatch(startClicked())
        .put(pollFailed({ redisKey: 'p1', message: { text: msg } }))
        .silentRun(300);
      expect(selectProgressView(shown())).toMatchObject({
        titleKey: 'export.failed',
        messageKey: 'common.operationFailed',
        failed: true,
        errorLine: { text: msg },
      });
      expect(api.callsTo('exportImgProgress')).toHaveLength(2);
      expect(delays.waited).toEqual([3000]);
      expect(api.callsTo('download')).toHaveLength(0);
    }
  });

  it('a job that ends failed: its errorMsg is the red line, which opens the error information alert', async () => {
    const { saga, shown } = session({ ...direct, exportImgProgress: () => ok(zipProgress({ state: 'failed', finished: 1, errorMsg: '照片打包失败' })) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(jobFailed({ redisKey: 'p1', message: { text: '照片打包失败' } }))
      .not.put.actionType(exportFinished.type)
      .silentRun(300);
    expect(selectProgressView(shown())).toMatchObject({ titleKey: 'export.failed', messageKey: null, errorLine: { text: '照片打包失败' }, url: null });
    expect(selectProgressView(rootReducer(shown(), errorInfoOpened()))).toMatchObject({ errorOpen: true });
  });

  it('the start answered 1002: the message is shown and all closes', async () => {
    const { api, saga, shown } = session({ 'excel/checkExportImg': () => ok(null), exportImg: () => refused('已有照片导出任务正在进行') });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(startRefused({ message: { text: '已有照片导出任务正在进行' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '已有照片导出任务正在进行' } } })
      .not.put.actionType(started.type)
      .silentRun(300);
    expect(shown().photoExport.status).toBe('closed');
    expect(api.callsTo('exportImgProgress')).toHaveLength(0);
  });

  it('the start answered another status: the form shows the message, close enabled, and may try again', async () => {
    const { api, saga } = session({
      'excel/checkExportImg': () => ok(null),
      exportImg: inTurn({ status: 9999, msg: '服务器内部错误', result: null }, ok({ redisKey: 'p1' })),
      exportImgProgress: () => running(0.1, 10),
    });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(startFailed({ message: { text: '服务器内部错误' } }))
      .delay(60)
      .dispatch(startClicked())
      .put(started({ redisKey: 'p1' }))
      .silentRun(300);
    // each try checks first
    expect(api.callsTo('excel/checkExportImg')).toHaveLength(2);
    expect(api.callsTo('exportImg')).toHaveLength(2);
  });

  it('while the check or the start call is out, close is disabled', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { api, saga, shown } = session({
      'excel/checkExportImg': () =>
        new Promise((r) => {
          answer = r;
        }),
    });
    await saga.delay(10).dispatch(startClicked()).delay(20).dispatch(closed()).silentRun(300);
    expect(shown().photoExport.status).toBe('checking');
    expect(selectFormView(shown())).toMatchObject({ closable: false, busy: true, canStart: false });
    answer(ok(null));
    expect(stopped(api)).toEqual([]);
  });
});
