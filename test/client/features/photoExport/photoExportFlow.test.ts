// Document 001 §4 "Photo export", step by step, through the photo export's saga and its real
// reducer:
//   1. A check call is made first. On success the notice dialog appears and the check is polled.
//   2. When done with a url, the list of users lacking the identifier can be downloaded; the user
//      may continue the export or cancel.
//   3. If there is no url and no result, the export proceeds directly.
//   4. If an error occurs, errorMsg is shown.
// and the export itself as document 001 §4 "Export" runs it (progress every 3 s, 8010 ignored,
// 'export failed' on a poll error, the download when finished).
import { signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import {
  cancelled,
  checkAccepted,
  checkFailed,
  checkPassed,
  checkRefused,
  closed,
  continued,
  exportFinished,
  fileNameChanged,
  fileSaved,
  formatChanged,
  formRejected,
  missingDownloadRequested,
  missingFound,
  missingListAbandoned,
  missingListFailed,
  missingListPolled,
  missingListPollFailed,
  missingListReady,
  missingListSaved,
  namingRuleChanged,
  started,
  startClicked,
} from '../../../../src/client/features/photoExport/photoExportSlice';
import { selectFormView, selectNoticeView } from '../../../../src/client/features/photoExport/selectors';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import {
  CHECK_FOUND,
  FILE_NAME,
  inTurn,
  LIST_URL,
  listBlob,
  listFinished,
  listProgress,
  MISSING_NAME,
  ok,
  refused,
  session,
  zipBlob,
  zipFinished,
  zipProgress,
  stopped,
} from './fixtures';
import { elapse } from '../../sagaClock';

const segment = (url: string) => url.split('/').pop();

describe('photo export (document 001 §4 "Photo export")', () => {
  it('1. a check call is made first: the rule, then checkExportImg with the form, and only then the start', async () => {
    const { api, saga } = session({
      'excel/checkExportImg': () => ok(null),
      exportImg: () => ok({ redisKey: 'p1' }),
      exportImgProgress: () => ok(zipProgress()),
    });
    await saga
      .delay(10)
      .dispatch(fileNameChanged({ fileName: `  ${FILE_NAME}  ` }))
      .delay(12)
      .dispatch(namingRuleChanged({ namingRule: 2 }))
      .delay(14)
      .dispatch(formatChanged({ formatRule: 3 }))
      .delay(40)
      .dispatch(startClicked())
      .put(checkAccepted())
      .put(checkPassed())
      .put(started({ redisKey: 'p1' }))
      .silentRun(300);
    const body = { identity: 'STUDENT', dataRange: 1, namingRule: 2, fileName: FILE_NAME, formatRule: 3 };
    expect(api.callsTo('excel/checkExportImg').map((c) => c.data)).toEqual([body]);
    expect(api.callsTo('exportImg').map((c) => c.data)).toEqual([body]);
    // the count of the opening and of the new rule, then the check, then the start
    expect(api.calls.slice(0, 4).map((c) => segment(c.url))).toEqual(['exportImgCount', 'exportImgCount', 'checkExportImg', 'exportImg']);
  });

  it('1. the file name is checked before the check call: required, then at most 30 characters', async () => {
    const { api, saga, shown } = session({ 'excel/checkExportImg': () => ok(null) });
    await saga
      .delay(10)
      .dispatch(fileNameChanged({ fileName: '   ' }))
      .delay(12)
      .dispatch(startClicked())
      .put(formRejected({ errors: { fileName: 'export.fileNameRequired' } }))
      .delay(20)
      .dispatch(fileNameChanged({ fileName: '照'.repeat(31) }))
      .delay(22)
      .dispatch(startClicked())
      .put(formRejected({ errors: { fileName: 'export.fileNameTooLong' } }))
      .not.put(checkAccepted())
      .silentRun(300);
    expect(api.callsTo('excel/checkExportImg')).toHaveLength(0);
    expect(selectFormView(shown()).errors).toEqual({ fileName: 'export.fileNameTooLong' });
  });

  it('2. a key: the notice appears, the check is polled every 3 s, and once done its url gives the list, downloaded with the session', async () => {
    const saved: unknown[][] = [];
    const blob = listBlob();
    const { api, delays, saga, shown } = session(
      {
        'excel/checkExportImg': () => ok(CHECK_FOUND),
        'userImg/checkExportImg': inTurn(ok(listProgress()), ok(listFinished)),
        download: () => blob,
      },
      saved,
    );
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(missingFound({ redisKey: 'c1', missingIdentifier: 5, total: 120 }))
      .put(missingListPolled({ redisKey: 'c1', progress: listProgress() }))
      .put(missingListReady({ redisKey: 'c1', progress: listFinished }))
      // the link is clicked once it shows: after the second poll, which waits a (provided) delay
      .delay(300)
      .dispatch(missingDownloadRequested())
      .put(missingListSaved())
      .not.put.actionType(started.type)
      .silentRun(600);
    expect(api.callsTo('userImg/checkExportImg').map((c) => c.data)).toEqual([
      { redisKey: 'c1', identity: 'STUDENT' },
      { redisKey: 'c1', identity: 'STUDENT' },
    ]);
    expect(delays.waited).toEqual([3000]);
    expect(api.callsTo('download')).toEqual([{ kind: 'download', url: LIST_URL, data: undefined }]);
    // the server names the list (无照片…); the console keeps its name
    expect(saved).toEqual([[blob, `${MISSING_NAME}.xlsx`]]);
    expect(selectNoticeView(shown())).toMatchObject({
      open: true,
      missingIdentifier: 5,
      total: 120,
      ruleLabel: 'naming.idNumber',
      list: 'ready',
      url: LIST_URL,
      download: 'saved',
    });
    expect(selectFormView(shown()).open).toBe(false);
    expect(api.callsTo('exportImg')).toHaveLength(0);
  });

  it('2. while the list is written the notice says so and offers no link yet', async () => {
    const { saga, shown } = session({ 'excel/checkExportImg': () => ok(CHECK_FOUND), 'userImg/checkExportImg': () => ok(listProgress()) });
    await saga.delay(10).dispatch(startClicked()).put.actionType(missingListPolled.type).silentRun(300);
    expect(selectNoticeView(shown())).toMatchObject({ open: true, list: 'writing', url: null });
  });

  it('2. continue: the export starts, runs and its zip is downloaded; the finished list is left alone', async () => {
    const saved: unknown[][] = [];
    const blob = zipBlob();
    const { api, delays, saga, shown } = session(
      {
        'excel/checkExportImg': () => ok(CHECK_FOUND),
        'userImg/checkExportImg': () => ok(listFinished),
        exportImg: () => ok({ redisKey: 'p1' }),
        exportImgProgress: inTurn(ok(zipProgress()), ok(zipFinished)),
        download: () => blob,
      },
      saved,
    );
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(missingListReady.type)
      .delay(60)
      .dispatch(continued())
      .put(started({ redisKey: 'p1' }))
      .put(exportFinished({ redisKey: 'p1', progress: zipFinished }))
      .put(fileSaved())
      .not.put.actionType(missingListAbandoned.type)
      .silentRun(300);
    expect(api.callsTo('exportImg').map((c) => c.data)).toEqual([{ identity: 'STUDENT', dataRange: 1, namingRule: 3, fileName: FILE_NAME, formatRule: 1 }]);
    expect(api.callsTo('exportImgProgress').map((c) => c.data)).toEqual(Array(2).fill({ redisKey: 'p1', identity: 'STUDENT' }));
    expect(delays.waited).toEqual([3000]);
    expect(saved).toEqual([[blob, `${FILE_NAME}.zip`]]);
    expect(stopped(api)).toEqual([]);
    expect(shown().photoExport).toMatchObject({ status: 'finished', missing: null });
  });

  it('2. continue while the list is still written: its job is stopped and its poll ends, then the export starts', async () => {
    const { api, saga } = session({
      'excel/checkExportImg': () => ok(CHECK_FOUND),
      'userImg/checkExportImg': () => ok(listProgress()),
      exportImg: () => ok({ redisKey: 'p1' }),
      exportImgProgress: () => ok(zipFinished),
      download: () => zipBlob(),
    });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(missingListPolled.type)
      .delay(40)
      .dispatch(continued())
      .put(missingListAbandoned({ redisKey: 'c1' }))
      .put(started({ redisKey: 'p1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'c1' }]);
    expect(api.callsTo('exportImgCancel')).toHaveLength(0);
    const polls = api.callsTo('userImg/checkExportImg').length;
    await elapse(30);
    expect(api.callsTo('userImg/checkExportImg')).toHaveLength(polls);
  });

  it('2. cancel: everything closes, the list still being written is stopped, and no poller is left', async () => {
    const { api, saga } = session({ 'excel/checkExportImg': () => ok(CHECK_FOUND), 'userImg/checkExportImg': () => ok(listProgress()) });
    const { storeState } = await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(missingListPolled.type)
      .delay(40)
      .dispatch(closed())
      .put(cancelled({ redisKey: null, missingListKey: 'c1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'c1' }]);
    expect(api.callsTo('exportImgCancel')).toHaveLength(0);
    const polls = api.callsTo('userImg/checkExportImg').length;
    await elapse(30);
    expect(api.callsTo('userImg/checkExportImg')).toHaveLength(polls);
    expect(storeState.photoExport).toMatchObject({ status: 'closed', missing: null });
    expect(api.callsTo('exportImg')).toHaveLength(0);
    // the rows checked on the list stay checked
    expect(storeState.export.checked).toEqual({ STUDENT: [2, 5] });
  });

  it('2. cancel once the list is written: all closes and nothing is left to stop', async () => {
    const { api, saga } = session({ 'excel/checkExportImg': () => ok(CHECK_FOUND), 'userImg/checkExportImg': () => ok(listFinished) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(missingListReady.type)
      .delay(40)
      .dispatch(closed())
      .put(cancelled({ redisKey: null, missingListKey: null }))
      .silentRun(300);
    expect(stopped(api)).toEqual([]);
  });

  it('3. no url and no result (null): the export proceeds directly, no notice', async () => {
    for (const result of [null, undefined]) {
      const { api, saga } = session({
        'excel/checkExportImg': () => ({ status: 1000, msg: '', result }),
        exportImg: () => ok({ redisKey: 'p1' }),
        exportImgProgress: () => ok(zipProgress()),
      });
      await saga
        .delay(10)
        .dispatch(startClicked())
        .put(checkPassed())
        .put(started({ redisKey: 'p1' }))
        .not.put.actionType(missingFound.type)
        .silentRun(300);
      expect(api.callsTo('userImg/checkExportImg')).toHaveLength(0);
    }
  });

  it("4. an error: a status other than 1000 shows the server's msg in the form, which may try again", async () => {
    const { api, saga, shown } = session({ 'excel/checkExportImg': () => ({ status: 9999, msg: '服务器内部错误（ref 42）', result: null }) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(checkFailed({ message: { text: '服务器内部错误（ref 42）' } }))
      .not.put.actionType(missingFound.type)
      .silentRun(300);
    expect(selectFormView(shown())).toMatchObject({ open: true, closable: true, busy: false, canStart: true, message: { text: '服务器内部错误（ref 42）' } });
    expect(api.callsTo('exportImg')).toHaveLength(0);
  });

  it("4. an error: 1002 shows the message and closes (as the export's start)", async () => {
    const { api, saga, shown } = session({ 'excel/checkExportImg': () => refused('已有照片导出任务正在进行') });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(checkRefused({ message: { text: '已有照片导出任务正在进行' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '已有照片导出任务正在进行' } } })
      .silentRun(300);
    expect(shown().photoExport.status).toBe('closed');
    expect(api.callsTo('exportImg')).toHaveLength(0);
    expect(stopped(api)).toEqual([]);
  });

  it("4. the list's job fails: its errorMsg is shown in the notice, which may still continue", async () => {
    const { saga } = session({
      'excel/checkExportImg': () => ok(CHECK_FOUND),
      'userImg/checkExportImg': () => ok(listProgress({ state: 'failed', finished: 1, errorMsg: '名单写入失败' })),
      exportImg: () => ok({ redisKey: 'p1' }),
      exportImgProgress: () => ok(zipProgress()),
    });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put(missingListFailed({ redisKey: 'c1', message: { text: '名单写入失败' } }))
      .delay(40)
      .dispatch(continued())
      .put(started({ redisKey: 'p1' }))
      .silentRun(300);
  });

  it("4. the list's poll fails: the server's msg is shown and polling stops; only 8010 is waited through, 406 fails it", async () => {
    for (const failure of [
      { status: 9999, msg: '服务器内部错误', result: null },
      { status: 406, msg: '任务未就绪', result: null },
    ]) {
      const { api, saga, shown } = session({
        'excel/checkExportImg': () => ok(CHECK_FOUND),
        'userImg/checkExportImg': inTurn({ status: 8010, msg: '', result: null }, failure, ok(listFinished)),
      });
      await saga
        .delay(10)
        .dispatch(startClicked())
        .put(missingListPollFailed({ redisKey: 'c1', message: { text: failure.msg } }))
        .silentRun(300);
      expect(api.callsTo('userImg/checkExportImg')).toHaveLength(2);
      expect(selectNoticeView(shown())).toMatchObject({ open: true, list: 'failed', error: { text: failure.msg }, url: null });
    }
  });

  it("signing out at the notice stops the list's job while the session can still ask", async () => {
    const { api, saga } = session({ 'excel/checkExportImg': () => ok(CHECK_FOUND), 'userImg/checkExportImg': () => ok(listProgress()) });
    await saga
      .delay(10)
      .dispatch(startClicked())
      .put.actionType(missingListPolled.type)
      .delay(40)
      .dispatch(signOutRequested())
      .put(cancelled({ redisKey: null, missingListKey: 'c1' }))
      .silentRun(300);
    expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'c1' }]);
    expect(api.callsTo('exportImgCancel')).toHaveLength(0);
  });
});
