// The home saga with redux-saga-test-plan on the real reducer: the attention load (its answer,
// a refusal with the server's msg as a toast, a refresh superseding the answer under way) and the
// public read of the latest versions (loaded, unknown tenant).
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { fetchAttention, fetchLatestVersions } from '../../../../src/client/api/home';
import { ApiError } from '../../../../src/client/api/types';
import { homeSaga } from '../../../../src/client/features/home/homeSaga';
import home, * as ev from '../../../../src/client/features/home/homeSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { attention, latest } from './fixtures';

const reducer = combineReducers({ home });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('home saga: attention', () => {
  it('loads the counts when the page asks', async () => {
    const { storeState } = await expectSaga(homeSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAttention), { status: 1000, msg: '', result: attention() }],
      ])
      .call(fetchAttention, api)
      .dispatch(ev.attentionRequested())
      .put(ev.attentionLoaded({ attention: attention() }))
      .silentRun(100);
    expect(storeState.home.attention.status).toBe('loaded');
    expect(storeState.home.attention.data.items[0]).toEqual({ key: 'importsFailed', count: 2, link: '/teacherManage', jobs: true });
  });

  it('reports a refusal with the server msg, and a network failure', async () => {
    await expectSaga(homeSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAttention), { status: 9999, msg: '故障 r1', result: null }],
      ])
      .dispatch(ev.attentionRequested())
      .put(ev.attentionFailed({ problem: { status: 9999, msg: '故障 r1' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '故障 r1' } } })
      .silentRun(100);
    const { storeState } = await expectSaga(homeSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [matchers.call.fn(fetchAttention), throwError(new ApiError(8008, '网络错误'))],
      ])
      .dispatch(ev.attentionRequested())
      .put(ev.attentionFailed({ problem: { status: 8008, msg: '网络错误' } }))
      .silentRun(100);
    expect(storeState.home.attention.status).toBe('failed');
  });

  it('shows the answer of the last refresh, however the answers arrive', async () => {
    let n = 0;
    const { storeState } = await expectSaga(homeSaga)
      .withReducer(reducer)
      .provide([
        [matchers.getContext('api'), api],
        [
          matchers.call.fn(fetchAttention),
          dynamic(() =>
            ++n === 1
              ? later(60, { status: 1000, msg: '', result: attention({ importsFailed: 9 }) })
              : later(5, { status: 1000, msg: '', result: attention({ importsFailed: 1 }) }),
          ),
        ],
      ])
      .dispatch(ev.attentionRequested())
      .dispatch(ev.attentionRequested())
      .put(ev.attentionLoaded({ attention: attention({ importsFailed: 1 }) }))
      .not.put(ev.attentionLoaded({ attention: attention({ importsFailed: 9 }) }))
      .silentRun(150);
    expect(storeState.home.attention.data.items[0].count).toBe(1);
  });
});

describe('home saga: latest versions', () => {
  it('reads the tenant named by the page, with the configured base', async () => {
    const { storeState } = await expectSaga(homeSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchLatestVersions), { ok: true, data: latest('100001') }]])
      .call(fetchLatestVersions, '/campus', '100001')
      .dispatch(ev.downloadRequested({ tenantCode: '100001', baseURL: '/campus' }))
      .put(ev.downloadLoaded({ tenantCode: '100001', latest: latest('100001') }))
      .silentRun(100);
    expect(storeState.home.download.data.tenant.code).toBe('100001');
  });

  it('marks an unknown tenant', async () => {
    const { storeState } = await expectSaga(homeSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchLatestVersions), { ok: false, reason: 'notFound' }]])
      .dispatch(ev.downloadRequested({ tenantCode: '999999', baseURL: '' }))
      .put(ev.downloadFailed({ tenantCode: '999999', failure: 'notFound' }))
      .silentRun(100);
    expect(storeState.home.download).toMatchObject({ status: 'failed', failure: 'notFound', data: null });
  });
});
