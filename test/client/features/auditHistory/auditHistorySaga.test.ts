// The /HistoryProject saga with redux-saga-test-plan on the real reducer: the first page when
// the screen opens, a filter change reads page 1 with the applied filters, an empty answer is
// an empty page, a refusal fails the list, and only the newest search's answer shows.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { fetchAuditPage } from '../../../../src/client/api/audit';
import { auditHistorySaga } from '../../../../src/client/features/auditHistory/auditHistorySaga';
import auditHistory, * as ev from '../../../../src/client/features/auditHistory/auditHistorySlice';
import { entry, page } from './fixtures';

const reducer = combineReducers({ auditHistory });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('audit history saga', () => {
  it('reads the first page when the screen opens', async () => {
    const { storeState } = await expectSaga(auditHistorySaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAuditPage), page([2, 1], 2)],
      ])
      .dispatch(ev.screenOpened())
      .call(fetchAuditPage, api, { current: 1, size: 40 })
      .put(ev.pageLoaded({ rows: [entry(2), entry(1)], total: 2 }))
      .silentRun(100);
    expect(storeState.auditHistory.list.status).toBe('ready');
  });

  it('reads page 1 with the new filters after a search, an empty answer as an empty page', async () => {
    const { storeState } = await expectSaga(auditHistorySaga)
      .withReducer(reducer, {
        auditHistory: {
          ...reducer(undefined, { type: 'init' }).auditHistory,
          list: { ...reducer(undefined, { type: 'init' }).auditHistory.list, pageIndex: 4 },
        },
      })
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAuditPage), { status: 1004, msg: '暂无数据', result: { data: [], total: 0 } }],
      ])
      .dispatch(ev.filterChanged({ name: 'actor', value: '张三' }))
      .dispatch(ev.filterChanged({ name: 'target', value: 'collection:slides' }))
      .dispatch(ev.searchClicked())
      .call(fetchAuditPage, api, { current: 1, size: 40, kind: 'collection', key: 'slides', actor: '张三' })
      .put(ev.pageLoaded({ rows: [], total: 0 }))
      .silentRun(100);
    expect(storeState.auditHistory.list).toEqual(expect.objectContaining({ status: 'ready', pageIndex: 1, total: 0 }));
  });

  it('fails the list with the refusal', async () => {
    await expectSaga(auditHistorySaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAuditPage), { status: 9009, msg: '参数错误', result: null }],
      ])
      .dispatch(ev.screenOpened())
      .put(ev.pageFailed({ problem: { status: 9009, msg: '参数错误' } }))
      .silentRun(100);
  });

  it('shows the answer of the newest search, however the answers arrive', async () => {
    let n = 0;
    const { storeState } = await expectSaga(auditHistorySaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAuditPage), dynamic(() => (++n === 1 ? later(60, page([1, 2, 3])) : later(5, page([9]))))],
      ])
      .dispatch(ev.screenOpened())
      .dispatch(ev.filterChanged({ name: 'action', value: 'remove' }))
      .dispatch(ev.searchClicked())
      .silentRun(150);
    expect(storeState.auditHistory.list.rows.map((e: { id: number }) => e.id)).toEqual([9]);
  });
});
