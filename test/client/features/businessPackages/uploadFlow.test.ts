// The upload-and-follow flow, read as its states (document 001 §4 "Import"): the upload, then
// status 1000 opens the progress dialog and polls every 3 s until finished; 8010 while polling is
// waited through; any other status fails with the server's message; the close is refused while
// processing runs; leaving the screen and signing out cancel the polling and reset the flow.
import { testSaga } from 'redux-saga-test-plan';
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/types';
import { pollProcessing, uploadSession } from '../../../../src/client/features/businessPackages/businessPackagesSaga';
import { followJob } from '../../../../src/client/lib/jobFollow';
import {
  fileAccepted,
  fileRefused,
  filesPicked,
  flowCancelled,
  processingFailed,
  processingFinished,
  uploadConfirmed,
  uploadDialogClosed,
  uploadRefused,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/businessPackages/businessPackagesSlice';
import { selectProgressView } from '../../../../src/client/features/businessPackages/selectors';
import { initialUploadFlow } from '../../../../src/client/features/businessPackages/state';
import { signedOut, signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { getFile } from '../../../../src/client/lib/fileRegistry';
import { leftScreen, navigated } from '../route/fixtures';
import {
  FINISHED,
  inTurn,
  jobStatus,
  KEY,
  ok,
  pending,
  pickedZip,
  progressPolled,
  recordDelays,
  rootReducer,
  scriptedApi,
  settle,
  Stage,
  stateAt,
} from './fixtures';

const session = (stage: Stage, api: ReturnType<typeof scriptedApi>, delays = recordDelays()) =>
  expectSaga(uploadSession)
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], delays.provider]);

const RUNNING_30 = jobStatus({ finishRate: 0.3 });
const RUNNING_60 = jobStatus({ finishRate: 0.6 });

describe('business package upload: upload, then poll every 3 s until finished', () => {
  it('the processing is followed through the follow saga the job centre shares', () => {
    testSaga(pollProcessing, KEY).next().call(followJob, { kind: 'businessPackage', id: KEY });
  });

  it('uploads the chosen zip; 1000 opens the progress dialog; polls every 3 s until finished', async () => {
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: inTurn(ok(RUNNING_30), ok(RUNNING_60), ok(FINISHED)) });
    const delays = recordDelays();
    const { storeState } = await session('chosen', api, delays)
      .dispatch(uploadConfirmed())
      .put(uploadStarted())
      .put(uploadSucceeded({ redisKey: KEY }))
      .put(progressPolled({ progress: RUNNING_30 }))
      .put(progressPolled({ progress: RUNNING_60 }))
      .put(processingFinished({ progress: FINISHED }))
      .not.put.actionType(flowCancelled.type)
      .run(1000);
    // a new package: blade-platform's upload (document 000 §7)
    expect(api.callsTo('platformUpload').map((c) => c.data)).toEqual([{ file: '(file campus-bus.zip)' }]);
    expect(api.callsTo('upload')).toHaveLength(0);
    expect(api.callsTo('polling').map((c) => c.data)).toEqual([{ redisKey: KEY }, { redisKey: KEY }, { redisKey: KEY }]);
    expect(delays.waited).toEqual([3000, 3000]);
    const view = selectProgressView(storeState);
    expect(view).toMatchObject({ open: true, finished: true, closeEnabled: true, percent: 100, titleKey: 'businessPackagesUi.succeeded' });
  });

  it("a new version (opened from a package's versions) goes through blade-brick's upload", async () => {
    const api = scriptedApi({ upload: () => ok({ redisKey: KEY }), polling: () => ok(FINISHED) });
    await session('chosenVersion', api)
      .dispatch(uploadConfirmed())
      .put(uploadSucceeded({ redisKey: KEY }))
      .silentRun(200);
    expect(api.callsTo('upload').map((c) => c.data)).toEqual([{ file: '(file campus-bus.zip)' }]);
    expect(api.callsTo('platformUpload')).toHaveLength(0);
  });

  it('an upload turned down goes back to choosing with the server message, and nothing is polled', async () => {
    const api = scriptedApi({ platformUpload: () => ({ status: 1002, msg: '上传文件格式错误：不是有效的 zip 压缩包', result: null }) });
    await session('chosen', api)
      .dispatch(uploadConfirmed())
      .put(uploadStarted())
      .put(uploadRefused({ problem: { text: '上传文件格式错误：不是有效的 zip 压缩包' } }))
      .put.actionType(toastShown.type)
      .not.put.actionType(uploadSucceeded.type)
      .silentRun(200);
    expect(api.callsTo('polling')).toHaveLength(0);
  });
});

describe('business package upload: 8010 while polling is ignored', () => {
  it('a timed-out poll (8010) is waited through and polling goes on to finished', async () => {
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: inTurn(new ApiError(8010, '请求超时'), ok(RUNNING_60), ok(FINISHED)) });
    const { storeState } = await session('chosen', api)
      .dispatch(uploadConfirmed())
      .put(progressPolled({ progress: RUNNING_60 }))
      .put(processingFinished({ progress: FINISHED }))
      .not.put.actionType(processingFailed.type)
      .run(1000);
    expect(api.callsTo('polling')).toHaveLength(3);
    expect(storeState.businessPackages.upload.status).toBe('finished');
  });
});

describe('business package upload: any other polling status fails', () => {
  it('1002 fails with the server message; polling stops; the close is enabled', async () => {
    const failed = jobStatus({ state: 'failed', errorMsg: '业务包根目录缺少 manifest.json' });
    const api = scriptedApi({
      platformUpload: () => ok({ redisKey: KEY }),
      polling: inTurn(ok(RUNNING_30), { status: 1002, msg: '业务包根目录缺少 manifest.json', result: failed }),
    });
    const { storeState } = await session('chosen', api)
      .dispatch(uploadConfirmed())
      .put(progressPolled({ progress: RUNNING_30 }))
      .put(processingFailed({ redisKey: KEY, problem: { text: '业务包根目录缺少 manifest.json' } }))
      .not.put.actionType(processingFinished.type)
      .run(1000);
    await settle();
    expect(api.callsTo('polling')).toHaveLength(2);
    expect(selectProgressView(storeState)).toMatchObject({ failed: true, closeEnabled: true, titleKey: 'businessPackagesUi.failedTitle' });
  });

  it('9999 without a message fails with “operation failed”', async () => {
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: () => ({ status: 9999, msg: '', result: null }) });
    await session('chosen', api)
      .dispatch(uploadConfirmed())
      .put(processingFailed({ redisKey: KEY, problem: { key: 'common.operationFailed' } }))
      .run(500);
    expect(api.callsTo('polling')).toHaveLength(1);
  });
});

describe('business package upload: closing', () => {
  it('the close is refused while processing runs: polling goes on to finished; closing then resets', async () => {
    // the second answer is held 150 virtual ms, so the close below comes while the processing
    // runs (the 3 s waits take 1 ms here)
    const held = (answer: unknown) => () => new Promise((resolve) => setTimeout(() => resolve(answer), 150));
    const answers = [() => ok(RUNNING_30), held(ok(RUNNING_60)), () => ok(FINISHED)];
    let polled = 0;
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: () => answers[Math.min(polled++, answers.length - 1)]() });
    const { storeState } = await session('chosen', api)
      .dispatch(uploadConfirmed())
      .delay(20)
      .dispatch(uploadDialogClosed())
      .put(processingFinished({ progress: FINISHED }))
      .not.put.actionType(flowCancelled.type)
      .run(1000);
    expect(api.callsTo('polling')).toHaveLength(3);
    expect(storeState.businessPackages.upload.status).toBe('finished');
    const closed = rootReducer(storeState, uploadDialogClosed());
    expect(closed.businessPackages.upload).toEqual(initialUploadFlow);
  });

  it('closing the upload dialog before uploading cancels the flow and lets the zip go', async () => {
    const api = scriptedApi({});
    const zip = pickedZip();
    const { storeState } = await session('choosing', api)
      .dispatch(filesPicked({ files: [zip] }))
      .delay(10)
      .dispatch(uploadDialogClosed())
      .put(fileAccepted({ file: zip }))
      .put(flowCancelled())
      .run(500);
    expect(getFile(zip.id)).toBeUndefined();
    expect(storeState.businessPackages.upload).toEqual(initialUploadFlow);
    expect(api.calls).toHaveLength(0);
  });

  it('a new search on the screen (same pathname) leaves the flow running', async () => {
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: inTurn(ok(RUNNING_30), ok(RUNNING_60), ok(FINISHED)) });
    const { storeState } = await session('chosen', api)
      .dispatch(uploadConfirmed())
      .put(progressPolled({ progress: RUNNING_30 }))
      .delay(30)
      .dispatch(navigated('/cardsPackageConfig?page=2', '/cardsPackageConfig'))
      .put(processingFinished({ progress: FINISHED }))
      .not.put.actionType(flowCancelled.type)
      .run(1000);
    expect(selectProgressView(storeState)).toMatchObject({ open: true, finished: true });
  });

  it('leaving the screen while polling cancels the polling and resets', async () => {
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: () => ok(RUNNING_30) });
    const { storeState } = await session('chosen', api)
      .dispatch(uploadConfirmed())
      .delay(30)
      .dispatch(leftScreen('/cardsPackageConfig'))
      .put(flowCancelled())
      .run(1000);
    const calls = api.callsTo('polling').length;
    expect(calls).toBeGreaterThan(0);
    await settle();
    expect(api.callsTo('polling')).toHaveLength(calls);
    expect(storeState.businessPackages.upload).toEqual(initialUploadFlow);
  });
});

describe('business package upload: signing out cancels it', () => {
  it('signed out while polling: the poller stops and the flow resets', async () => {
    const api = scriptedApi({ platformUpload: () => ok({ redisKey: KEY }), polling: () => ok(RUNNING_30) });
    const { storeState } = await session('chosen', api)
      .dispatch(uploadConfirmed())
      .delay(30)
      .dispatch(signedOut({ reason: 'user' }))
      .put(flowCancelled())
      .not.put.actionType(processingFinished.type)
      .run(1000);
    const calls = api.callsTo('polling').length;
    await settle();
    expect(api.callsTo('polling')).toHaveLength(calls);
    expect(storeState.businessPackages.upload).toEqual(initialUploadFlow);
  });

  it('asking to sign out during the upload abandons it', async () => {
    const api = scriptedApi({ platformUpload: pending });
    await session('chosen', api)
      .dispatch(uploadConfirmed())
      .delay(20)
      .dispatch(signOutRequested())
      .put(uploadStarted())
      .not.put.actionType(uploadSucceeded.type)
      .put(flowCancelled())
      .run(500);
  });
});

describe('business package upload: the pick (document 001 §5)', () => {
  const refusedFor = async (files: ReturnType<typeof pickedZip>[], problem: unknown) => {
    const { storeState } = await session('choosing', scriptedApi({}))
      .dispatch(filesPicked({ files }))
      .put(fileRefused({ problem } as never))
      .silentRun(100);
    expect(storeState.businessPackages.upload.file).toBeNull();
    for (const f of files) expect(getFile(f.id)).toBeUndefined();
  };

  it('more than one file: the count is in the message', () =>
    refusedFor([pickedZip(), pickedZip('b.zip')], { key: 'businessPackagesUi.tooMany', params: { count: 2 } }));
  it('only .zip', () => refusedFor([pickedZip('package.rar')], { key: 'businessPackagesUi.onlyZip' }));
  it('a type that is not a zip', () => refusedFor([pickedZip('package.zip', 10, 'text/plain')], { key: 'upload.fileFormatError' }));
  it('over 50 MB', () => refusedFor([pickedZip('package.zip', 50 * 1024 * 1024 + 1)], { key: 'businessPackagesUi.tooLarge', params: { max: 50 } }));
  it('confirm without a file uploads nothing', async () => {
    const api = scriptedApi({});
    await session('choosing', api)
      .dispatch(uploadConfirmed())
      .put(fileRefused({ problem: { key: 'businessPackagesUi.fileRequired' } }))
      .silentRun(100);
    expect(api.calls).toHaveLength(0);
  });
});
