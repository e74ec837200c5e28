// The resource saga with redux-saga-test-plan: the api's answers given per url, the real
// resources reducer (withReducer), and the final state asserted. Toasts are asserted as puts
// (their ids are made at random), so the reducer here holds the resources slice only.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { StaticProvider } from 'redux-saga-test-plan/providers';
import resources, * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { resourcesSaga } from '../../../../src/client/features/resources/resourcesSaga';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { ApiError, RequestOptions } from '../../../../src/client/api/types';
import { Envelope } from '../../../../src/shared/protocol/status';
import { ACTION_TYPES_URL, LIST_URL, MECHANISMS_URL, REMOVE_URL, SAVE_URL, UPDATE_URL, actionTypes, mechanisms, ok, page, wordRow } from './fixtures';

const key = 'shieldWords';
const reducer = combineReducers({ resources });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
type Answer = Envelope | Error | Promise<Envelope>;
const lookupAnswers: Record<string, Answer> = { [ACTION_TYPES_URL]: ok(actionTypes), [MECHANISMS_URL]: ok(mechanisms) };

/** Providers: the api from the context, each request it is sent answered by `answer` (an Error
 *  rejects, as the request layer does); the calls go through ask and the real call functions. */
function answeringAll(answer: (options: RequestOptions) => Answer): StaticProvider[] {
  api.request.mockReset().mockImplementation(async (options: RequestOptions) => {
    const value = await answer(options);
    if (value instanceof Error) throw value;
    return value;
  });
  return [[matchers.getContext('api'), api]];
}
/** As answeringAll, the lookups answered from lookupAnswers. */
const answering = (answer: (options: RequestOptions) => Answer) => answeringAll((options) => lookupAnswers[options.url] ?? answer(options));
/** The request layer was sent exactly this. */
const sent = (options: RequestOptions) => expect(api.request).toHaveBeenCalledWith(options);
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const rows = [wordRow(1), wordRow(2)];
const lookups = ev.lookupsLoaded({ key, lookups: { actionTypes, mechanisms } });
const loadedState = stateAfter(ev.screenOpened({ key }), lookups, ev.listLoaded({ key, rows, total: 2 }));
const toastLike = (payload: object) => ({ action: { type: toastShown.type, payload } });

describe('resources saga: the list', () => {
  it('opens a screen: reads page 1 of 40 and the lookups', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer)
      .provide(answering(() => page(rows, 2)))
      .dispatch(ev.screenOpened({ key }))
      .hasFinalState(stateAfter(ev.screenOpened({ key }), lookups, ev.listLoaded({ key, rows, total: 2 })))
      .silentRun(300)
      .then(() => {
        sent({ method: 'POST', url: LIST_URL, data: { pageIndex: 1, pageSize: 40 } });
        sent({ method: 'GET', url: ACTION_TYPES_URL });
        sent({ method: 'GET', url: MECHANISMS_URL });
      }));

  it('sends the submitted filters without the empty ones', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => page([rows[0]], 1)))
      .dispatch(ev.filtersSubmitted({ key, filters: { word: '词1', actionType: '', enabled: false } }))
      .silentRun(300)
      .then(() => sent({ method: 'POST', url: LIST_URL, data: { word: '词1', enabled: false, pageIndex: 1, pageSize: 40 } })));

  it('shows a list marked 1004 as empty', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 1004, msg: '', result: { data: [], total: 0 } })))
      .dispatch(ev.pageChanged({ key, pageIndex: 2 }))
      .not.put.like(toastLike({ kind: 'error' }))
      .hasFinalState(
        stateAfter(
          ev.screenOpened({ key }),
          lookups,
          ev.listLoaded({ key, rows, total: 2 }),
          ev.pageChanged({ key, pageIndex: 2 }),
          ev.listLoaded({ key, rows: [], total: 0 }),
        ),
      )
      .silentRun(300));

  it('empties rows and total on failure and shows the server msg', () => {
    const problem = { status: 9999, msg: '服务器内部错误，参考编号 r42' };
    return expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 9999, msg: '服务器内部错误，参考编号 r42', result: null })))
      .dispatch(ev.pageChanged({ key, pageIndex: 2 }))
      .put(ev.listFailed({ key, problem }))
      .put.like(toastLike({ kind: 'error', text: '服务器内部错误，参考编号 r42' }))
      .hasFinalState(
        stateAfter(
          ev.screenOpened({ key }),
          lookups,
          ev.listLoaded({ key, rows, total: 2 }),
          ev.pageChanged({ key, pageIndex: 2 }),
          ev.listFailed({ key, problem }),
        ),
      )
      .silentRun(300);
  });

  it('empties rows and total when the call rejects', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => new ApiError(8010, '接口请求超时，请稍后重试')))
      .dispatch(ev.pageChanged({ key, pageIndex: 2 }))
      .put(ev.listFailed({ key, problem: { status: 8010, msg: '接口请求超时，请稍后重试' } }))
      .silentRun(300)
      .then(({ storeState }) => expect((storeState as State).resources[key]).toMatchObject({ rows: [], total: 0, status: 'failed' })));

  it('leaves 权限不足 to the request layer, which toasts it already', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 1002, msg: '权限不足', result: null })))
      .dispatch(ev.pageChanged({ key, pageIndex: 2 }))
      .put(ev.listFailed({ key, problem: { status: 1002, msg: '权限不足' } }))
      .not.put.like(toastLike({ kind: 'error' }))
      .silentRun(300));

  it('takeLatest: a newer page cancels the older list, whose answer never lands', () => {
    const pageTwo = [wordRow(41)];
    const pageThree = [wordRow(81)];
    return expectSaga(resourcesSaga)
      .withReducer(reducer, loadedState)
      .provide(answering((o) => ((o.data as { pageIndex: number }).pageIndex === 2 ? later(40, page(pageTwo, 100)) : page(pageThree, 100))))
      .dispatch(ev.pageChanged({ key, pageIndex: 2 }))
      .delay(5)
      .dispatch(ev.pageChanged({ key, pageIndex: 3 }))
      .not.put(ev.listLoaded({ key, rows: pageTwo, total: 100 }))
      .put(ev.listLoaded({ key, rows: pageThree, total: 100 }))
      .silentRun(120)
      .then(({ storeState }) => expect((storeState as State).resources[key]).toMatchObject({ pageIndex: 3, rows: pageThree, status: 'ready' }));
  });

  it('takeLeading: a second open while lookups load asks for them only once', async () => {
    const requests: string[] = [];
    await expectSaga(resourcesSaga)
      .withReducer(reducer)
      .provide(
        answeringAll((o) => {
          requests.push(o.url);
          return o.url === LIST_URL ? page(rows, 2) : later(30, ok(o.url === MECHANISMS_URL ? mechanisms : actionTypes));
        }),
      )
      .dispatch(ev.screenOpened({ key }))
      .dispatch(ev.screenOpened({ key }))
      .silentRun(300);
    expect(requests.filter((u) => u === MECHANISMS_URL)).toHaveLength(1);
    expect(requests.filter((u) => u === ACTION_TYPES_URL)).toHaveLength(1);
  });
});

describe('resources saga: saving', () => {
  const editing = (values: object, mode: 'add' | 'edit' = 'add') =>
    stateAfter(
      ev.screenOpened({ key }),
      lookups,
      ev.listLoaded({ key, rows, total: 2 }),
      mode === 'add' ? ev.addClicked({ key }) : ev.editClicked({ key, id: 2 }),
      ...Object.entries(values).map(([name, value]) => ev.formChanged({ key, name, value })),
    );
  const valid = { word: ' 赌博 ', actionType: 'post', mechanismId: 1, enabled: true, remark: '' };

  it('checks on the console first: a missing field is rejected with its message and nothing is called', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing({ word: '  ', mechanismId: 1 }))
      .provide(answering(() => ok({ id: 1 })))
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.formRejected({ key, errors: { word: '敏感词不能为空', actionType: '适用动作不能为空' } }))
      .silentRun(300)
      .then(({ storeState }) => {
        expect(api.request).not.toHaveBeenCalled();
        expect((storeState as State).resources[key].form).toMatchObject({ status: 'editing', errors: { word: '敏感词不能为空' } });
      }));

  it('maps a 9009 answer to field errors', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing(valid))
      .provide(answering(() => ({ status: 9009, msg: '提交的内容有误', result: [{ field: 'word', reason: '敏感词“赌博”已存在' }] })))
      .dispatch(ev.formSubmitted({ key }))
      .hasFinalState(
        stateAfter(
          ...[
            ev.screenOpened({ key }),
            lookups,
            ev.listLoaded({ key, rows, total: 2 }),
            ev.addClicked({ key }),
            ...Object.entries(valid).map(([name, value]) => ev.formChanged({ key, name, value })),
            ev.formSubmitted({ key }),
            ev.formRejected({ key, errors: { word: '敏感词“赌博”已存在' } }),
          ],
        ),
      )
      .silentRun(300)
      .then(() => sent({ method: 'POST', url: SAVE_URL, data: { ...valid, word: '赌博' } })));

  it('on success: toast 保存成功, close the form and read the page again', () => {
    const after = [...rows, wordRow(9, '赌博')];
    return expectSaga(resourcesSaga)
      .withReducer(reducer, editing(valid))
      .provide(answering((o) => (o.url === SAVE_URL ? ok({ id: 9 }) : page(after, 3))))
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saved({ key, id: 9 }))
      .put.like(toastLike({ kind: 'success', key: 'common.saved' }))
      .put(ev.listLoaded({ key, rows: after, total: 3 }))
      .silentRun(300)
      .then(({ storeState }) => expect((storeState as State).resources[key]).toMatchObject({ form: { status: 'closed' }, rows: after, status: 'ready' }));
  });

  it('an edit posts the id with the fields to update', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing({ word: '改过' }, 'edit'))
      .provide(answering((o) => (o.url === UPDATE_URL ? ok({ id: 2 }) : page(rows, 2))))
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saved({ key, id: 2 }))
      .silentRun(300)
      .then(() =>
        sent({
          method: 'POST',
          url: UPDATE_URL,
          data: { id: 2, word: '改过', actionType: 'post', mechanismId: 2, enabled: true, remark: '' },
        }),
      ));

  it('a refusal (1002) shows the server msg and keeps the form open', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing(valid, 'add'))
      .provide(answering(() => ({ status: 1002, msg: '数据不存在或已被删除', result: null })))
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saveFailed({ key, problem: { status: 1002, msg: '数据不存在或已被删除' } }))
      .put.like(toastLike({ kind: 'error', text: '数据不存在或已被删除' }))
      .silentRun(300)
      .then(({ storeState }) => expect((storeState as State).resources[key].form.status).toBe('editing')));
});

describe('resources saga: removal', () => {
  const confirming = (ids: number[], ...before: UnknownAction[]) =>
    stateAfter(ev.screenOpened({ key }), ...before, ev.removeClicked({ key, ids, name: '词2' }));

  it('confirm → remove call → removed → toast 删除成功 → the page again', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, confirming([2], ev.listLoaded({ key, rows, total: 2 })))
      .provide(answering((o) => (o.url === REMOVE_URL ? ok({ removed: 1 }) : page([rows[0]], 1))))
      .dispatch(ev.removeConfirmed({ key }))
      .put(ev.removed({ key, ids: [2], removed: 1 }))
      .put.like(toastLike({ kind: 'success', key: 'common.removed' }))
      .hasFinalState(
        stateAfter(
          ev.screenOpened({ key }),
          ev.listLoaded({ key, rows, total: 2 }),
          ev.removeClicked({ key, ids: [2], name: '词2' }),
          ev.removeConfirmed({ key }),
          ev.removed({ key, ids: [2], removed: 1 }),
          ev.listLoaded({ key, rows: [rows[0]], total: 1 }),
        ),
      )
      .silentRun(300)
      .then(() => {
        sent({ method: 'POST', url: REMOVE_URL, data: { ids: [2] } });
        sent({ method: 'POST', url: LIST_URL, data: { pageIndex: 1, pageSize: 40 } });
      }));

  it('removing the last row of page 2 reads page 1', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, confirming([41], ev.pageChanged({ key, pageIndex: 2 }), ev.listLoaded({ key, rows: [wordRow(41)], total: 41 })))
      .provide(answering((o) => (o.url === REMOVE_URL ? ok({ removed: 1 }) : page(rows, 40))))
      .dispatch(ev.removeConfirmed({ key }))
      .silentRun(300)
      .then(() => sent({ method: 'POST', url: LIST_URL, data: { pageIndex: 1, pageSize: 40 } })));

  it('a failed removal shows the msg and reads the list again (the row was removed elsewhere)', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, confirming([2], ev.listLoaded({ key, rows, total: 2 })))
      .provide(answering((o) => (o.url === REMOVE_URL ? { status: 1002, msg: '数据不存在或已被删除', result: null } : page([rows[0]], 1))))
      .dispatch(ev.removeConfirmed({ key }))
      .put(ev.removeFailed({ key, problem: { status: 1002, msg: '数据不存在或已被删除' } }))
      .put.like(toastLike({ kind: 'error', text: '数据不存在或已被删除' }))
      .put(ev.listLoaded({ key, rows: [rows[0]], total: 1 }))
      .silentRun(300)
      .then(({ storeState }) => {
        sent({ method: 'POST', url: LIST_URL, data: { pageIndex: 1, pageSize: 40 } });
        expect((storeState as State).resources[key]).toMatchObject({ rows: [rows[0]], removal: { status: 'idle' } });
      }));
});

describe('language switch', () => {
  it('reads loaded lookups again in the new language, only for screens that have them', async () => {
    const { reloadLookupsForLocale, fetchLookup } = await import('../../../../src/client/features/resources/lookupsSaga');
    const { lookupsLoaded } = await import('../../../../src/client/features/resources/resourcesSlice');
    const state = { resources: { shieldWords: { lookups: { actionTypes: [{ code: 1, name: '发布动态' }] } }, other: { lookups: {} } } };
    const english = (_def: unknown, name: string) => ({ name, items: [{ code: 1, name: `${name} in English` }] });
    await expectSaga(reloadLookupsForLocale)
      .withState(state)
      .provide({ call: (effect, next) => (effect.fn === fetchLookup ? english(...(effect.args as [unknown, string])) : next()) })
      .put(
        lookupsLoaded({
          key: 'shieldWords',
          lookups: { actionTypes: [{ code: 1, name: 'actionTypes in English' }], mechanisms: [{ code: 1, name: 'mechanisms in English' }] },
        }),
      )
      .not.put.like({ action: { type: lookupsLoaded.type, payload: { key: 'other' } } })
      .run();
  });
});
