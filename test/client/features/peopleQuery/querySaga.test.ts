// The people saga with the query in force (redux-saga-test-plan): the list call carries the
// advanced search and the order with the filters, a refusal empties the list and shows the
// server's message, and the order and display are written to session storage as they are
// saved and forgotten at sign-out.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchOrgTree } from '../../../../src/client/api/org';
import { readPage } from '../../../../src/client/api/pages';
import { peopleSaga } from '../../../../src/client/features/people/peopleSaga';
import people, * as pv from '../../../../src/client/features/people/peopleSlice';
import * as ev from '../../../../src/client/features/peopleQuery/actions';
import { queryStorageName, readQueryChoices } from '../../../../src/client/features/peopleQuery/storage';
import { signedOut } from '../../../../src/client/features/session';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import type { Envelope } from '../../../../src/shared/protocol/status';
import { ok, page, STUDENT_LIST, studentRow } from '../people/fixtures';

const identity = 'STUDENT' as const;
const reducer = combineReducers({ people });
const stateAfter = (...actions: UnknownAction[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const answering = (answer: () => Envelope) =>
  [[matchers.getContext('api'), api] as const, [matchers.call.fn(readPage), answer()] as const, [matchers.call.fn(fetchOrgTree), ok([])] as const] as never;

const rows = [studentRow(1)];
const loaded = stateAfter(
  pv.screenOpened({ identity }),
  pv.listLoaded({ identity, rows, total: 1 }),
  pv.filtersSubmitted({ identity, filters: { grade: '2023' } }),
  pv.listLoaded({ identity, rows, total: 1 }),
);

/** the list's advanced-search dialog filled in: name like 王, or email empty */
const searchBuilt = [
  ev.advancedSearchOpened({ identity }),
  ev.advancedRowChanged({ identity, index: 0, part: 'field', value: 'name' }),
  ev.advancedRowChanged({ identity, index: 0, part: 'operator', value: 'like' }),
  ev.advancedRowChanged({ identity, index: 0, part: 'value', value: '王' }),
  ev.advancedRowAdded({ identity }),
  ev.advancedRowChanged({ identity, index: 1, part: 'join', value: 'or' }),
  ev.advancedRowChanged({ identity, index: 1, part: 'field', value: 'email' }),
  ev.advancedRowChanged({ identity, index: 1, part: 'operator', value: 'empty' }),
];
const orderBuilt = [
  ev.dataOrderOpened({ identity }),
  ev.orderRowChanged({ identity, index: 0, part: 'value', value: 'grade' }),
  ev.orderRowChanged({ identity, index: 0, part: 'order', value: 'DESC' }),
];
const search = [
  { join: 'and', field: 'name', operator: 'like', value: '王' },
  { join: 'or', field: 'email', operator: 'empty' },
];

afterEach(() => sessionStorage.clear());

describe('people saga: the query in force', () => {
  it('sends the advanced search with the filters, from page 1', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, searchBuilt.reduce(reducer, loaded))
      .provide(answering(() => page(rows, 1)))
      .dispatch(ev.advancedSearchSubmitted({ identity }))
      .call(readPage, api, 'POST', STUDENT_LIST, { grade: '2023', advancedSearch: search, pageIndex: 1, pageSize: 40 })
      .put(pv.listLoaded({ identity, rows, total: 1 }))
      .silentRun(300));

  it('sends the order as dataSortStr beside the advanced search, and keeps sending both while paging', () => {
    const state = [...searchBuilt, ev.advancedSearchSubmitted({ identity }), pv.listLoaded({ identity, rows, total: 90 }), ...orderBuilt].reduce(
      reducer,
      loaded,
    );
    return expectSaga(peopleSaga)
      .withReducer(reducer, state)
      .provide(answering(() => page(rows, 90)))
      .dispatch(ev.dataOrderSubmitted({ identity }))
      .call(readPage, api, 'POST', STUDENT_LIST, { grade: '2023', advancedSearch: search, dataSortStr: 'grade DESC', pageIndex: 1, pageSize: 40 })
      .delay(10)
      .dispatch(pv.pageChanged({ identity, pageIndex: 2 }))
      .call(readPage, api, 'POST', STUDENT_LIST, { grade: '2023', advancedSearch: search, dataSortStr: 'grade DESC', pageIndex: 2, pageSize: 40 })
      .silentRun(300);
  });

  it('leaves out an advanced search and an order that are not set', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, [...orderBuilt, ev.dataOrderSubmitted({ identity }), pv.listLoaded({ identity, rows, total: 1 })].reduce(reducer, loaded))
      .provide(answering(() => page(rows, 1)))
      .dispatch(ev.dataOrderReset({ identity }))
      .call(readPage, api, 'POST', STUDENT_LIST, { grade: '2023', pageIndex: 1, pageSize: 40 })
      .silentRun(300));

  it('does not call when confirm is refused (a row is incomplete)', () =>
    expectSaga(peopleSaga)
      .withReducer(reducer, [ev.advancedSearchOpened({ identity })].reduce(reducer, loaded))
      .provide(answering(() => page(rows, 1)))
      .dispatch(ev.advancedSearchSubmitted({ identity }))
      .not.call.fn(readPage)
      .silentRun(300));

  it('shows the server refusal of a search through the problem toast and empties the list', () => {
    const msg = '高级搜索第1行：未知的字段“x”';
    return expectSaga(peopleSaga)
      .withReducer(reducer, searchBuilt.reduce(reducer, loaded))
      .provide(answering(() => ({ status: 1002, msg, result: null })))
      .dispatch(ev.advancedSearchSubmitted({ identity }))
      .put(pv.listFailed({ identity, problem: { status: 1002, msg } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: msg } } })
      .silentRun(300);
  });
});

describe('people saga: the session keeps the order and display', () => {
  it('writes them as they are saved, and forgets the defaults', async () => {
    await expectSaga(peopleSaga)
      .withReducer(reducer, orderBuilt.reduce(reducer, loaded))
      .provide(answering(() => page(rows, 1)))
      .dispatch(ev.dataOrderSubmitted({ identity }))
      .dispatch(
        ev.fieldDisplayOpened({
          identity,
          defaults: [
            { key: 'name', shown: true },
            { key: 'grade', shown: true },
          ],
        }),
      )
      .dispatch(ev.fieldShowToggled({ identity, key: 'grade' }))
      .dispatch(ev.fieldDisplaySubmitted({ identity }))
      .silentRun(300);
    expect(JSON.parse(sessionStorage.getItem(`campus-${queryStorageName(identity)}`) ?? 'null')).toEqual({
      dataSortStr: 'grade DESC',
      columns: [
        { key: 'name', shown: true },
        { key: 'grade', shown: false },
      ],
    });
    expect(readQueryChoices(identity)).toEqual({
      dataSortStr: 'grade DESC',
      columns: [
        { key: 'name', shown: true },
        { key: 'grade', shown: false },
      ],
    });
    await expectSaga(peopleSaga)
      .withReducer(reducer, [...orderBuilt, ev.dataOrderSubmitted({ identity })].reduce(reducer, loaded))
      .provide(answering(() => page(rows, 1)))
      .dispatch(ev.dataOrderReset({ identity }))
      .silentRun(300);
    expect(sessionStorage.getItem(`campus-${queryStorageName(identity)}`)).toBeNull();
  });

  it("forgets every list's choices at sign-out", async () => {
    sessionStorage.setItem(`campus-${queryStorageName('TEACHER')}`, JSON.stringify({ dataSortStr: 'name ASC', columns: null }));
    expect(readQueryChoices('TEACHER')).toEqual({ dataSortStr: 'name ASC', columns: null });
    await expectSaga(peopleSaga)
      .withReducer(reducer, loaded)
      .provide(answering(() => page(rows, 1)))
      .dispatch(signedOut({ reason: 'user' }))
      .silentRun(300);
    expect(readQueryChoices('TEACHER')).toBeNull();
  });

  it('drops a stored order the list cannot use', () => {
    sessionStorage.setItem(`campus-${queryStorageName('TEACHER')}`, JSON.stringify({ dataSortStr: 'studentNo ASC', columns: 'x' }));
    expect(readQueryChoices('TEACHER')).toEqual({ dataSortStr: '', columns: null });
  });
});
