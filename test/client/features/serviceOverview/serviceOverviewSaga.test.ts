// The overview saga with redux-saga-test-plan on the real reducer: the three calls of a range,
// a refusal, and a new range cancelling the load under way (takeLatest).
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { fetchServiceCounts, fetchTopServices, fetchVisitDays } from '../../../../src/client/api/serviceStats';
import { serviceOverviewSaga } from '../../../../src/client/features/serviceOverview/serviceOverviewSaga';
import serviceOverview, * as ev from '../../../../src/client/features/serviceOverview/serviceOverviewSlice';
import type { ServiceCountQuery } from '../../../../src/shared/services/stats';
import { counts, OTHER_RANGE, RANGE, top, visitDays } from './fixtures';

const reducer = combineReducers({ serviceOverview });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('service overview saga', () => {
  it('asks the counts, the top 10 and the trend of the range, and stores them', async () => {
    const { storeState } = await expectSaga(serviceOverviewSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchServiceCounts), ok(counts())],
        [matchers.call.fn(fetchTopServices), ok(top())],
        [matchers.call.fn(fetchVisitDays), ok(visitDays())],
      ])
      .call(fetchServiceCounts, api, RANGE)
      .call(fetchTopServices, api, { ...RANGE, top: 10 })
      .call(fetchVisitDays, api, { ...RANGE, pageSize: 1 })
      .dispatch(ev.rangeChosen({ range: RANGE }))
      .put(ev.figuresLoaded({ range: RANGE, figures: { counts: counts(), top: top(), trend: visitDays().trend } }))
      .silentRun(100);
    expect(storeState.serviceOverview.status).toBe('loaded');
    expect(storeState.serviceOverview.figures.counts.upCount).toBe(12);
  });

  it('reports a refusal with the server message', async () => {
    const { storeState } = await expectSaga(serviceOverviewSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchServiceCounts), { status: 1002, msg: '统计范围最长一年', result: null }],
        [matchers.call.fn(fetchTopServices), ok(top())],
        [matchers.call.fn(fetchVisitDays), ok(visitDays())],
      ])
      .dispatch(ev.rangeChosen({ range: RANGE }))
      .put(ev.figuresFailed({ range: RANGE, problem: { status: 1002, msg: '统计范围最长一年' } }))
      .silentRun(100);
    expect(storeState.serviceOverview.status).toBe('failed');
  });

  it('does not call the server for a refused range', async () => {
    await expectSaga(serviceOverviewSaga)
      .withReducer(reducer)
      .provide([[matchers.getContext('api'), api]])
      .not.call.fn(fetchServiceCounts)
      .dispatch(ev.rangeChosen({ range: { beginDate: '2026-02-01', endDate: '2026-01-01' } }))
      .silentRun(50);
  });

  it('cancels the load under way when a new range is chosen: only the new range lands', async () => {
    const slow = (q: ServiceCountQuery) => (q.beginDate === RANGE.beginDate ? later(80, ok(counts(1))) : later(5, ok(counts(2))));
    const { storeState } = await expectSaga(serviceOverviewSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchServiceCounts), dynamic(({ args }) => slow(args[1] as ServiceCountQuery))],
        [matchers.call.fn(fetchTopServices), ok(top())],
        [matchers.call.fn(fetchVisitDays), ok(visitDays())],
      ])
      .dispatch(ev.rangeChosen({ range: RANGE }))
      .delay(10)
      .dispatch(ev.rangeChosen({ range: OTHER_RANGE }))
      .not.put.like({ action: { type: ev.figuresLoaded.type, payload: { range: RANGE } } })
      .put.like({ action: { type: ev.figuresLoaded.type, payload: { range: OTHER_RANGE } } })
      .silentRun(200);
    expect(storeState.serviceOverview.loadedRange).toEqual(OTHER_RANGE);
    expect(storeState.serviceOverview.figures.counts.list[0].count).toBe(2);
  });
});
