// The /ProjectDetails saga with redux-saga-test-plan on the real reducer: the five reads (getNum too) land as
// one answer, a refusal of any fails the load with its msg, a refresh supersedes the reads under
// way, and a confirmed rotation shows the new secret.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { fetchAppKeys, rotateAppKey } from '../../../../src/client/api/appKeys';
import { fetchAdminInfo, fetchFlowServiceCounts, fetchPlatformAppearance, fetchProjectSummary } from '../../../../src/client/api/projectDetails';
import { projectDetailsSaga } from '../../../../src/client/features/projectDetails/projectDetailsSaga';
import projectDetails, * as ev from '../../../../src/client/features/projectDetails/projectDetailsSlice';
import { admins, appearance, keys, ok, summary } from './fixtures';

const reducer = combineReducers({ projectDetails });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const reads = (summaryReply: unknown = ok(summary())) =>
  [
    [matchers.getContext('api'), api],
    [matchers.call.fn(fetchPlatformAppearance), ok(appearance())],
    [matchers.call.fn(fetchAdminInfo), ok(admins())],
    [matchers.call.fn(fetchProjectSummary), summaryReply],
    [matchers.call.fn(fetchAppKeys), ok(keys())],
    [matchers.call.fn(fetchFlowServiceCounts), ok({ total: 6, enabled: 4 })],
  ] as const;

describe('project details saga', () => {
  it('loads the name and logo, administrators, summary and keys when the screen opens', async () => {
    const { storeState } = await expectSaga(projectDetailsSaga)
      .withReducer(reducer)
      .provide([...reads()] as never)
      .dispatch(ev.screenOpened())
      .call(fetchProjectSummary, api)
      .call(fetchFlowServiceCounts, api)
      .put(
        ev.detailsLoaded({
          platform: { name: '示范大学服务平台', logo: 'f_0123456789abcdef0123456789abcdef' },
          admins: admins(),
          summary: summary(),
          keys: keys(),
          flowCounts: { total: 6, enabled: 4 },
        }),
      )
      .silentRun(100);
    expect(storeState.projectDetails.status).toBe('loaded');
    expect(storeState.projectDetails.flowCounts).toEqual({ total: 6, enabled: 4 });
  });

  it("fails the load with a refused call's msg", async () => {
    const { storeState } = await expectSaga(projectDetailsSaga)
      .withReducer(reducer)
      .provide([...reads({ status: 9999, msg: '统计失败', result: null })] as never)
      .dispatch(ev.screenOpened())
      .put(ev.detailsFailed({ problem: { status: 9999, msg: '统计失败' } }))
      .silentRun(100);
    expect(storeState.projectDetails.status).toBe('failed');
  });

  it('shows the answer of the last refresh, however the answers arrive', async () => {
    let n = 0;
    const first = { ...summary(), services: { total: 1, shelved: 1 } };
    const { storeState } = await expectSaga(projectDetailsSaga)
      .withReducer(reducer)
      .provide([...reads(dynamic(() => (++n === 1 ? later(60, ok(first)) : later(5, ok(summary())))))] as never)
      .dispatch(ev.screenOpened())
      .dispatch(ev.refreshClicked())
      .silentRun(150);
    expect(storeState.projectDetails.summary.services).toEqual(summary().services);
  });

  it('rotates a key once confirmed and keeps the new secret for the view', async () => {
    const id = keys()[0].id;
    const { storeState } = await expectSaga(projectDetailsSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(rotateAppKey), ok({ id, secret: 'fresh-secret' })],
      ])
      .dispatch(ev.rotateClicked({ id }))
      .dispatch(ev.rotateConfirmed())
      .call(rotateAppKey, api, id)
      .put(ev.keyRotated({ id, secret: 'fresh-secret' }))
      .silentRun(100);
    expect(storeState.projectDetails.rotation).toEqual({ status: 'shown', id, revealed: 'fresh-secret', problem: null });
  });
});
