// The collection tools and related lists with redux-saga-test-plan, on the covert users
// (clear all: ask, call, message, list from page 1; overview: figures per identity) and the
// alumni users (a user's posts, paged; a close drops an answer on its way). The real reducers run;
// the Api answers by url.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import resources, * as ev from '../../../../src/client/features/resources/resourcesSlice';
import resourceExtras, * as ex from '../../../../src/client/features/resources/extrasSlice';
import { resourceExtrasSaga } from '../../../../src/client/features/resources/extrasSaga';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import type { RequestOptions } from '../../../../src/client/api/types';
import { Envelope } from '../../../../src/shared/protocol/status';

const reducer = combineReducers({ resources, resourceExtras });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const ok = <T>(result: T, msg = '操作成功'): Envelope<T> => ({ status: 1000, msg, result });
function apiAnswering(answer: (o: RequestOptions) => Envelope) {
  const calls: RequestOptions[] = [];
  const request = jest.fn((o: RequestOptions) => {
    calls.push(o);
    return Promise.resolve(answer(o));
  });
  return { api: { request, upload: jest.fn(), download: jest.fn() }, calls };
}

const COVERT = 'covertUsers';
const opened = [
  ev.screenOpened({ key: COVERT }),
  ev.listLoaded({ key: COVERT, rows: [], total: 7 }),
  ev.pageChanged({ key: COVERT, pageIndex: 2 }),
  ev.listLoaded({ key: COVERT, rows: [], total: 7 }),
];

describe('a command tool (covert users: clear all)', () => {
  it('asks first: no call until the question is answered', async () => {
    const { api, calls } = apiAnswering(() => ok({ removed: 7 }));
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer, stateAfter(...opened))
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ex.toolClicked({ key: COVERT, tool: 'truncate', confirm: true }))
      .silentRun(50);
    expect(calls).toEqual([]);
    expect(storeState.resourceExtras.byKey[COVERT].tool).toEqual({ key: 'truncate', status: 'confirming' });
  });

  it('a cancelled question is not answered by a late confirm: no call', async () => {
    const { api, calls } = apiAnswering(() => ok({ removed: 7 }));
    const asked = stateAfter(...opened, ex.toolClicked({ key: COVERT, tool: 'truncate', confirm: true }), ex.toolCancelled({ key: COVERT }));
    expect(asked.resourceExtras.byKey[COVERT].tool).toEqual({ key: null, status: 'idle' });
    await expectSaga(resourceExtrasSaga)
      .withReducer(reducer, asked)
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ex.toolConfirmed({ key: COVERT }))
      .silentRun(50);
    expect(calls).toEqual([]);
  });

  it("once confirmed: the call, the server's message, and the list read again from page 1", async () => {
    const { api, calls } = apiAnswering(() => ok({ removed: 7 }, '已清空7个隐身用户'));
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer, stateAfter(...opened))
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ex.toolClicked({ key: COVERT, tool: 'truncate', confirm: true }))
      .dispatch(ex.toolConfirmed({ key: COVERT }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'success', text: '已清空7个隐身用户' } } })
      .put(ev.pageChanged({ key: COVERT, pageIndex: 1 }))
      .silentRun(50);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/blade-platform/covertUser/truncate']]);
    expect(storeState.resources[COVERT]).toMatchObject({ pageIndex: 1, status: 'loading' });
    expect(storeState.resourceExtras.byKey[COVERT].tool.status).toBe('idle');
  });

  it('a refusal shows its message and leaves the list alone', async () => {
    const { api } = apiAnswering(() => ({ status: 1002, msg: '没有权限', result: null }));
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer, stateAfter(...opened))
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ex.toolClicked({ key: COVERT, tool: 'truncate', confirm: true }))
      .dispatch(ex.toolConfirmed({ key: COVERT }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '没有权限' } } })
      .not.put.like({ action: { type: ev.pageChanged.type } })
      .silentRun(50);
    expect(storeState.resources[COVERT].pageIndex).toBe(2);
  });
});

describe('a summary tool (covert users: overview)', () => {
  it('runs at once (GET) and shows the figures the definition reads from the answer', async () => {
    const { api, calls } = apiAnswering(() =>
      ok({
        total: 3,
        identities: [
          { identity: 'STUDENT', count: 2 },
          { identity: 'TEACHER', count: 1 },
        ],
      }),
    );
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer, stateAfter(...opened))
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ex.toolClicked({ key: COVERT, tool: 'overview', confirm: false }))
      .silentRun(50);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/blade-platform/covertUser/overview']]);
    expect(storeState.resourceExtras.byKey[COVERT].summary).toEqual({
      key: 'overview',
      figures: [
        { label: 'covertUser.overviewTotal', value: 3 },
        { label: 'identity.STUDENT', value: 2 },
        { label: 'identity.TEACHER', value: 1 },
      ],
      chips: [],
    });
  });
});

describe("a related list (an alumni user's posts)", () => {
  const USERS = 'alumniUsers';
  const post = (id: number) => ({ id, content: `动态${id}`, imageCount: 0, likeCount: id, commentCount: 0, status: 0, createdAt: '2024-10-01 10:00:00' });

  it("reads the row's first page, then the page asked for", async () => {
    const { api, calls } = apiAnswering((o) => ok({ data: [post((o.data as { pageIndex: number }).pageIndex)], total: 12 }));
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ex.relatedOpened({ key: USERS, related: 'posts', rowId: 5, name: '张三' }))
      .delay(10)
      .dispatch(ex.relatedPageChanged({ key: USERS, pageIndex: 2 }))
      .silentRun(50);
    expect(calls.map((c) => [c.url, c.data])).toEqual([
      ['/api/blade-platform/platformalumniuser/getUserDynamic', { id: 5, pageIndex: 1, pageSize: 40 }],
      ['/api/blade-platform/platformalumniuser/getUserDynamic', { id: 5, pageIndex: 2, pageSize: 40 }],
    ]);
    expect(storeState.resourceExtras.byKey[USERS].related).toMatchObject({
      key: 'posts',
      name: '张三',
      pageIndex: 2,
      total: 12,
      status: 'ready',
      rows: [post(2)],
    });
  });

  it('a close drops the answer still on its way', async () => {
    // the answer comes after the close
    const request = jest.fn(
      () =>
        new Promise<Envelope>((resolve) => {
          setTimeout(() => resolve(ok({ data: [post(1)], total: 1 })), 20);
        }),
    );
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), { request, upload: jest.fn(), download: jest.fn() }]])
      .dispatch(ex.relatedOpened({ key: USERS, related: 'posts', rowId: 5, name: '张三' }))
      .delay(5)
      .dispatch(ex.relatedClosed({ key: USERS }))
      .not.put.like({ action: { type: ex.relatedLoaded.type } })
      .silentRun(50);
    expect(storeState.resourceExtras.byKey[USERS].related.key).toBeNull();
  });
});

describe('a summary read on open (flow services: getNum)', () => {
  const FLOW = 'flowServices';
  it('reads GET flowServiceConfig/getNum as the screen opens and after a write, its figures above the list', async () => {
    let enabled = 3;
    const { api, calls } = apiAnswering(() => ok({ total: 5, enabled }));
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ev.screenOpened({ key: FLOW }))
      .silentRun(50);
    expect(calls).toEqual([{ method: 'GET', url: '/api/blade-platform/flowServiceConfig/getNum', params: {} }]);
    expect(storeState.resourceExtras.byKey[FLOW].summary).toEqual({
      key: 'counts',
      figures: [
        { label: 'flowService.counts.total', value: 5 },
        { label: 'flowService.counts.enabled', value: 3 },
      ],
      chips: [],
    });
    enabled = 5;
    const after = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer, storeState as State)
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ev.actionDone({ key: FLOW, action: 'enable', ids: [1, 2] }))
      .silentRun(50);
    expect(calls).toHaveLength(2);
    expect(after.storeState.resourceExtras.byKey[FLOW].summary.figures[1]).toEqual({ label: 'flowService.counts.enabled', value: 5 });
  });

  it('reads GET baseService/getShelfLabel as the listing marks open: the marks as the apps get them, as chips', async () => {
    const { api, calls } = apiAnswering(() =>
      ok([
        { id: 1, name: '新', color: '#21ba45' },
        { id: 2, name: '热', color: '#db2828' },
      ]),
    );
    const { storeState } = await expectSaga(resourceExtrasSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ev.screenOpened({ key: 'listingMarks' }))
      .silentRun(50);
    expect(calls).toEqual([{ method: 'GET', url: '/api/blade-platform/baseService/getShelfLabel', params: {} }]);
    expect(storeState.resourceExtras.byKey.listingMarks.summary).toEqual({
      key: 'appBadges',
      figures: [],
      chips: [
        { text: '新', color: '#21ba45' },
        { text: '热', color: '#db2828' },
      ],
    });
  });

  it('a screen without such a summary reads nothing on open', async () => {
    const { api, calls } = apiAnswering(() => ok({}));
    await expectSaga(resourceExtrasSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), api]])
      .dispatch(ev.screenOpened({ key: COVERT }))
      .silentRun(50);
    expect(calls).toEqual([]);
  });
});
