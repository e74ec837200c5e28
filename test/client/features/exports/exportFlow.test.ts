// Document 001 §4 "Export", step by step, through the export's saga and its real reducer:
//   1. Validate, then request.
//   2. Status 1000 stores a redisKey, closes the form, opens the progress dialog and polls every
//      3 seconds until finished; a download is then triggered on the url.
//   3. Status 1002 shows the message and closes.
//   4. Other statuses enable close and show the message.
//   5. A polling error turns the title to 'export failed'.
import { testSaga } from 'redux-saga-test-plan';
import { fetchExportProgress } from '../../../../src/client/api/exports';
import { ApiError } from '../../../../src/client/api/types';
import { pollProgress } from '../../../../src/client/features/exports/exportSaga';
import { followJob, jobEnded, jobFollowStarted, JOB_READERS } from '../../../../src/client/lib/jobFollow';
import { ask } from '../../../../src/client/lib/ask';
import { POLL_INTERVAL_MS } from '../../../../src/client/lib/pollJob';
import {
  closed,
  downloadFailed,
  downloadRequested,
  errorInfoOpened,
  exportFinished,
  fieldToggled,
  fileNameChanged,
  fileSaved,
  formRejected,
  jobFailed,
  pollFailed,
  startAccepted,
  startClicked,
  started,
  startFailed,
  startRefused,
} from '../../../../src/client/features/exports/exportSlice';
import { selectFormView, selectProgressView } from '../../../../src/client/features/exports/selectors';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import {
  ALL_FIELDS_TEXT,
  FILE_NAME,
  finishedProgress,
  inTurn,
  ok,
  progress,
  refused,
  rootReducer,
  SEARCH,
  URL_OF_FILE,
  xlsxBlob,
  progressPolled,
} from './fixtures';
import { session } from './sessionHelpers';

const running = (rate: number, done: number) => ok(progress({ finishRate: rate, finishNum: done }));

describe('bulk export (document 001 §4 "Export")', () => {
  it('1. validate, then request: a blank name or no field is refused before any call', async () => {
    const { api, saga, shown } = session({ start: () => ok({ redisKey: 'e1' }) });
    await saga
      .delay(10)
      .dispatch(fileNameChanged({ fileName: '   ' }))
      .delay(12)
      .dispatch(startClicked())
      .put(formRejected({ errors: { fileName: 'export.fileNameRequired' } }))
      .delay(20)
      .dispatch(fileNameChanged({ fileName: 'x'.repeat(31) }))
      .delay(22)
      .dispatch(startClicked())
      .put(formRejected({ errors: { fileName: 'export.fileNameTooLong' } }))
      .not.put(startAccepted())
      .silentRun(300);
    expect(api.callsTo('start')).toHaveLength(0);
    expect(selectFormView(shown()).errors).toEqual({ fileName: 'export.fileNameTooLong' });
  });

  it('1. validate: with every field unchecked the export asks for at least one', async () => {
    const { api, saga } = session({ start: () => ok({ redisKey: 'e1' }) });
    let s = saga;
    for (const key of ['name', 'studentNo', 'gender', 'className', 'currentStatus']) s = s.delay(10).dispatch(fieldToggled({ key }));
    await s
      .delay(15)
      .dispatch(startClicked())
      .put(formRejected({ errors: { fields: 'export.fieldsRequired' } }))
      .silentRun(300);
    expect(api.callsTo('start')).toHaveLength(0);
  });

  it('2. status 1000: the key is kept, the form closes, the progress dialog polls every 3 s, then the file is downloaded from the url', async () => {
    const saved: unknown[][] = [];
    const blob = xlsxBlob();
    const { api, delays, saga, shown } = session(
      {
        start: () => ok({ redisKey: 'e1' }),
        progress: inTurn(running(0.25, 30), running(0.33333, 40), ok(finishedProgress)),
        download: () => blob,
      },
      saved,
    );
    await saga
      .delay(10)
      .dispatch(fileNameChanged({ fileName: `  ${FILE_NAME}  ` }))
      .delay(12)
      .dispatch(startClicked())
      .put(startAccepted())
      .put(started({ redisKey: 'e1' }))
      .put(progressPolled({ redisKey: 'e1', progress: progress({ finishRate: 0.25, finishNum: 30 }) }))
      .put(exportFinished({ redisKey: 'e1', progress: finishedProgress }))
      .put(fileSaved())
      .silentRun(100);
    // the start call: the trimmed name, every field as label:key, the range and the list's order
    expect(api.callsTo('start')[0].data).toEqual({
      identity: 'STUDENT',
      dataRange: 1,
      fileName: FILE_NAME,
      exportField: ALL_FIELDS_TEXT,
      dataSortStr: SEARCH.dataSortStr,
    });
    expect(api.callsTo('progress').map((c) => c.data)).toEqual(Array(3).fill({ redisKey: 'e1', identity: 'STUDENT' }));
    expect(delays.waited).toEqual([3000, 3000]);
    expect(api.callsTo('download')).toEqual([{ kind: 'download', url: URL_OF_FILE, data: undefined }]);
    expect(saved).toEqual([[blob, `${FILE_NAME}.xlsx`]]);
    const view = selectProgressView(shown());
    expect(view).toMatchObject({
      open: true,
      finished: true,
      percent: 100,
      titleKey: 'exportUi.finishedTitle',
      url: URL_OF_FILE,
      download: 'saved',
      errorLine: null,
    });
    expect(selectFormView(shown()).open).toBe(false);
  });

  it('2. progress polls every 3 seconds, in this order, through the shared follow saga', () => {
    const first = running(0.25, 30);
    const ref = { kind: 'export' as const, id: 'e1', via: 'STUDENT' };
    const finishedUpdate = JOB_READERS.export.update(finishedProgress);
    const ended = { kind: 'export' as const, id: 'e1', outcome: 'finished' as const, update: finishedUpdate, detail: finishedProgress, problem: null };
    testSaga(followJob, ref)
      .next()
      .put(jobFollowStarted({ kind: 'export', id: 'e1' }))
      .next()
      .call(ask, fetchExportProgress, 'e1', 'STUDENT')
      .next(first)
      .put(progressPolled({ redisKey: 'e1', progress: first.result }))
      .next()
      .delay(POLL_INTERVAL_MS)
      .next()
      .call(ask, fetchExportProgress, 'e1', 'STUDENT')
      .next(ok(finishedProgress))
      .put(progressPolled({ redisKey: 'e1', progress: finishedProgress }))
      .next()
      .put(jobEnded(ended))
      .next()
      .next()
      .isDone();
    testSaga(pollProgress, 'e1', 'STUDENT')
      .next()
      .call(followJob, ref)
      .next(ended)
      .put(exportFinished({ redisKey: 'e1', progress: finishedProgress }))
      .next()
      .isDone();
    expect(POLL_INTERVAL_MS).toBe(3000);
  });

  it('2. the percent is finishRate × 100 to 2 decimals, with the counts', async () => {
    const { saga, shown } = session({ start: () => ok({ redisKey: 'e1' }), progress: () => running(0.33333, 40) });
    await saga.delay(10).dispatch(startClicked()).put.actionType(progressPolled.type).silentRun(300);
    expect(selectProgressView(shown())).toMatchObject({
      percent: 33.33,
      finishNum: 40,
      totalNum: 120,
      titleKey: 'export.progressTitle',
      running: true,
      url: null,
    });
  });

  it('2. the download link fetches the file again (a second try after a failed download)', async () => {
    const saved: unknown[][] = [];
    const blob = xlsxBlob();
    const { api, saga, shown } = session(
      {
        start: () => ok({ redisKey: 'e1' }),
        progress: () => ok(finishedProgress),
        download: inTurn(new ApiError(8008, 'Network Error'), blob),
      },
      saved,
    );
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(downloadFailed({ message: { text: 'Network Error' } }))
      .delay(40)
      .dispatch(downloadRequested())
      .put(fileSaved())
      .silentRun(300);
    expect(api.callsTo('download')).toHaveLength(2);
    expect(saved).toEqual([[blob, `${FILE_NAME}.xlsx`]]);
    expect(selectProgressView(shown()).download).toBe('saved');
  });

  it('2. polling waits through 8010 and 406 (document 001 §8)', async () => {
    const { api, delays, saga } = session({
      start: () => ok({ redisKey: 'e1' }),
      progress: inTurn(new ApiError(8010, '接口请求超时，请稍后重试'), { status: 406, msg: '', result: null }, ok(finishedProgress)),
      download: () => xlsxBlob(),
    });
    await saga.delay(10).dispatch(startClicked()).not.put.actionType(pollFailed.type).put.actionType(exportFinished.type).silentRun(300);
    expect(api.callsTo('progress')).toHaveLength(3);
    expect(delays.waited).toEqual([3000, 3000]);
  });

  it('3. status 1002 shows the message and closes', async () => {
    const { api, saga, shown } = session({ start: () => refused('已有导出任务正在进行'), progress: () => running(0.5, 60) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(startRefused({ message: { text: '已有导出任务正在进行' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '已有导出任务正在进行' } } })
      .not.put.actionType(started.type)
      .silentRun(300);
    expect(api.callsTo('progress')).toHaveLength(0);
    expect(shown().export.status).toBe('closed');
    expect(api.callsTo('cancel')).toHaveLength(0);
  });

  it('4. other statuses enable close and show the message; the form stays and may try again', async () => {
    const { api, saga, shown } = session({
      start: inTurn({ status: 9999, msg: '服务器内部错误（ref 42）', result: null }, ok({ redisKey: 'e1' })),
      progress: () => running(0.5, 60),
    });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(startFailed({ message: { text: '服务器内部错误（ref 42）' } }))
      .not.put.actionType(started.type)
      .silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ open: true, closable: true, message: { text: '服务器内部错误（ref 42）' }, canStart: true });
    expect(api.callsTo('start')).toHaveLength(1);
    expect(api.callsTo('progress')).toHaveLength(0);
  });

  it('4. while the start call is out, close is disabled (closing is ignored)', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { api, saga, shown } = session({
      start: () =>
        new Promise((r) => {
          answer = r;
        }),
    });
    await saga.delay(10).dispatch(startClicked()).delay(20).dispatch(closed()).silentRun(300);
    expect(shown().export.status).toBe('starting');
    expect(selectFormView(shown()).closable).toBe(false);
    answer(ok({ redisKey: 'e1' }));
    expect(api.callsTo('cancel')).toHaveLength(0);
  });

  it('5. a polling error turns the title to export failed and stops polling', async () => {
    for (const answer of [{ status: 9999, msg: '服务器内部错误', result: null }, new ApiError(8008, '网络异常')]) {
      const { api, delays, saga, shown } = session({ start: () => ok({ redisKey: 'e1' }), progress: inTurn(running(0.25, 30), answer, running(0.5, 60)) });
      const msg = answer instanceof Error ? answer.message : answer.msg;
      await saga
        .delay(10)
        .dispatch(startClicked())
        .put(pollFailed({ redisKey: 'e1', message: { text: msg } }))
        .silentRun(300);
      expect(selectProgressView(shown())).toMatchObject({
        titleKey: 'export.failed',
        messageKey: 'common.operationFailed',
        failed: true,
        errorLine: { text: msg },
      });
      expect(api.callsTo('progress')).toHaveLength(2);
      expect(delays.waited).toEqual([3000]);
      expect(api.callsTo('download')).toHaveLength(0);
    }
  });

  it('a job that ends failed: its errorMsg becomes the red line, which opens the error information alert', async () => {
    const { saga, shown } = session({
      start: () => ok({ redisKey: 'e1' }),
      progress: () => ok(progress({ state: 'failed', finished: 1, errorMsg: '导出文件写入失败' })),
    });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(jobFailed({ redisKey: 'e1', message: { text: '导出文件写入失败' } }))
      .not.put.actionType(exportFinished.type)
      .silentRun(300);
    expect(selectProgressView(shown())).toMatchObject({
      titleKey: 'export.failed',
      messageKey: null,
      errorLine: { text: '导出文件写入失败' },
      errorOpen: false,
      url: null,
    });
    // the line is clicked: the alert opens (a reducer-only event)
    expect(selectProgressView(rootReducer(shown(), errorInfoOpened()))).toMatchObject({ errorOpen: true });
  });
});
