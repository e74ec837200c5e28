// The people saga with redux-saga-test-plan: the api from the context answered per url, the
// real people reducer (withReducer), final states and puts asserted. Toasts are asserted as
// puts (their ids are random), so the reducer holds the people slice only.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchOrgTree, OrgTreeKind } from '../../../../src/client/api/org';
import { readPage } from '../../../../src/client/api/pages';
import { fetchPersonDetail } from '../../../../src/client/api/people';
import { ApiError, RequestOptions } from '../../../../src/client/api/types';
import { importFinished } from '../../../../src/client/features/importWizard';
import { photoImportFinished } from '../../../../src/client/features/photoImport';
import { identityOf, peopleSaga } from '../../../../src/client/features/people/peopleSaga';
import people, * as ev from '../../../../src/client/features/people/peopleSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import type { Identity } from '../../../../src/shared/domain/people';
import { personDetailPath } from '../../../../src/shared/people/api';
import type { Envelope } from '../../../../src/shared/protocol/status';
import { collegeTree, emptyPage, ok, page, STUDENT_LIST, studentDetail, studentRow, TEACHER_LIST, unitTree } from './fixtures';

const identity = 'STUDENT' as const;
const reducer = combineReducers({ people });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
type Answer = Envelope | Error | Promise<Envelope>;
const trees: Partial<Record<OrgTreeKind, Answer>> = { studentClasses: ok(collegeTree), depts: ok(unitTree) };

const settle = (value: Answer) => {
  if (value instanceof Error) throw value;
  return value;
};

/** Providers: the api from the context; lists (through readPage) and details answered by
 *  `answer`, trees from `trees` unless `answer` is given for them. */
function answering(answer: (options: RequestOptions) => Answer, treeAnswer?: (kind: OrgTreeKind) => Answer): StaticProvider[] {
  return [
    [matchers.getContext('api'), api],
    [matchers.call.fn(readPage), dynamic(({ args: [, method, url, data] }: { args: Parameters<typeof readPage> }) => settle(answer({ method, url, data })))],
    [
      matchers.call.fn(fetchPersonDetail),
      dynamic(({ args: [, who, id] }: { args: [unknown, Identity, number] }) => settle(answer({ method: 'POST', url: personDetailPath(who), data: { id } }))),
    ],
    [matchers.call.fn(fetchOrgTree), dynamic(({ args: [, kind] }: { args: [unknown, OrgTreeKind] }) => settle(treeAnswer?.(kind) ?? trees[kind] ?? ok([])))],
  ];
}
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const rows = [studentRow(2), studentRow(1)];
const opened = ev.screenOpened({ identity });
const loadedState = stateAfter(opened, ev.listLoaded({ identity, rows, total: 2 }), ev.treeLoaded({ tree: 'studentClasses', nodes: collegeTree }));
const toastLike = (payload: object) => ({ action: { type: toastShown.type, payload } });

describe('people saga: lists', () => {
  it('opens a list: reads page 1 of 40 and the in-school class tree', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer)
      .provide(answering(() => page(rows, 2)))
      .call(readPage, api, 'POST', STUDENT_LIST, { pageIndex: 1, pageSize: 40 })
      .call(fetchOrgTree, api, 'studentClasses')
      .dispatch(opened)
      .hasFinalState(loadedState)
      .silentRun(300));

  it('sends the submitted filters, leaving out the empty ones', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => page([rows[0]], 1)))
      .call(readPage, api, 'POST', STUDENT_LIST, { name: '王', classId: 4, gender: 2, pageIndex: 1, pageSize: 40 })
      .dispatch(ev.filtersSubmitted({ identity, filters: { name: '王', classId: 4, gender: 2, idNumber: '' } }))
      .put(ev.listLoaded({ identity, rows: [rows[0]], total: 1 }))
      .silentRun(300));

  it('shows a list marked 1004 as empty, without a toast', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => emptyPage(2)))
      .dispatch(ev.pageChanged({ identity, pageIndex: 2 }))
      .put(ev.listLoaded({ identity, rows: [], total: 0 }))
      .not.put.like(toastLike({ kind: 'error' }))
      .silentRun(300));

  it('empties the list on failure and shows the server msg', () => {
    const problem = { status: 9999, msg: '服务器内部错误，参考编号 r42' };
    return expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 9999, msg: problem.msg, result: null })))
      .dispatch(ev.pageChanged({ identity, pageIndex: 2 }))
      .put(ev.listFailed({ identity, problem }))
      .put.like(toastLike({ kind: 'error', text: problem.msg }))
      .silentRun(300);
  });

  it('keeps only the newest read of a list: a quick second page cancels the first', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(
        answering((o) =>
          later((o.data as { pageIndex: number }).pageIndex === 2 ? 40 : 5, page([studentRow((o.data as { pageIndex: number }).pageIndex)], 90)),
        ),
      )
      .dispatch(ev.pageChanged({ identity, pageIndex: 2 }))
      .dispatch(ev.pageChanged({ identity, pageIndex: 3 }))
      .put(ev.listLoaded({ identity, rows: [studentRow(3)], total: 90 }))
      .not.put(ev.listLoaded({ identity, rows: [studentRow(2)], total: 90 }))
      .silentRun(100));

  it('does not let one list cancel another', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, stateAfter(opened, ev.screenOpened({ identity: 'TEACHER' })))
      .provide(answering((o) => (o.url === STUDENT_LIST ? later(30, page(rows, 2)) : page([], 0))))
      .dispatch(ev.pageChanged({ identity, pageIndex: 1 }))
      .dispatch(ev.pageChanged({ identity: 'TEACHER', pageIndex: 1 }))
      .put(ev.listLoaded({ identity, rows, total: 2 }))
      .call(readPage, api, 'POST', TEACHER_LIST, { pageIndex: 1, pageSize: 40 })
      .silentRun(100));

  it('reads the list again when an import of that identity finished', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => page(rows, 3)))
      .dispatch(importFinished({ target: 'STUDENT', key: 'k1', counts: { totalNum: 1, newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, successNum: 1 } }))
      .put(ev.listLoaded({ identity, rows, total: 3 }))
      .silentRun(300));

  it('reads the list again when a photo import of that identity finished (photos and the rows of its spreadsheet)', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => page(rows, 4)))
      .dispatch(photoImportFinished({ identity: 'STUDENT', key: 'p1' }))
      .put(ev.listLoaded({ identity, rows, total: 4 }))
      .silentRun(300));

  it('knows which list an event is about', () => {
    expect(identityOf(ev.pageChanged({ identity: 'OTHER', pageIndex: 1 }))).toBe('OTHER');
    expect(identityOf({ type: 'importWizard/importFinished', payload: { target: 'TEACHER' } })).toBe('TEACHER');
    expect(identityOf({ type: 'importWizard/importFinished', payload: { target: 'ORG_4' } })).toBeUndefined();
  });
});

describe('people saga: detail and trees', () => {
  it('opens a detail: reads the person whole', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ok(studentDetail(2))))
      .call(fetchPersonDetail, api, 'STUDENT', 2)
      .dispatch(ev.detailOpened({ identity, id: 2 }))
      .hasFinalState(
        stateAfter(
          opened,
          ev.listLoaded({ identity, rows, total: 2 }),
          ev.treeLoaded({ tree: 'studentClasses', nodes: collegeTree }),
          ev.detailOpened({ identity, id: 2 }),
          ev.detailLoaded({ identity, person: studentDetail(2) }),
        ),
      )
      .silentRun(300));

  it('reports a refused detail (1002) with the server msg', () => {
    const problem = { status: 1002, msg: '数据不存在或已被删除' };
    return expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => ({ status: 1002, msg: problem.msg, result: null })))
      .dispatch(ev.detailOpened({ identity, id: 2 }))
      .put(ev.detailFailed({ identity, id: 2, problem }))
      .put.like(toastLike({ kind: 'error', text: problem.msg }))
      .silentRun(300);
  });

  it('reports a network failure of the detail', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, loadedState)
      .provide(answering(() => new ApiError(8010, '接口请求超时，请稍后重试')))
      .dispatch(ev.detailOpened({ identity, id: 2 }))
      .put(ev.detailFailed({ identity, id: 2, problem: { status: 8010, msg: '接口请求超时，请稍后重试' } }))
      .silentRun(300));

  it('reads the department tree for staff, and keeps the old tree when it fails', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer)
      .provide(
        answering(
          () => page([], 0),
          () => ({ status: 9999, msg: '故障', result: null }),
        ),
      )
      .call(fetchOrgTree, api, 'depts')
      .dispatch(ev.screenOpened({ identity: 'TEACHER' }))
      .put(ev.treeFailed({ tree: 'depts', problem: { status: 9999, msg: '故障' } }))
      .put.like(toastLike({ kind: 'error', text: '故障' }))
      .silentRun(300));
});
