// The issue-12 parts of the resource saga with redux-saga-test-plan: sort, row and batch
// actions, drag order with its rollback, image upload and the one-call (submit) save, on the
// app modules definition. The api's answers are given per url; the real reducer runs.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { StaticProvider, throwError } from 'redux-saga-test-plan/providers';
import resources, * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { resourcesSaga } from '../../../../src/client/features/resources/resourcesSaga';
import { uploadFile } from '../../../../src/client/api/collections';
import { FILE_PATHS, IMAGE_UPLOAD_PATHS } from '../../../../src/shared/resources/files';
import { themeArticles } from '../../../../src/shared/resources/themeArticles/definition';
import { getFile, registerFile } from '../../../../src/client/lib/fileRegistry';
import { ApiError, RequestOptions } from '../../../../src/client/api/types';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { Envelope } from '../../../../src/shared/protocol/status';
import { MODULES, MODULES_DETAIL, MODULES_LIST, MODULES_ORDER, MODULES_STATUS, MODULES_SUBMIT, moduleRow, validModule } from './collectionsFixtures';
import { ok, page } from './fixtures';

const key = MODULES;
const reducer = combineReducers({ resources });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const entryOf = (state: unknown) => (state as State).resources[key];

const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
type Answer = Envelope | Error;

/** Providers: the api from the context, each request it is sent answered by `answer` (an Error
 *  rejects, as the request layer does); the calls go through ask and the real call functions. */
function answering(answer: (options: RequestOptions) => Answer): StaticProvider[] {
  api.request.mockReset().mockImplementation(async (options: RequestOptions) => {
    const value = answer(options);
    if (value instanceof Error) throw value;
    return value;
  });
  return [[matchers.getContext('api'), api]];
}
/** The request layer was sent exactly this. */
const sent = (options: RequestOptions) => expect(api.request).toHaveBeenCalledWith(options);

const rows = [moduleRow(1), moduleRow(2), moduleRow(3)];
const loaded = [ev.screenOpened({ key }), ev.listLoaded({ key, rows, total: 3 })];
const loadedState = stateAfter(...loaded);
const firstPage = { pageIndex: 1, pageSize: 40 };
const toastLike = (payload: object) => ({ action: { type: toastShown.type, payload } });

describe('collections saga: sort', () => {
  it('a header click reads page 1 again in that order (GET list: sortField and sortDirection)', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, stateAfter(...loaded, ev.pageChanged({ key, pageIndex: 2 }), ev.listLoaded({ key, rows, total: 90 })))
      .provide(answering(() => page([rows[2], rows[1]], 2)))
      .dispatch(ev.sortClicked({ key, field: 'moduleName' }))
      .delay(5)
      .dispatch(ev.sortClicked({ key, field: 'moduleName' }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'GET', url: MODULES_LIST, params: { sortField: 'moduleName', sortDirection: 'asc', ...firstPage } });
        sent({ method: 'GET', url: MODULES_LIST, params: { sortField: 'moduleName', sortDirection: 'desc', ...firstPage } });
        expect(entryOf(storeState)).toMatchObject({ sort: { field: 'moduleName', direction: 'desc' }, pageIndex: 1, status: 'ready' });
        expect(entryOf(storeState).rows.map((r) => r.id)).toEqual([3, 2]);
      }));

  it('sends multi-select filters comma separated on a GET list', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => page(rows, 3)))
      .dispatch(ev.filtersSubmitted({ key, filters: { platforms: ['android', 'web'], moduleName: '' } }))
      .silentRun(300)
      .then(() => sent({ method: 'GET', url: MODULES_LIST, params: { platforms: 'android,web', ...firstPage } })));
});

describe('collections saga: actions', () => {
  it('a batch action asks first; confirmed, it calls with { ids, field: value } and reads the list again', async () => {
    const asked = stateAfter(...loaded, ev.actionClicked({ key, action: 'disable', ids: [1, 2], batch: true }));
    expect(entryOf(asked).action).toEqual({ status: 'confirming', action: 'disable', ids: [1, 2], batch: true });
    const { storeState } = await expectSaga(resourcesSaga)
      .withReducer(reducer, asked)
      .provide(
        answering((o) =>
          o.url === MODULES_STATUS ? ok({ changed: 2 }) : page([moduleRow(1, { enabled: false }), moduleRow(2, { enabled: false }), rows[2]], 3),
        ),
      )
      .dispatch(ev.actionConfirmed({ key }))
      .put(ev.actionDone({ key, action: 'disable', ids: [1, 2] }))
      .put.like(toastLike({ kind: 'success', key: 'resourceUi.actionDone' }))
      .silentRun(300);
    sent({ method: 'POST', url: MODULES_STATUS, data: { ids: [1, 2], enabled: false } });
    sent({ method: 'GET', url: MODULES_LIST, params: firstPage });
    expect(entryOf(storeState).action.status).toBe('idle');
    expect(entryOf(storeState).rows[0].enabled).toBe(false);
  });

  it('a cancelled batch action calls nothing', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, stateAfter(...loaded, ev.actionClicked({ key, action: 'enable', ids: [3], batch: true })))
      .provide(answering(() => ok(null)))
      .dispatch(ev.actionCancelled({ key }))
      .silentRun(200)
      .then(() => expect(api.request).not.toHaveBeenCalled()));

  it('a row action without a question runs at once; a refusal shows the server words and keeps the list', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 1002, msg: '模块不存在', result: null })))
      .dispatch(ev.actionClicked({ key, action: 'enable', ids: [2], batch: false }))
      .put(ev.actionFailed({ key, problem: { status: 1002, msg: '模块不存在' } }))
      .put.like(toastLike({ kind: 'error', text: '模块不存在' }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'POST', url: MODULES_STATUS, data: { ids: [2], enabled: true } });
        expect(api.request).not.toHaveBeenCalledWith({ method: 'GET', url: MODULES_LIST, params: firstPage });
        expect(entryOf(storeState)).toMatchObject({ action: { status: 'idle' }, status: 'ready' });
      }));
});

describe('collections saga: drag order', () => {
  it('moves the row at once, sends the page in its new order, then reads the list again', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering((o) => (o.url === MODULES_ORDER ? ok({ ids: [3, 1, 2] }) : page([rows[2], rows[0], rows[1]], 3))))
      .dispatch(ev.rowDropped({ key, id: 3, targetId: 1 }))
      .put(ev.orderAdjusted({ key }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'POST', url: MODULES_ORDER, data: { ids: [3, 1, 2] } });
        sent({ method: 'GET', url: MODULES_LIST, params: firstPage });
        expect(entryOf(storeState).reorder.status).toBe('idle');
        expect(entryOf(storeState).rows.map((r) => r.id)).toEqual([3, 1, 2]);
      }));

  it('a refusal puts the rows back in their old order and tells why', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 1002, msg: '排序的记录已不存在', result: null })))
      .dispatch(ev.rowDropped({ key, id: 1, targetId: 3 }))
      .put(ev.orderRefused({ key, problem: { status: 1002, msg: '排序的记录已不存在' } }))
      .put.like(toastLike({ kind: 'error', text: '排序的记录已不存在' }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'POST', url: MODULES_ORDER, data: { ids: [2, 3, 1] } });
        expect(entryOf(storeState).rows.map((r) => r.id)).toEqual([1, 2, 3]);
        expect(entryOf(storeState)).toMatchObject({ reorder: { status: 'idle' }, status: 'ready' });
      }));
});

describe('collections saga: image upload', () => {
  const adding = stateAfter(...loaded, ev.addClicked({ key }));
  const pick = () => {
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const id = registerFile(blob);
    return { blob, file: { id, name: 'icon.png', type: 'image/png', size: blob.size } };
  };

  it('uploads the picked file from the registry, stores the file id, shows its thumbnail, frees the File', async () => {
    const { blob, file } = pick();
    const { storeState } = await expectSaga(resourcesSaga)
      .withReducer(reducer, adding)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(uploadFile), ok({ id: 'f_abc', url: '/api/blade-platform/file/view/f_abc', mime: 'image/png', size: 4 })],
      ])
      .dispatch(ev.imagePicked({ key, field: 'icon', file }))
      .call(uploadFile, api, blob, 'icon.png', FILE_PATHS.upload)
      .put(ev.imageUploaded({ key, field: 'icon', fileId: file.id, value: 'f_abc', url: '/api/blade-platform/file/view/f_abc' }))
      .silentRun(300);
    expect(entryOf(storeState).form).toMatchObject({ values: { icon: 'f_abc' }, previews: { icon: '/api/blade-platform/file/view/f_abc' }, uploads: {} });
    expect(getFile(file.id)).toBeUndefined();
  });

  it("a rich text's picture goes through FrameWorkUpload and its <img> is appended to what was typed", async () => {
    const articles = themeArticles.key;
    const editing = stateAfter(
      ev.screenOpened({ key: articles }),
      ev.listLoaded({ key: articles, rows: [], total: 0 }),
      ev.addClicked({ key: articles }),
      ev.formChanged({ key: articles, name: 'body', value: '<p>校庆</p>' }),
    );
    const { blob, file } = pick();
    const url = '/api/blade-platform/file/view/f_0123456789abcdef0123456789abcdef';
    const { storeState } = await expectSaga(resourcesSaga)
      .withReducer(reducer, editing)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(uploadFile), ok({ id: 'f_0123456789abcdef0123456789abcdef', url, mime: 'image/png', size: 4 })],
      ])
      .dispatch(ev.imagePicked({ key: articles, field: 'body', file }))
      .call(uploadFile, api, blob, 'icon.png', IMAGE_UPLOAD_PATHS.frameWork)
      .silentRun(300);
    const form = (storeState as State).resources[articles].form;
    expect(form.values.body).toBe(`<p>校庆</p><p><img src="${url}"></p>`);
    expect(form.uploads).toEqual({});
    expect(getFile(file.id)).toBeUndefined();
  });

  it('a refusal stays beside the field in the server words; the value is unchanged and the File freed', async () => {
    const { file } = pick();
    const { storeState } = await expectSaga(resourcesSaga)
      .withReducer(reducer, adding)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(uploadFile), { status: 1002, msg: '上传文件格式错误', result: null }],
      ])
      .dispatch(ev.imagePicked({ key, field: 'icon', file }))
      .put(ev.imageRefused({ key, field: 'icon', fileId: file.id, error: { text: '上传文件格式错误' } }))
      .silentRun(300);
    expect(entryOf(storeState).form.uploads.icon).toMatchObject({ status: 'failed', error: { text: '上传文件格式错误' } });
    expect(entryOf(storeState).form.values.icon).toBeNull();
    expect(getFile(file.id)).toBeUndefined();
  });

  it('a failed network call is a refusal too', () => {
    const { file } = pick();
    return expectSaga(resourcesSaga)
      .withReducer(reducer, adding)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(uploadFile), throwError(new ApiError(8010, '接口请求超时，请稍后重试'))],
      ])
      .dispatch(ev.imagePicked({ key, field: 'icon', file }))
      .put(ev.imageRefused({ key, field: 'icon', fileId: file.id, error: { text: '接口请求超时，请稍后重试' } }))
      .silentRun(300);
  });

  it('a file that is not an image is refused by the console without an upload', () => {
    const id = registerFile(new Blob(['MZ'], { type: 'application/x-msdownload' }));
    return expectSaga(resourcesSaga)
      .withReducer(reducer, adding)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(uploadFile), ok({ id: 'never' })],
      ])
      .dispatch(ev.imagePicked({ key, field: 'icon', file: { id, name: 'x.exe', type: 'application/x-msdownload', size: 2 } }))
      .not.call.fn(uploadFile)
      .silentRun(200)
      .then(({ storeState }) => {
        expect(entryOf(storeState).form.uploads.icon).toMatchObject({ status: 'failed', error: { key: 'resourceUi.imageNotImage' } });
        expect(getFile(id)).toBeUndefined();
      });
  });
});

describe('collections saga: submit-style save', () => {
  const filled = (first: UnknownAction) =>
    stateAfter(...loaded, first, ...Object.entries(validModule).map(([name, value]) => ev.formChanged({ key, name, value })));

  it('adds through submit with the record and no id', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, filled(ev.addClicked({ key })))
      .provide(answering((o) => (o.url === MODULES_SUBMIT ? ok({ id: 9 }) : page(rows, 3))))
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saved({ key, id: 9 }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'POST', url: MODULES_SUBMIT, data: { ...validModule, icon: null } });
        expect(entryOf(storeState).form.status).toBe('closed');
      }));

  it('edits through the same call, with the id', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, filled(ev.editClicked({ key, id: 2 })))
      .provide(answering((o) => (o.url === MODULES_SUBMIT ? ok({ id: 2 }) : page(rows, 3))))
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saved({ key, id: 2 }))
      .silentRun(300)
      .then(() => sent({ method: 'POST', url: MODULES_SUBMIT, data: { id: 2, ...validModule, icon: null } })));
});

describe('collections saga: detail view', () => {
  it('reads the record through the detail call', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ok(moduleRow(2, { description: '<p>说明</p>' }))))
      .dispatch(ev.detailOpened({ key, id: 2 }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'POST', url: MODULES_DETAIL, data: { id: 2 } });
        expect(entryOf(storeState).detail).toMatchObject({ status: 'ready', id: 2, record: { description: '<p>说明</p>' } });
      }));
});

describe('collections saga: a url field checked by the server (baseService/checkURL)', () => {
  const typed = (url: string) => stateAfter(...loaded, ev.addClicked({ key }), ev.formChanged({ key, name: 'url', value: url }));
  const CHECK = '/api/blade-workbench/baseService/checkURL';

  it('usable: the server words with the addresses its name has', async () => {
    const { storeState } = await expectSaga(resourcesSaga)
      .withReducer(reducer, typed(' https://www.example.edu.cn/ '))
      .provide(answering(() => ({ ...ok({ url: 'https://www.example.edu.cn/', addresses: ['203.0.113.7'] }), msg: '地址可以使用' })))
      .dispatch(ev.urlCheckClicked({ key, field: 'url' }))
      .put(ev.urlChecked({ key, field: 'url', url: 'https://www.example.edu.cn/', usable: true, text: '地址可以使用（203.0.113.7）' }))
      .silentRun(100);
    sent({ method: 'POST', url: CHECK, data: { url: 'https://www.example.edu.cn/' } });
    expect(entryOf(storeState).form.urlChecks.url).toMatchObject({ status: 'usable' });
  });

  it('refused: the reason the server gives; a failed call: ours', async () => {
    const refused = await expectSaga(resourcesSaga)
      .withReducer(reducer, typed('http://intranet.example.edu.cn/'))
      .provide(answering(() => ({ status: 9009, msg: '地址指向内网或本机', result: [{ field: 'url', reason: '地址指向内网或本机' }] })))
      .dispatch(ev.urlCheckClicked({ key, field: 'url' }))
      .silentRun(100);
    expect(entryOf(refused.storeState).form.urlChecks.url).toEqual({ status: 'refused', url: 'http://intranet.example.edu.cn/', text: '地址指向内网或本机' });
    const failed = await expectSaga(resourcesSaga)
      .withReducer(reducer, typed('https://a.example.edu.cn/'))
      .provide(answering(() => new ApiError(8010, '')))
      .dispatch(ev.urlCheckClicked({ key, field: 'url' }))
      .silentRun(100);
    expect(entryOf(failed.storeState).form.urlChecks.url).toMatchObject({ status: 'refused', messageKey: 'resourceUi.urlCheckFailed' });
  });

  it('an answer about an address the field no longer holds is dropped; an empty field is not checked', () => {
    const asked = stateAfter(
      ...loaded,
      ev.addClicked({ key }),
      ev.formChanged({ key, name: 'url', value: 'https://a.example.edu.cn/' }),
      ev.urlCheckClicked({ key, field: 'url' }),
    );
    expect(entryOf(asked).form.urlChecks.url).toEqual({ status: 'checking', url: 'https://a.example.edu.cn/' });
    const edited = reducer(asked, ev.formChanged({ key, name: 'url', value: 'https://b.example.edu.cn/' }));
    expect(entryOf(edited).form.urlChecks.url).toBeUndefined();
    const late = reducer(edited, ev.urlChecked({ key, field: 'url', url: 'https://a.example.edu.cn/', usable: true, text: 'ok' }));
    expect(entryOf(late).form.urlChecks.url).toBeUndefined();
    const empty = reducer(reducer(late, ev.formChanged({ key, name: 'url', value: '  ' })), ev.urlCheckClicked({ key, field: 'url' }));
    expect(entryOf(empty).form.urlChecks.url).toBeUndefined();
  });
});
