// The service score saga with redux-saga-test-plan on the real reducer: opening reads the score
// page and the mechanism; a newer page cancels the read under way (takeLatest); a draft the form
// refuses is never sent; a saved mechanism reads the scores again; the server's refusal is kept.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { fetchScoreMechanism, updateScoreMechanism } from '../../../../src/client/api/serviceScore';
import { serviceScoreSaga } from '../../../../src/client/features/serviceScore/serviceScoreSaga';
import serviceScore, * as ev from '../../../../src/client/features/serviceScore/serviceScoreSlice';
import { fetchPage } from '../../../../src/client/widgets/pagedTable/pagedQuery';
import { DEFAULT_SCORE_MECHANISM, SCORE_PATHS, ServiceScoreRow } from '../../../../src/shared/services/score';

const reducer = combineReducers({ serviceScore });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T) => ({ status: 1000, msg: '', result });
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
/** the screen open with the default mechanism read: the form is ready to edit */
const readyState = () => ({ serviceScore: serviceScore(serviceScore(undefined, ev.opened()), ev.mechanismLoaded({ mechanism: DEFAULT_SCORE_MECHANISM })) });
const row = (serviceId: number, score: number | null): ServiceScoreRow => ({
  serviceId,
  serviceName: `服务${serviceId}`,
  averageRating: 4,
  ratings: 3,
  visits: 10,
  favourites: 1,
  score,
});

describe('service score saga', () => {
  it('reads the score page and the mechanism when the screen opens', async () => {
    const { storeState } = await expectSaga(serviceScoreSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchPage), { rows: [row(1, 80)], total: 1 }],
        [matchers.call.fn(fetchScoreMechanism), ok(DEFAULT_SCORE_MECHANISM)],
      ] as never)
      .dispatch(ev.opened())
      .call(fetchPage, SCORE_PATHS.list, { pageIndex: 1, pageSize: 40 })
      .call(fetchScoreMechanism, api)
      .put(ev.scoresLoaded({ rows: [row(1, 80)], total: 1 }))
      .put(ev.mechanismLoaded({ mechanism: DEFAULT_SCORE_MECHANISM }))
      .silentRun(100);
    expect(storeState.serviceScore.scores.status).toBe('ready');
    expect(storeState.serviceScore.mechanism.status).toBe('ready');
  });

  it('shows the last page asked: the read under way is cancelled', async () => {
    const { storeState } = await expectSaga(serviceScoreSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchScoreMechanism), ok(DEFAULT_SCORE_MECHANISM)],
        [
          matchers.call.fn(fetchPage),
          dynamic(({ args }) => {
            const body = args[1] as { pageIndex: number };
            return body.pageIndex === 1 ? later(60, { rows: [row(1, 80)], total: 30 }) : later(5, { rows: [row(2, 10)], total: 30 });
          }),
        ],
      ] as never)
      .dispatch(ev.opened())
      .dispatch(ev.scoresPageChanged({ pageIndex: 2 }))
      .not.put(ev.scoresLoaded({ rows: [row(1, 80)], total: 30 }))
      .silentRun(150);
    expect(storeState.serviceScore.scores.rows).toEqual([row(2, 10)]);
    expect(storeState.serviceScore.scores.pageIndex).toBe(2);
  });

  it('never sends weights that do not add up to 100', async () => {
    const { storeState } = await expectSaga(serviceScoreSaga)
      .withReducer(reducer, readyState())
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchPage), { rows: [], total: 0 }],
        [matchers.call.fn(fetchScoreMechanism), ok(DEFAULT_SCORE_MECHANISM)],
      ] as never)
      .dispatch(ev.mechanismFieldChanged({ field: 'ratingWeight', value: '60' }))
      .dispatch(ev.mechanismSaveClicked())
      .put(ev.mechanismSaveRejected({ message: { key: 'serviceScore.weightsSum', params: { total: 100, sum: 110 } } }))
      .not.call.fn(updateScoreMechanism)
      .silentRun(100);
    expect(storeState.serviceScore.mechanism.status).toBe('ready');
  });

  it("saves the mechanism and reads the scores again; a refusal keeps the server's words", async () => {
    const next = { ...DEFAULT_SCORE_MECHANISM, ratingWeight: 40, visitWeight: 40 };
    const { storeState } = await expectSaga(serviceScoreSaga)
      .withReducer(reducer, readyState())
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchPage), { rows: [row(1, 64)], total: 1 }],
        [matchers.call.fn(fetchScoreMechanism), ok(DEFAULT_SCORE_MECHANISM)],
        [matchers.call.fn(updateScoreMechanism), ok(next)],
      ] as never)
      .dispatch(ev.mechanismFieldChanged({ field: 'ratingWeight', value: '40' }))
      .dispatch(ev.mechanismFieldChanged({ field: 'visitWeight', value: '40' }))
      .dispatch(ev.mechanismSaveClicked())
      .call(updateScoreMechanism, api, next)
      .put(ev.mechanismSaved({ mechanism: next }))
      .call(fetchPage, SCORE_PATHS.list, { pageIndex: 1, pageSize: 40 })
      .silentRun(100);
    expect(storeState.serviceScore.scores.rows[0].score).toBe(64);
    expect(storeState.serviceScore.mechanism.saved).toEqual(next);

    const refused = await expectSaga(serviceScoreSaga)
      .withReducer(reducer, readyState())
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchPage), { rows: [], total: 0 }],
        [matchers.call.fn(fetchScoreMechanism), ok(DEFAULT_SCORE_MECHANISM)],
        [matchers.call.fn(updateScoreMechanism), { status: 1002, msg: '保存失败', result: null }],
      ] as never)
      .dispatch(ev.mechanismSaveClicked())
      .put(ev.mechanismSaveFailed({ message: { text: '保存失败' } }))
      .silentRun(100);
    expect(refused.storeState.serviceScore.mechanism.message).toEqual({ text: '保存失败' });
  });

  it("reads a service's ratings through POST serviceScore/serviceScoreList when its row asks, page by page", async () => {
    const rating = { personId: 1, name: '张三', account: 's1', score: 5, comment: '好用', ratedAt: '2026-11-01T08:00:00Z' };
    const withRows = { serviceScore: serviceScore(readyState().serviceScore, ev.scoresLoaded({ rows: [row(4, 80)], total: 1 })) };
    const { storeState } = await expectSaga(serviceScoreSaga)
      .withReducer(reducer, withRows as never)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchPage), { rows: [rating], total: 41 }],
      ] as never)
      .dispatch(ev.ratingsOpened({ serviceId: 4 }))
      .call(fetchPage, SCORE_PATHS.ratings, { serviceId: 4, pageIndex: 1, pageSize: 40 })
      .put(ev.ratingsLoaded({ serviceId: 4, rows: [rating], total: 41 }))
      .silentRun(100);
    expect(SCORE_PATHS.ratings).toBe('/api/blade-platform/serviceScore/serviceScoreList');
    expect(storeState.serviceScore.ratings.rows).toEqual([rating]);
    await expectSaga(serviceScoreSaga)
      .withReducer(reducer, storeState as never)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchPage), { rows: [rating], total: 41 }],
      ] as never)
      .dispatch(ev.ratingsPageChanged({ pageIndex: 2 }))
      .call(fetchPage, SCORE_PATHS.ratings, { serviceId: 4, pageIndex: 2, pageSize: 40 })
      .silentRun(100);
  });
});
