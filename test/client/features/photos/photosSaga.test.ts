// The photo screen's saga with redux-saga-test-plan: the fake api of the context answers by url
// (through the real typed calls), the real photos reducer holds the state (withReducer), and
// the calls, puts and final states are asserted. Toasts are asserted as puts (their ids are
// random).
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchPhotoConfig, removeAllPhotos, removePhotos, savePhotoConfig } from '../../../../src/client/api/photos';
import { photoImportFinished } from '../../../../src/client/features/photoImport';
import { photosSaga, screenSession } from '../../../../src/client/features/photos/photosSaga';
import * as ev from '../../../../src/client/features/photos/photosSlice';
import { signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { PHOTO_PATHS } from '../../../../src/shared/photos/api';
import { CONFIG, emptyPage, fakeApi, LIST, later, loadedState, ok, page, photoRow, reducer, ROWS, State, stateAfter } from './fixtures';

type Answers = Parameters<typeof fakeApi>[0];
const toastLike = (payload: object) => ({ action: { type: toastShown.type, payload } });

/** The screen's session over `state`, answered by `answers`. */
function session(answers: Answers, state: State = loadedState()) {
  const fake = fakeApi(answers);
  const saga = expectSaga(screenSession)
    .withReducer(reducer, state)
    .provide([[matchers.getContext('api'), fake.api]]);
  return { ...fake, saga };
}

describe('photos saga: the list', () => {
  it('opens the screen: reads page 1 of 40 of the first tab', async () => {
    const fake = fakeApi({ [LIST]: page(ROWS, 2) });
    const { storeState } = await expectSaga(photosSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), fake.api]])
      .dispatch(ev.screenOpened())
      .put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: ROWS, total: 2 }))
      .silentRun(300);
    expect(fake.calls).toEqual([{ method: 'POST', url: LIST, data: { identity: 'NEW_STUDENT', pageIndex: 1, pageSize: 40 } }]);
    expect(storeState).toEqual(loadedState());
  });

  it('sends the submitted filters (blank ones left out, "without a photo" as 0) and the tab chosen', async () => {
    const { saga, callsTo } = session({ [LIST]: (o) => page([photoRow(3, false, (o.data as { identity: 'TEACHER' }).identity)], 1) });
    await saga
      .dispatch(ev.filtersSubmitted({ filters: { name: '王', identifier: '', hasPhoto: 0 } }))
      .delay(20)
      .dispatch(ev.identityChosen({ identity: 'TEACHER' }))
      .put(ev.listLoaded({ identity: 'TEACHER', rows: [photoRow(3, false, 'TEACHER')], total: 1 }))
      .silentRun(300);
    expect(callsTo(LIST).map((c) => c.data)).toEqual([
      { identity: 'NEW_STUDENT', name: '王', hasPhoto: 0, pageIndex: 1, pageSize: 40 },
      { identity: 'TEACHER', pageIndex: 1, pageSize: 40 },
    ]);
  });

  it('shows a list marked 1004 as empty, without a toast', () =>
    session({ [LIST]: emptyPage() })
      .saga.dispatch(ev.pageChanged({ pageIndex: 2 }))
      .put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: [], total: 0 }))
      .not.put.like(toastLike({ kind: 'error' }))
      .silentRun(300));

  it('empties the list on failure and shows the server msg', () => {
    const problem = { status: 9999, msg: '服务器内部错误，参考编号 r7' };
    return session({ [LIST]: { status: 9999, msg: problem.msg, result: null } })
      .saga.dispatch(ev.pageChanged({ pageIndex: 2 }))
      .put(ev.listFailed({ identity: 'NEW_STUDENT', problem }))
      .put.like(toastLike({ kind: 'error', text: problem.msg }))
      .silentRun(300);
  });

  it('keeps only the newest read: a quick second page cancels the first', () =>
    session({
      [LIST]: (o) => {
        const p = (o.data as { pageIndex: number }).pageIndex;
        return later(p === 2 ? 60 : 5, page([photoRow(p)], 90));
      },
    })
      .saga.dispatch(ev.pageChanged({ pageIndex: 2 }))
      .delay(10)
      .dispatch(ev.pageChanged({ pageIndex: 3 }))
      .put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: [photoRow(3)], total: 90 }))
      .not.put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: [photoRow(2)], total: 90 }))
      .silentRun(300));

  it('reads the list again when a photo import of the tab finished, not for another identity', async () => {
    const { saga, callsTo } = session({ [LIST]: page(ROWS, 5) });
    await saga
      .dispatch(photoImportFinished({ identity: 'TEACHER', key: 'p0' }))
      .delay(20)
      .dispatch(photoImportFinished({ identity: 'NEW_STUDENT', key: 'p1' }))
      .put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: ROWS, total: 5 }))
      .silentRun(300);
    expect(callsTo(LIST)).toHaveLength(1);
  });
});

describe('photos saga: removal', () => {
  it('one row: nothing is called before the confirmation; confirm → remove → toast → the list again', async () => {
    const { saga, callsTo } = session({ [PHOTO_PATHS.remove]: ok({ removed: 1 }), [LIST]: page([ROWS[1]], 1) });
    const { storeState } = await saga
      .dispatch(ev.removeClicked({ ids: ['2'], name: '学生2' }))
      .delay(20)
      .dispatch(ev.removeConfirmed())
      .call.fn(removePhotos)
      .put(ev.removed({ removed: 1 }))
      .put.like(toastLike({ kind: 'success', key: 'photosUi.removed', params: { count: 1 } }))
      .put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: [ROWS[1]], total: 1 }))
      .silentRun(300);
    expect(callsTo(PHOTO_PATHS.remove).map((c) => c.data)).toEqual([{ ids: '2' }]);
    expect(storeState.photos.removal.status).toBe('idle');
    expect(storeState.photos.list.rows).toEqual([ROWS[1]]);
  });

  it('checked rows are sent as one comma list; a cancelled notice calls nothing', async () => {
    const checked = stateAfter([ev.checkedChanged({ ids: ['2', '1'] })], loadedState());
    const cancelledRun = session({ [PHOTO_PATHS.remove]: ok({ removed: 2 }), [LIST]: page(ROWS) }, checked);
    await cancelledRun.saga
      .dispatch(ev.removeClicked({ ids: ['2', '1'] }))
      .dispatch(ev.removeCancelled())
      .not.call.fn(removePhotos)
      .silentRun(300);
    const { saga, callsTo } = session({ [PHOTO_PATHS.remove]: ok({ removed: 2 }), [LIST]: page(ROWS) }, checked);
    const { storeState } = await saga
      .dispatch(ev.removeClicked({ ids: ['2', '1'] }))
      .dispatch(ev.removeConfirmed())
      .put(ev.removed({ removed: 2 }))
      .silentRun(300);
    expect(callsTo(PHOTO_PATHS.remove).map((c) => c.data)).toEqual([{ ids: '2,1' }]);
    expect(storeState.photos.list.checked).toEqual([]);
  });

  it('all of the tab: counts the photos, the notice states it, confirm removes all and reads the list again', async () => {
    const { saga, callsTo } = session({
      [LIST]: (o) => ((o.data as { pageSize: number }).pageSize === 1 ? page([ROWS[0]], 12) : page([ROWS[1]], 1)),
      [PHOTO_PATHS.removeAll]: ok({ removed: 12 }),
    });
    const { storeState } = await saga
      .dispatch(ev.removeAllClicked())
      .put(ev.removeAllCounted({ count: 12 }))
      .delay(30)
      .dispatch(ev.removeConfirmed())
      .call.fn(removeAllPhotos)
      .put(ev.removed({ removed: 12 }))
      .put.like(toastLike({ kind: 'success', key: 'photosUi.removed', params: { count: 12 } }))
      .silentRun(300);
    expect(callsTo(LIST).map((c) => c.data)).toEqual([
      { identity: 'NEW_STUDENT', hasPhoto: 1, pageIndex: 1, pageSize: 1 },
      { identity: 'NEW_STUDENT', pageIndex: 1, pageSize: 40 },
    ]);
    expect(callsTo(PHOTO_PATHS.removeAll).map((c) => c.data)).toEqual([{ identity: 'NEW_STUDENT' }]);
    expect(storeState.photos.list).toMatchObject({ status: 'ready', rows: [ROWS[1]] });
  });

  it('all of the tab with no photo: says so, asks nothing, removes nothing', () =>
    session({ [LIST]: emptyPage() })
      .saga.dispatch(ev.removeAllClicked())
      .put(ev.removeAllCounted({ count: 0 }))
      .put.like(toastLike({ kind: 'info', key: 'photosUi.removeAll.none' }))
      .not.call.fn(removeAllPhotos)
      .silentRun(300));

  it('a refused removal shows the server msg and keeps the list', () => {
    const problem = { status: 1002, msg: '照片不存在或已删除' };
    return session({ [PHOTO_PATHS.remove]: { status: 1002, msg: problem.msg, result: null } })
      .saga.dispatch(ev.removeClicked({ ids: ['2'], name: '学生2' }))
      .dispatch(ev.removeConfirmed())
      .put(ev.removeFailed({ problem }))
      .put.like(toastLike({ kind: 'error', text: problem.msg }))
      .not.put.actionType(ev.listLoaded.type)
      .silentRun(300);
  });
});

describe('photos saga: settings', () => {
  const editing = () => stateAfter([ev.configOpened(), ev.configLoaded({ config: CONFIG })], loadedState());

  it('reads the settings when the dialog opens', () =>
    session({ [PHOTO_PATHS.config]: ok(CONFIG) })
      .saga.dispatch(ev.configOpened())
      .call.fn(fetchPhotoConfig)
      .put(ev.configLoaded({ config: CONFIG }))
      .silentRun(300));

  it('a refused read shows the msg and closes the dialog', () =>
    session({ [PHOTO_PATHS.config]: { status: 9999, msg: '读取失败', result: null } })
      .saga.dispatch(ev.configOpened())
      .put(ev.configLoadFailed({ problem: { status: 9999, msg: '读取失败' } }))
      .put.like(toastLike({ kind: 'error', text: '读取失败' }))
      .silentRun(300));

  it('saves the edited settings as numbers and closes', async () => {
    const { saga, callsTo } = session({ [PHOTO_PATHS.saveConfig]: (o) => ok(o.data as typeof CONFIG) }, editing());
    const { storeState } = await saga
      .dispatch(ev.configChanged({ field: 'maxSizeKb', value: '1024' }))
      .dispatch(ev.configChanged({ field: 'formats', value: ['png', 'jpeg'] }))
      .dispatch(ev.configSubmitted())
      .call.fn(savePhotoConfig)
      .put(ev.configSaved({ config: { ...CONFIG, maxSizeKb: 1024, formats: ['jpeg', 'png'] } }))
      .put.like(toastLike({ kind: 'success', key: 'common.saved' }))
      .silentRun(300);
    expect(callsTo(PHOTO_PATHS.saveConfig).map((c) => c.data)).toEqual([{ maxSizeKb: 1024, minWidth: 300, minHeight: 400, formats: ['jpeg', 'png'] }]);
    expect(storeState.photos.config.status).toBe('closed');
  });

  it('checks first: out-of-range values and no format are refused beside their fields, with no call', () =>
    session({}, editing())
      .saga.dispatch(ev.configChanged({ field: 'maxSizeKb', value: '30000' }))
      .dispatch(ev.configChanged({ field: 'formats', value: [] }))
      .dispatch(ev.configSubmitted())
      .put(
        ev.configRejected({
          errors: { maxSizeKb: { key: 'photosUi.config.range', params: { min: 1, max: 20480 } }, formats: { key: 'photosUi.config.formatRequired' } },
        }),
      )
      .not.call.fn(savePhotoConfig)
      .silentRun(300));

  it("shows the server's 9009 reasons on their fields; a reason for no field becomes a toast", async () => {
    const result = [
      { field: 'minWidth', reason: '最小宽度不能超过10000' },
      { field: 'formats.1', reason: 'formats.1 不是允许的值' },
      { field: 'tenantId', reason: '租户不存在' },
    ];
    const { storeState } = await session({ [PHOTO_PATHS.saveConfig]: { status: 9009, msg: '参数错误', result } }, editing())
      .saga.dispatch(ev.configSubmitted())
      .put(ev.configRejected({ errors: { minWidth: { text: '最小宽度不能超过10000' }, formats: { text: 'formats.1 不是允许的值' } } }))
      .put.like(toastLike({ kind: 'error', text: '租户不存在' }))
      .silentRun(300);
    expect(storeState.photos.config).toMatchObject({ status: 'editing', errors: { minWidth: { text: '最小宽度不能超过10000' } } });
  });

  it('another refusal keeps the form open with its values and shows the msg', async () => {
    const { storeState } = await session({ [PHOTO_PATHS.saveConfig]: { status: 1002, msg: '权限配置错误', result: null } }, editing())
      .saga.dispatch(ev.configSubmitted())
      .put(ev.configSaveFailed({ problem: { status: 1002, msg: '权限配置错误' } }))
      .put.like(toastLike({ kind: 'error', text: '权限配置错误' }))
      .silentRun(300);
    expect(storeState.photos.config).toMatchObject({ status: 'editing', values: { maxSizeKb: '2048' } });
  });
});

describe('photos saga: leaving and signing out cancel the session', () => {
  it('leaving the screen while a page is read: no answer lands, and later events cause no call', async () => {
    const fake = fakeApi({ [LIST]: (o) => ((o.data as { pageIndex: number }).pageIndex === 1 ? page(ROWS, 60) : later(60, page([photoRow(9)], 60))) });
    const { storeState } = await expectSaga(photosSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), fake.api]])
      // expectSaga's delays count from the start, not from the dispatch before
      .dispatch(ev.screenOpened())
      .delay(20)
      .dispatch(ev.pageChanged({ pageIndex: 2 }))
      .delay(30)
      .dispatch(ev.screenLeft())
      // after the abandoned answer would have come (at 80 ms)
      .delay(100)
      .dispatch(photoImportFinished({ identity: 'NEW_STUDENT', key: 'p1' }))
      .delay(100)
      .dispatch(ev.configOpened())
      .put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: ROWS, total: 60 }))
      .not.put(ev.listLoaded({ identity: 'NEW_STUDENT', rows: [photoRow(9)], total: 60 }))
      .silentRun(300);
    expect(fake.callsTo(LIST).map((c) => (c.data as { pageIndex: number }).pageIndex)).toEqual([1, 2]);
    expect(fake.calls).toHaveLength(2);
    expect(storeState.photos.opened).toBe(false);
  });

  it('signing out while the settings are read: the read is abandoned', () =>
    session({ [PHOTO_PATHS.config]: () => later(60, ok(CONFIG)) })
      .saga.dispatch(ev.configOpened())
      .delay(10)
      .dispatch(signOutRequested())
      .not.put.actionType(ev.configLoaded.type)
      .silentRun(300));
});
