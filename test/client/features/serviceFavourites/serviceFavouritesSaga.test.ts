// The favourites statistics saga with redux-saga-test-plan on the real reducer: opening reads
// the counts and the trend; a newer range cancels the trend read under way (takeLatest), so the
// chart shows the last range chosen; a refusal fails the trend with the server's msg.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { fetchFavouriteCounts, fetchFavouriteTrend } from '../../../../src/client/api/serviceFavourites';
import { serviceFavouritesSaga } from '../../../../src/client/features/serviceFavourites/serviceFavouritesSaga';
import serviceFavourites, * as ev from '../../../../src/client/features/serviceFavourites/serviceFavouritesSlice';
import type { FavouriteTrend, FavouriteTrendBody } from '../../../../src/shared/services/favourites';

const reducer = combineReducers({ serviceFavourites });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const MARCH = { beginDate: '2026-03-01', endDate: '2026-03-01' };
const APRIL = { beginDate: '2026-04-01', endDate: '2026-04-01' };
const trendOf = (day: string, added: number): FavouriteTrend => ({ days: [{ day, added, removed: 0 }], added, removed: 0 });
const ROWS = [{ serviceId: 1, serviceName: '邮箱', favourites: 4 }];

describe('favourites statistics saga', () => {
  it('reads the counts and the trend when the screen opens', async () => {
    const { storeState } = await expectSaga(serviceFavouritesSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchFavouriteCounts), ok(ROWS)],
        [matchers.call.fn(fetchFavouriteTrend), ok(trendOf('2026-03-01', 2))],
      ] as never)
      .dispatch({ type: ev.opened.type, payload: { defaultRange: MARCH } })
      .call(fetchFavouriteCounts, api, {})
      .call(fetchFavouriteTrend, api, MARCH)
      .put(ev.countsLoaded({ search: '', rows: ROWS }))
      .put(ev.trendLoaded({ query: { ...MARCH, serviceId: null }, trend: trendOf('2026-03-01', 2) }))
      .silentRun(100);
    expect(storeState.serviceFavourites.trend.status).toBe('loaded');
  });

  it('shows the last range chosen: the read under way is cancelled', async () => {
    const { storeState } = await expectSaga(serviceFavouritesSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchFavouriteCounts), ok(ROWS)],
        [
          matchers.call.fn(fetchFavouriteTrend),
          dynamic(({ args }) => {
            const body = args[1] as FavouriteTrendBody;
            return body.beginDate === MARCH.beginDate ? later(60, ok(trendOf(MARCH.beginDate, 1))) : later(5, ok(trendOf(APRIL.beginDate, 9)));
          }),
        ],
      ] as never)
      .dispatch({ type: ev.opened.type, payload: { defaultRange: MARCH } })
      .dispatch(ev.rangeChosen({ range: APRIL }))
      .dispatch(ev.trendServiceChosen({ serviceId: 1 }))
      .call(fetchFavouriteTrend, api, { ...APRIL, serviceId: 1 })
      .not.put(ev.trendLoaded({ query: { ...MARCH, serviceId: null }, trend: trendOf(MARCH.beginDate, 1) }))
      .silentRun(150);
    expect(storeState.serviceFavourites.trend.result).toEqual(trendOf(APRIL.beginDate, 9));
    expect(storeState.serviceFavourites.trend.loadedQuery).toEqual({ ...APRIL, serviceId: 1 });
  });

  it("fails the trend with the server's msg", async () => {
    const refusal = { status: 9009, msg: '统计范围最长一年', result: null };
    const { storeState } = await expectSaga(serviceFavouritesSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchFavouriteCounts), ok(ROWS)],
        [matchers.call.fn(fetchFavouriteTrend), refusal],
      ] as never)
      .dispatch({ type: ev.opened.type, payload: { defaultRange: MARCH } })
      .put(ev.trendFailed({ query: { ...MARCH, serviceId: null }, problem: { status: 9009, msg: '统计范围最长一年' } }))
      .silentRun(100);
    expect(storeState.serviceFavourites.trend.status).toBe('failed');
  });
});
