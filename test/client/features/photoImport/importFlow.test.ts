// Document 001 §4 "Import", step by step, through one opening's saga: 1 the form's rules,
// 2 the upload (wait overlay), 3 status 1000 opens the progress dialog and polling starts every
// 3 seconds (after the field mapping when the zip holds a spreadsheet), 4 finished, 5 a failing
// poll (8010 ignored), 6 the close button disabled until finished, closing resets everything.
import { testSaga } from 'redux-saga-test-plan';
import { expectSaga, elapse } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import { downloadPhotoSheetErrors, fetchPhotoImportProgress } from '../../../../src/client/api/photoImport';
import { ApiError } from '../../../../src/client/api/types';
import { ask, askFile } from '../../../../src/client/lib/ask';
import { followJob, jobFollowStarted } from '../../../../src/client/lib/jobFollow';
import { saveBlob } from '../../../../src/client/lib/download';
import { photoImportFinished } from '../../../../src/client/features/photoImport';
import { downloadReport, photoImportSession, pollProgress } from '../../../../src/client/features/photoImport/photoImportSaga';
import {
  cancelled,
  closed,
  confirmClicked,
  errorReportRequested,
  fieldsLoaded,
  formRejected,
  headerSelected,
  importFailed,
  importFinished,
  importStarted,
  mappingAccepted,
  mappingConfirmClicked,
  mappingRejected,
  matchClicked,
  opened,
  sheetErrorReportRequested,
  systemFieldSelected,
  titleRowChanged,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import { selectPhotoImportView, selectProgressView } from '../../../../src/client/features/photoImport/selectors';
import { initialPhotoImportState } from '../../../../src/client/features/photoImport/state';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { IMPORT_POLL_MS } from '../../../../src/shared/imports/constants';
import {
  FINISHED,
  inTurn,
  ok,
  photoStatus,
  progressPolled,
  recordDelays,
  RELATION,
  rootReducer,
  scriptedApi,
  Stage,
  stateAt,
  TENANT,
  UPLOAD_PHOTOS_ONLY,
  UPLOAD_WITH_SHEET,
} from './fixtures';

const running = ok(photoStatus({ finishRate: 0.5 }));

/** The names files were saved under (saveBlob is provided, so nothing touches the DOM). */
const saved: string[] = [];
const saveProvider: StaticProvider = [
  matchers.call.fn(saveBlob),
  dynamic((effect: { args: unknown[] }) => {
    saved.push(effect.args[1] as string);
  }),
];

/** One opening of the photo import from a stage, with the server played by `api`. */
function session(stage: Stage, api: ReturnType<typeof scriptedApi>, delays = recordDelays()) {
  return expectSaga(photoImportSession, opened({ identity: 'STUDENT' }))
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], delays.provider, saveProvider]);
}

/** Confirms a filled form whose zip holds photos only, the progress answered by `progress`. */
function photosOnly(progress: () => unknown) {
  const api = scriptedApi({ importUpload: () => ok(UPLOAD_PHOTOS_ONLY), importProgress: progress });
  const delays = recordDelays();
  return { api, delays, saga: session('filled', api, delays).dispatch(confirmClicked()) };
}

describe('photo import (document 001 §4 "Import")', () => {
  it('1. confirm checks the form first: 请上传文件, 请选择重复规则 and the error rule are required; nothing is sent', async () => {
    const api = scriptedApi({});
    const { storeState } = await session('opened', api)
      .dispatch(confirmClicked())
      .put(
        formRejected({
          errors: { file: 'photoImport.fileRequired', repeatRule: 'photoImport.repeatRuleRequired', errorRule: 'photoImport.errorRuleRequired' },
        }),
      )
      .not.put.actionType(uploadStarted.type)
      .delay(50)
      .dispatch(closed())
      .run(1000);
    expect(api.calls).toHaveLength(0);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('1. the title row is required (1..999999): 请输入标题行', async () => {
    const api = scriptedApi({});
    const { storeState } = await session('filled', api)
      .dispatch(titleRowChanged({ value: '' }))
      .dispatch(confirmClicked())
      .put(formRejected({ errors: { titleRow: 'photoImport.titleRowRequired' } }))
      .silentRun(300);
    expect(api.calls).toHaveLength(0);
    expect(storeState.photoImport.errors).toEqual({ titleRow: 'photoImport.titleRowRequired' });
  });

  it('2. upload: the wait overlay is on while the zip goes up, as parts uploadZip and data (JSON of the options)', async () => {
    const { api, saga } = photosOnly(inTurn(running));
    await saga
      .put(uploadStarted())
      .put(uploadSucceeded({ upload: UPLOAD_PHOTOS_ONLY }))
      .silentRun(300);
    const [upload] = api.callsTo('importUpload');
    expect(upload.kind).toBe('upload');
    const { uploadZip, data } = upload.data as { uploadZip: string; data: string };
    expect(uploadZip).toBe('(file photos.zip)');
    expect(JSON.parse(data)).toEqual({ tenantId: TENANT, identity: 'STUDENT', repeatRule: 1, errorRule: 1, namingRule: 1, jbDesc: 1 });
  });

  it('3. status 1000 opens the progress dialog and polling starts at once, every 3 seconds', async () => {
    const { api, delays, saga } = photosOnly(inTurn(running, running, running));
    const { storeState } = await saga.put(progressPolled({ key: 'pk1', status: running.result })).silentRun(300);
    expect(selectPhotoImportView(storeState)).toBe('progress');
    expect(api.callsTo('importProgress')[0].data).toEqual({ redisKey: 'pk1' });
    expect(api.callsTo('importProgress').length).toBeGreaterThan(2);
    expect(new Set(delays.waited)).toEqual(new Set([IMPORT_POLL_MS]));
  });

  it('3. the poll, in order, through the shared follow saga: ask, report, wait 3 seconds, ask again', () => {
    testSaga(pollProgress, 'STUDENT', 'pk1').next().call(followJob, { kind: 'photoImport', id: 'pk1' });
    testSaga(followJob, { kind: 'photoImport', id: 'pk1' })
      .next()
      .put(jobFollowStarted({ kind: 'photoImport', id: 'pk1' }))
      .next()
      .call(ask, fetchPhotoImportProgress, 'pk1')
      .next(running)
      .put(progressPolled({ key: 'pk1', status: running.result }))
      .next()
      .delay(3000)
      .next()
      .call(ask, fetchPhotoImportProgress, 'pk1')
      .next(ok(null))
      .delay(3000) // 1000 without a result: not started yet, keep waiting
      .next()
      .call(ask, fetchPhotoImportProgress, 'pk1');
  });

  it("3. the follow's end decides the dialog: finished → importFinished, failed → importFailed with its message", () => {
    const finishedEnd = { kind: 'photoImport', id: 'pk1', outcome: 'finished', update: null, detail: FINISHED, problem: null } as const;
    testSaga(pollProgress, 'STUDENT', 'pk1')
      .next()
      .next(finishedEnd)
      .put(importFinished({ identity: 'STUDENT', key: 'pk1' }))
      .next()
      .isDone();
    const failedEnd = { ...finishedEnd, outcome: 'failed', problem: { text: '照片包已损坏' } } as const;
    testSaga(pollProgress, 'STUDENT', 'pk1')
      .next()
      .next(failedEnd)
      .put(importFailed({ key: 'pk1', problem: { text: '照片包已损坏' } }))
      .next()
      .isDone();
  });

  it('3. a zip with a spreadsheet: upload → field mapping (pre-filled) → required fields refused → matched → start → progress', async () => {
    const api = scriptedApi({
      importUpload: () => ok(UPLOAD_WITH_SHEET),
      importFields: () => ok(RELATION),
      importStart: () => ok({ redisKey: 'pk2' }),
      importProgress: inTurn(ok(photoStatus({ redisKey: 'pk2' })), ok({ ...FINISHED, redisKey: 'pk2' })),
    });
    // Queued actions go out together once the session listens for `closed`, each after its own
    // delay counted from then: the times below are absolute.
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .delay(60)
      .dispatch(mappingConfirmClicked()) // 姓名 is required and unmatched
      .delay(120)
      .dispatch(systemFieldSelected({ column: 'name' }))
      .delay(130)
      .dispatch(headerSelected({ header: '姓名' }))
      .delay(140)
      .dispatch(matchClicked())
      .delay(150)
      .dispatch(mappingConfirmClicked())
      .delay(400)
      .dispatch(closed())
      .put(fieldsLoaded({ relation: RELATION }))
      .put(mappingRejected({ missing: ['name'] }))
      .put(mappingAccepted())
      .put(importStarted({ key: 'pk2' }))
      .put(photoImportFinished({ identity: 'STUDENT', key: 'pk2' }))
      .put(cancelled())
      .run(2000);
    expect(api.callsTo('importFields')[0].data).toEqual({ redisKey: 'pk2' });
    expect(api.callsTo('importStart')).toHaveLength(1);
    expect(api.callsTo('importStart')[0].data).toEqual({
      redisKey: 'pk2',
      matchFieldList: [
        { column: 'studentNo', configure: '学号' },
        { column: 'name', configure: '姓名' },
      ],
    });
    expect(api.callsTo('importProgress').map((c) => c.data)).toEqual([{ redisKey: 'pk2' }, { redisKey: 'pk2' }]);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('4. finished is 1: progress 100, title import succeeded, message import complete, close enabled; lists hear photoImportFinished', async () => {
    const { saga } = photosOnly(inTurn(running, ok(FINISHED)));
    const { storeState } = await saga.put(photoImportFinished({ identity: 'STUDENT', key: 'pk1' })).silentRun(300);
    expect(selectProgressView(storeState)).toMatchObject({
      percent: 100,
      titleKey: 'import.succeeded',
      messageKey: 'import.complete',
      closeEnabled: true,
      progress: { successNum: 3, totalNum: 3 },
    });
  });

  it('5. polling status 8010 (only) is ignored and polling continues', async () => {
    const { api, delays, saga } = photosOnly(
      inTurn(new ApiError(8010, '接口请求超时，请稍后重试'), { status: 8010, msg: '', result: null }, running, ok(FINISHED)),
    );
    await saga.not.put.actionType(importFailed.type).put.actionType(photoImportFinished.type).silentRun(300);
    expect(api.callsTo('importProgress')).toHaveLength(4);
    expect(delays.waited).toEqual([3000, 3000, 3000]);
  });

  it('5. polling status 406 is not ignored (document 001 §4 step 5): import failed, operation failed, polling stops', async () => {
    for (const answer of [new ApiError(406, 'not ready'), { status: 406, msg: '', result: null }]) {
      const { api, delays, saga } = photosOnly(inTurn(running, answer, running, ok(FINISHED)));
      const { storeState } = await saga.put.actionType(importFailed.type).not.put.actionType(photoImportFinished.type).silentRun(300);
      expect(selectProgressView(storeState)).toMatchObject({
        titleKey: 'import.failed',
        messageKey: 'import.operationFailed',
        closeEnabled: true,
        failed: true,
      });
      expect(api.callsTo('importProgress')).toHaveLength(2);
      expect(delays.waited).toEqual([3000]);
    }
  });

  it('5. any other polling status: title import failed, message operation failed, polling stops, close enabled', async () => {
    for (const answer of [
      { status: 9999, msg: '服务器内部错误', result: null },
      { status: 1002, msg: '导入任务不存在', result: null },
      new ApiError(8008, '网络异常'),
    ]) {
      const { api, delays, saga } = photosOnly(inTurn(running, answer, running));
      const { storeState } = await saga.put.actionType(importFailed.type).silentRun(300);
      expect(selectProgressView(storeState)).toMatchObject({
        titleKey: 'import.failed',
        messageKey: 'import.operationFailed',
        closeEnabled: true,
        failed: true,
      });
      expect(api.callsTo('importProgress')).toHaveLength(2);
      expect(delays.waited).toEqual([3000]);
    }
  });

  it('5. a job that reports itself failed ends the same way, with its errorMsg shown', async () => {
    const { saga } = photosOnly(inTurn(ok(photoStatus({ state: 'failed', errorMsg: '压缩包已损坏' }))));
    const { storeState } = await saga.put(importFailed({ key: 'pk1', problem: { text: '压缩包已损坏' } })).silentRun(300);
    expect(selectProgressView(storeState)).toMatchObject({ titleKey: 'import.failed', closeEnabled: true, errorMessage: { text: '压缩包已损坏' } });
  });

  it('6. the close button is disabled until finished; closing then resets all state', async () => {
    // The job runs for 150 ms, then reports finished.
    const started = Date.now();
    const { api, saga } = photosOnly(() => (Date.now() - started < 150 ? running : ok(FINISHED)));
    const { storeState } = await saga
      .delay(60)
      .dispatch(closed()) // while polling: ignored
      .delay(400)
      .dispatch(closed()) // finished: accepted, the opening ends
      .put.actionType(photoImportFinished.type)
      .put(cancelled())
      .run(2000);
    // Had the first close been taken, nothing would have been polled after 60 ms, and the job
    // (finished only after 150 ms) would never have been heard finishing.
    expect(api.callsTo('importProgress').length).toBeGreaterThan(1);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('6. closing after a failed import ends the opening too, and nothing is polled after it', async () => {
    const { api, saga } = photosOnly(inTurn(running, { status: 9999, msg: 'x', result: null }));
    await saga.put.actionType(importFailed.type).delay(50).dispatch(closed()).put(cancelled()).run(2000);
    const calls = api.callsTo('importProgress').length;
    await elapse(30);
    expect(api.callsTo('importProgress')).toHaveLength(calls);
  });

  it("the error report link downloads the photos' report through the download client", async () => {
    const { api, saga } = photosOnly(inTurn(ok({ ...FINISHED, failNum: 1, errorKey: 'err_1' })));
    api.answers.importErrors = () => new Blob(['xlsx']);
    saved.length = 0;
    await saga.put
      .actionType(photoImportFinished.type)
      .delay(50)
      .dispatch({ type: 'photoImport/errorReportRequested', payload: { errorKey: 'err_1' } })
      .call.fn(saveBlob)
      .silentRun(300);
    expect(api.callsTo('importErrors')).toEqual([
      { kind: 'download', url: '/api/blade-platform/userImg/importImg/errors', data: { errorKey: 'err_1', identity: 'STUDENT' } },
    ]);
    expect(saved).toEqual(['照片导入错误报告.xlsx']);
  });

  it("the spreadsheet rows' report downloads with its errorKey; a failed download is a toast, nothing saved", async () => {
    const api = scriptedApi({ sheetErrors: () => new Blob(['xlsx']) });
    saved.length = 0;
    await expectSaga(downloadReport, 'STUDENT', sheetErrorReportRequested({ errorKey: 's1' }))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], saveProvider])
      .call(askFile, downloadPhotoSheetErrors, 's1')
      .run();
    expect(api.callsTo('sheetErrors').map((c) => c.data)).toEqual([{ errorKey: 's1' }]);
    expect(saved).toEqual(['照片导入表格错误报告.xlsx']);

    const failing = scriptedApi({ importErrors: () => new ApiError(1002, '报告已过期') });
    saved.length = 0;
    await expectSaga(downloadReport, 'STUDENT', errorReportRequested({ errorKey: 'e1' }))
      .withReducer(rootReducer)
      .provide([[getContext('api'), failing], saveProvider])
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '报告已过期' } } })
      .run();
    expect(saved).toEqual([]);
  });
});
