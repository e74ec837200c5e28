// The visit-count slice (query, filters, page, stale answers) and its saga with
// redux-saga-test-plan: the two calls of a query, and a new range cancelling the load under way.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { fetchServiceCounts, fetchVisitDays } from '../../../../src/client/api/serviceStats';
import * as sel from '../../../../src/client/features/serviceVisitCount/selectors';
import { serviceVisitCountSaga } from '../../../../src/client/features/serviceVisitCount/serviceVisitCountSaga';
import serviceVisitCount, * as ev from '../../../../src/client/features/serviceVisitCount/serviceVisitCountSlice';
import { firstQuery } from '../../../../src/client/features/serviceVisitCount/state';
import type { VisitDaysQuery } from '../../../../src/shared/services/stats';
import { counts, OTHER_RANGE, RANGE, visitDays } from '../serviceOverview/fixtures';

const reducer = combineReducers({ serviceVisitCount });
type State = ReturnType<typeof reducer>;
const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce<State>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('visit count slice', () => {
  it('starts unfiltered on page 1; a filter or a range goes back to page 1', () => {
    const s = run(ev.rangeChosen({ range: RANGE }), ev.pageChosen({ pageIndex: 3 }));
    expect(s.serviceVisitCount.query).toEqual({ ...firstQuery(RANGE), pageIndex: 3 });
    const filtered = reducer(s, ev.filterChosen({ identity: 'TEACHER', serviceId: 7 }));
    expect(filtered.serviceVisitCount.query).toMatchObject({ identity: 'TEACHER', serviceId: 7, pageIndex: 1 });
    expect(reducer(filtered, ev.rangeChosen({ range: OTHER_RANGE })).serviceVisitCount.query).toMatchObject({
      ...OTHER_RANGE,
      identity: 'TEACHER',
      pageIndex: 1,
    });
  });

  it('ignores the answer of another query, and gives the table and charts their figures', () => {
    const q = firstQuery(RANGE);
    const stale = run(
      ev.rangeChosen({ range: RANGE }),
      ev.pageChosen({ pageIndex: 2 }),
      ev.countsLoaded({ query: q, days: visitDays(), services: counts().list }),
    );
    expect(stale.serviceVisitCount.status).toBe('loading');
    const s = run(ev.rangeChosen({ range: RANGE }), ev.countsLoaded({ query: q, days: visitDays(), services: counts().list }));
    expect(sel.selectVisitRows(s)).toHaveLength(1);
    expect(sel.selectVisitTotal(s)).toBe(1040);
    expect(sel.selectVisitPaging(s)).toEqual({ pageIndex: 1, pages: 1, rowTotal: 2 });
    expect(sel.selectServiceOptions(s)[0]).toEqual({ label: '一卡通', value: 1 });
    expect(sel.selectServiceBar(s)).toHaveLength(2);
    expect(sel.selectVisitTrend(s)[0]).toEqual({ name: '2026-10-01', y: 1000 });
  });

  it('keeps a refused range with its reason and loads nothing', () => {
    const s = run(ev.rangeChosen({ range: { beginDate: '2025-01-01', endDate: '2026-06-01' } }));
    expect(sel.selectVisitCountRangeProblem(s)).toBe('serviceStats.range.tooLong');
    expect(s.serviceVisitCount.status).toBe('idle');
    expect(reducer(s, ev.pageChosen({ pageIndex: 2 })).serviceVisitCount.status).toBe('idle');
  });
});

describe('visit count saga', () => {
  it('asks the rows with the filters and the visits per service of the same identity', async () => {
    const q = { ...firstQuery(RANGE), identity: 'STUDENT' as const, serviceId: 2 };
    const { storeState } = await expectSaga(serviceVisitCountSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchVisitDays), ok(visitDays())],
        [matchers.call.fn(fetchServiceCounts), ok(counts())],
      ])
      .call(fetchVisitDays, api, { ...RANGE, identity: 'STUDENT', serviceId: 2, pageIndex: 1, pageSize: 40 })
      .call(fetchServiceCounts, api, { ...RANGE, identity: 'STUDENT' })
      .dispatch(ev.rangeChosen({ range: RANGE }))
      .dispatch(ev.filterChosen({ identity: 'STUDENT', serviceId: 2 }))
      .put(ev.countsLoaded({ query: q, days: visitDays(), services: counts().list }))
      .silentRun(100);
    expect(storeState.serviceVisitCount.status).toBe('loaded');
  });

  it('cancels the load under way when a new range is chosen', async () => {
    const answer = (q: VisitDaysQuery) => (q.beginDate === RANGE.beginDate ? later(80, ok(visitDays(1))) : later(5, ok(visitDays(2))));
    const { storeState } = await expectSaga(serviceVisitCountSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchVisitDays), dynamic(({ args }) => answer(args[1] as VisitDaysQuery))],
        [matchers.call.fn(fetchServiceCounts), ok(counts())],
      ])
      .dispatch(ev.rangeChosen({ range: RANGE }))
      .delay(10)
      .dispatch(ev.rangeChosen({ range: OTHER_RANGE }))
      .not.put.like({ action: { type: ev.countsLoaded.type, payload: { query: { beginDate: RANGE.beginDate } } } })
      .put.like({ action: { type: ev.countsLoaded.type, payload: { query: { beginDate: OTHER_RANGE.beginDate } } } })
      .silentRun(200);
    expect(storeState.serviceVisitCount.days.total).toBe(2);
  });
});
