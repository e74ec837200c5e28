// The history tab (list, original file, error report, undo through a confirm), the template
// download, and the dry run that precedes a real import.
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/types';
import { downloadFile, loadHistory, undoRun, wizardSession } from '../../../../src/client/features/importWizard/importWizardSaga';
import {
  dryRunFinished,
  errorReportRequested,
  historyFailed,
  historyLoaded,
  historyPageChanged,
  importFinished,
  importStarted,
  importStartRequested,
  importUndone,
  opened,
  originalRequested,
  tabChanged,
  templateRequested,
  undoClicked,
  undoConfirmed,
  undoFailed,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import { saveBlob } from '../../../../src/client/lib/download';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { historyRow, inTurn, ok, recordDelays, refused, rootReducer, scriptedApi, stateAt, taskStatus, through } from './fixtures';

const BLOB = new Blob(['file']);
const historyOpen = (rows = [historyRow()]) =>
  through([tabChanged({ tab: 'history' }), historyLoaded({ rows, total: rows.length, pageIndex: 1 })], stateAt('opened'));

describe('history', () => {
  it("opening the tab reads page 1 of the target's imports", async () => {
    const api = scriptedApi({ history: () => ok({ data: [historyRow()], total: 1 }) });
    const { storeState } = await expectSaga(loadHistory, 'STUDENT')
      .withReducer(rootReducer, through([tabChanged({ tab: 'history' })], stateAt('opened')))
      .provide([[getContext('api'), api]])
      .put(historyLoaded({ rows: [historyRow()], total: 1, pageIndex: 1 }))
      .run();
    expect(api.callsTo('history')[0].data).toEqual({ tenantId: '000000', pageIndex: 1, pageSize: 40, target: 'STUDENT' });
    expect(storeState.importWizard.history).toMatchObject({ status: 'loaded', total: 1 });
  });

  it('another page is read on request; a refusal is shown', async () => {
    const api = scriptedApi({ history: () => refused('查询失败') });
    await expectSaga(loadHistory, 'STUDENT')
      .withReducer(rootReducer, through([historyPageChanged({ pageIndex: 2 })], historyOpen()))
      .provide([[getContext('api'), api]])
      .put(historyFailed({ problem: { text: '查询失败' } }))
      .run();
    expect(api.callsTo('history')[0].data).toMatchObject({ pageIndex: 2 });
  });

  it('undo is confirmed first, then shows its result and reads the page again', async () => {
    const api = scriptedApi({ undo: () => ok({ removed: 2, restored: 1 }) });
    const confirming = through([undoClicked({ key: 'k1' })], historyOpen());
    expect(confirming.importWizard.history.undo.status).toBe('confirming');
    const { storeState } = await expectSaga(undoRun, 'STUDENT')
      .withReducer(rootReducer, through([undoConfirmed()], confirming))
      .provide([[getContext('api'), api]])
      .put(importUndone({ target: 'STUDENT', key: 'k1', removed: 2, restored: 1 }))
      .run();
    expect(api.callsTo('undo')[0].data).toEqual({ tenantId: '000000', key: 'k1' });
    expect(storeState.importWizard.history).toMatchObject({ status: 'loading', undo: { status: 'idle', result: { key: 'k1', removed: 2, restored: 1 } } });
  });

  it('undo is offered for a real import not yet undone that left rows, whatever its end', () => {
    for (const row of [
      historyRow({ dryRun: true }),
      historyRow({ state: 'failed', newInsertNum: 0, updateNum: 0, undoable: false }),
      historyRow({ undoneAt: '2026-05-02T00:00:00Z' }),
    ]) {
      expect(through([undoClicked({ key: 'k1' })], historyOpen([row])).importWizard.history.undo.status).toBe('idle');
    }
    for (const row of [historyRow(), historyRow({ state: 'failed' }), historyRow({ state: 'cancelled' })]) {
      expect(through([undoClicked({ key: 'k1' })], historyOpen([row])).importWizard.history.undo.status).toBe('confirming');
    }
  });

  it('a refused undo is shown', async () => {
    const api = scriptedApi({ undo: () => refused('该次导入已撤销') });
    await expectSaga(undoRun, 'STUDENT')
      .withReducer(rootReducer, through([undoClicked({ key: 'k1' }), undoConfirmed()], historyOpen()))
      .provide([[getContext('api'), api]])
      .put(undoFailed({ problem: { text: '该次导入已撤销' } }))
      .run();
  });
});

describe('files', () => {
  const download = (action: Parameters<typeof downloadFile>[1], api: ReturnType<typeof scriptedApi>) =>
    expectSaga(downloadFile, 'STUDENT', action)
      .withReducer(rootReducer, stateAt('opened'))
      .provide([
        [getContext('api'), api],
        [matchers.call.fn(saveBlob), undefined],
      ]);

  it("the template is saved under the target's name", async () => {
    const api = scriptedApi({ template: () => BLOB });
    await download(templateRequested(), api).call(saveBlob, BLOB, '本专科生导入模板.xlsx').run();
    expect(api.callsTo('template')[0]).toEqual({ kind: 'download', url: '/api/blade-workbench/import/template', data: { target: 'STUDENT' } });
  });

  it('the error report is downloaded with its errorKey', async () => {
    const api = scriptedApi({ errors: () => BLOB });
    await download(errorReportRequested({ errorKey: 'e1' }), api)
      .call(saveBlob, BLOB, '本专科生导入错误报告.xlsx')
      .run();
    expect(api.callsTo('errors')[0].data).toEqual({ tenantId: '000000', errorKey: 'e1' });
  });

  it('the original file is saved under its own name; a failed download is a toast', async () => {
    const api = scriptedApi({ original: () => BLOB });
    await download(originalRequested({ key: 'k1', fileName: 'students.xlsx' }), api)
      .call(saveBlob, BLOB, 'students.xlsx')
      .run();
    const failing = scriptedApi({ original: () => new ApiError(1002, '文件不存在') });
    await download(originalRequested({ key: 'k1', fileName: 'students.xlsx' }), failing)
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '文件不存在' } } })
      .not.call.fn(saveBlob)
      .run();
  });
});

describe('dry run, then the real import', () => {
  it('a dry run shows its counts; confirming starts again with dryRun false; only the real one is announced', async () => {
    const dry = ok(
      taskStatus({
        finished: true,
        finishRate: 1,
        state: 'finished',
        dryRun: true,
        updateNum: 1,
        sample: [{ row: 3, before: { name: '张三' }, after: { name: '张叁' } }],
      }),
    );
    const real = ok(taskStatus({ redisKey: 'k2', finished: true, finishRate: 1, state: 'finished' }));
    const api = scriptedApi({
      start: inTurn(ok({ redisKey: 'k1' }), ok({ redisKey: 'k2' })),
      progress: (data) => ((data as { key: string }).key === 'k1' ? dry : real),
    });
    const { storeState } = await expectSaga(wizardSession, opened({ target: 'STUDENT' }))
      .withReducer(rootReducer, stateAt('settings'))
      .provide([[getContext('api'), api], recordDelays().provider])
      .dispatch(importStartRequested({ dryRun: true }))
      .put(importStarted({ key: 'k1', dryRun: true }))
      .put(dryRunFinished({ key: 'k1', status: dry.result }))
      .delay(20)
      .dispatch(importStartRequested({ dryRun: false }))
      .not.put.like({ action: { type: importFinished.type, payload: { key: 'k1' } } })
      .put(importStarted({ key: 'k2', dryRun: false }))
      .put(importFinished({ target: 'STUDENT', key: 'k2', counts: { totalNum: 2, newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, successNum: 1 } }))
      .silentRun(100);
    expect(api.callsTo('start').map((c) => (c.data as { dryRun: boolean }).dryRun)).toEqual([true, false]);
    expect(storeState.importWizard.status).toBe('finished');
  });
});
