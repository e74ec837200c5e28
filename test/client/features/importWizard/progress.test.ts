// Document 000 §4, "Import wizard", rule by rule: starting, polling and ending an import.
import { testSaga } from 'redux-saga-test-plan';
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/types';
import { fetchProgress } from '../../../../src/client/api/imports';
import { pollProgress, wizardSession } from '../../../../src/client/features/importWizard/importWizardSaga';
import { ask } from '../../../../src/client/lib/ask';
import { followJob, jobFollowStarted } from '../../../../src/client/lib/jobFollow';
import {
  closed,
  importFailed,
  importFinished,
  importStarted,
  importStartRequested,
  opened,
  startRefused,
  wizardCancelled,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import { selectProgressView, selectUpload } from '../../../../src/client/features/importWizard/selectors';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { IMPORT_POLL_MS } from '../../../../src/shared/imports';
import { TENANT, UPLOAD, inTurn, ok, progressPolled, recordDelays, refused, rootReducer, scriptedApi, stateAt, taskStatus } from './fixtures';

const running = ok(taskStatus({ finishRate: 0.5 }));
const finished = ok(taskStatus({ finished: true, finishRate: 1, state: 'finished', totalNum: 3, newInsertNum: 2, updateNum: 1, successNum: 3, finishNum: 3 }));

/** Runs one opening of the wizard from step 3, starting the real import at once. */
function runFromSettings(progress: () => unknown, start: unknown = ok({ redisKey: 'k1' })) {
  const api = scriptedApi({ start: () => start, progress });
  const delays = recordDelays();
  const saga = expectSaga(wizardSession, opened({ target: 'STUDENT' }))
    .withReducer(rootReducer, stateAt('settings'))
    .provide([[getContext('api'), api], delays.provider])
    .dispatch(importStartRequested({ dryRun: false }));
  return { api, delays, saga };
}

describe('import wizard (document 000 §4)', () => {
  it('after start, the job is followed through the shared follow saga, polled every 3 seconds', () => {
    // the file's name goes along: the job centre names the job by it until its list holds the job
    testSaga(pollProgress, 'STUDENT', 'k1', false)
      .next()
      .select(selectUpload)
      .next(UPLOAD)
      .call(followJob, { kind: 'import', id: 'k1', via: 'u1', name: UPLOAD.fileName });
    testSaga(followJob, { kind: 'import', id: 'k1', via: 'u1', name: UPLOAD.fileName })
      .next()
      .put(jobFollowStarted({ kind: 'import', id: 'k1', name: UPLOAD.fileName }))
      .next()
      .call(ask, fetchProgress, 'u1', 'k1')
      .next(running)
      .put(progressPolled({ key: 'k1', status: running.result }))
      .next()
      .delay(IMPORT_POLL_MS)
      .next()
      .call(ask, fetchProgress, 'u1', 'k1')
      .next(running)
      .put(progressPolled({ key: 'k1', status: running.result }))
      .next()
      .delay(3000);
  });

  it('the start call carries the settings, and its key is what is polled', async () => {
    const { api, delays, saga } = runFromSettings(inTurn(running, running, finished));
    await saga
      .put(importStarted({ key: 'k1', dryRun: false }))
      .delay(100)
      .dispatch(closed())
      .run();
    expect(api.callsTo('start')[0].data).toMatchObject({
      tenantId: TENANT,
      id: 'u1',
      headerLine: 2,
      ruleNum: 1,
      checkField: 'studentNo',
      stuInfoHandle: 1,
      dryRun: false,
    });
    expect(api.callsTo('progress').map((c) => c.data)).toEqual(Array(3).fill({ tenantId: TENANT, id: 'u1', key: 'k1' }));
    expect(delays.waited).toEqual([3000, 3000]);
  });

  it('finished: progress 100, title import success, message import complete, close enabled', async () => {
    const { saga } = runFromSettings(inTurn(running, finished));
    const { storeState } = await saga
      .put(importFinished({ target: 'STUDENT', key: 'k1', counts: { totalNum: 3, newInsertNum: 2, updateNum: 1, jumpNum: 0, failNum: 0, successNum: 3 } }))
      .silentRun(100);
    expect(selectProgressView(storeState)).toMatchObject({ percent: 100, titleKey: 'import.success', messageKey: 'import.complete', closeEnabled: true });
  });

  it('polling status 8010 or 406 is ignored and polling continues', async () => {
    const { api, delays, saga } = runFromSettings(
      inTurn(new ApiError(8010, '接口请求超时，请稍后重试'), new ApiError(406, 'not ready'), { status: 406, msg: '', result: null }, running, finished),
    );
    await saga.not.put.actionType(importFailed.type).put.actionType(importFinished.type).silentRun(200);
    expect(api.callsTo('progress')).toHaveLength(5);
    expect(delays.waited).toEqual([3000, 3000, 3000, 3000]);
  });

  it('any other non-success polling status: import failed, operation failed, close enabled, polling stops', async () => {
    for (const answer of [{ status: 9999, msg: '服务器内部错误', result: null }, new ApiError(8008, '网络异常')]) {
      const { api, delays, saga } = runFromSettings(inTurn(running, answer, running));
      const { storeState } = await saga.put.actionType(importFailed.type).silentRun(100);
      expect(selectProgressView(storeState)).toMatchObject({ titleKey: 'import.failed', messageKey: 'import.operationFailed', closeEnabled: true });
      expect(api.callsTo('progress')).toHaveLength(2);
      expect(delays.waited).toEqual([3000]);
    }
  });

  it('a job that reports itself failed ends the same way, and its errorMsg opens the error information dialog', async () => {
    const { saga } = runFromSettings(inTurn(ok(taskStatus({ state: 'failed', errorMsg: '数据库写入失败' }))));
    const { storeState } = await saga.put(importFailed({ key: 'k1', problem: { text: '数据库写入失败' } })).silentRun(100);
    expect(selectProgressView(storeState)).toMatchObject({ closeEnabled: true, errorDialogOpen: true, errorMessage: { text: '数据库写入失败' } });
  });

  it('start answer other than 1000: the server msg is shown, the settings dialog closes, no polling', async () => {
    const { api, saga } = runFromSettings(inTurn(running), refused('已有导入任务正在进行'));
    const { storeState } = await saga
      .put(startRefused({ problem: { text: '已有导入任务正在进行' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '已有导入任务正在进行' } } })
      .not.put.actionType(importStarted.type)
      .run(500); // the opening ends by itself: nothing is left waiting
    expect(api.callsTo('progress')).toHaveLength(0);
    expect(storeState.importWizard).toMatchObject({ open: false, status: 'refused' });
  });

  it('the close button stays disabled until finished', async () => {
    const { api, saga } = runFromSettings(inTurn(running, running, finished));
    const { storeState } = await saga
      .dispatch(closed()) // while starting: ignored
      .delay(2)
      .dispatch(closed()) // while polling: ignored
      .put.actionType(importFinished.type)
      .delay(100)
      .dispatch(closed()) // finished: accepted, the opening ends
      .put(wizardCancelled())
      .run(500);
    expect(api.callsTo('progress')).toHaveLength(3);
    expect(storeState.importWizard).toMatchObject({ open: false, status: 'finished' });
  });
});
