import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { StaticProvider } from 'redux-saga-test-plan/providers';
import { readPage } from '../../../../src/client/api/pages';
import { ApiError } from '../../../../src/client/api/types';
import { ask } from '../../../../src/client/lib/ask';
import {
  DEFAULT_PAGE_INDEX,
  DEFAULT_PAGE_SIZE,
  LOADER_DELAY_MS,
  NO_PAGING_SIZE,
  PAGE_SIZES,
  dropEmptyParams,
  fetchPage,
  normalisePaging,
  pageCountOf,
} from '../../../../src/client/widgets/pagedTable/pagedQuery';
import { pagerItems } from '../../../../src/client/widgets/pagedTable/pagerItems';

const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
/** The api from the context, answering every request with `outcome` (an Error rejects). */
const withApi = (outcome: Error | object): StaticProvider[] => {
  api.request.mockImplementation(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)));
  return [[matchers.getContext('api'), api]];
};

describe('paging constants (document 002 §2)', () => {
  it('offers 10, 20, 30, 40 and 100, defaults to 40 on page 1, no-paging 99999, loader after 500 ms', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(40);
    expect(DEFAULT_PAGE_INDEX).toBe(1);
    expect(NO_PAGING_SIZE).toBe(99999);
    expect(LOADER_DELAY_MS).toBe(500);
  });
});

describe('normalisePaging', () => {
  it('keeps sensible values', () => {
    expect(normalisePaging({ pageIndex: 3, pageSize: 20 })).toEqual({ pageIndex: 3, pageSize: 20 });
    expect(normalisePaging({ pageIndex: 1, pageSize: NO_PAGING_SIZE })).toEqual({ pageIndex: 1, pageSize: 99999 });
  });
  it('turns a page index below 1 into 1', () => {
    expect(normalisePaging({ pageIndex: 0, pageSize: 40 }).pageIndex).toBe(1);
    expect(normalisePaging({ pageIndex: -7, pageSize: 40 }).pageIndex).toBe(1);
  });
  it('turns a page size below 1 into 10', () => {
    expect(normalisePaging({ pageIndex: 1, pageSize: 0 }).pageSize).toBe(10);
    expect(normalisePaging({ pageIndex: 1, pageSize: -40 }).pageSize).toBe(10);
  });
  it('takes the defaults (1 and 40) for missing or unreadable values', () => {
    expect(normalisePaging()).toEqual({ pageIndex: 1, pageSize: 40 });
    expect(normalisePaging({ pageIndex: null, pageSize: '' })).toEqual({ pageIndex: 1, pageSize: 40 });
    expect(normalisePaging({ pageIndex: 'x', pageSize: 'y' })).toEqual({ pageIndex: 1, pageSize: 40 });
  });
  it('reads numeric strings and floors fractions', () => {
    expect(normalisePaging({ pageIndex: '2', pageSize: '30' })).toEqual({ pageIndex: 2, pageSize: 30 });
    expect(normalisePaging({ pageIndex: 2.7, pageSize: 10.5 })).toEqual({ pageIndex: 2, pageSize: 10 });
  });
});

describe('dropEmptyParams', () => {
  it('drops undefined, null, empty and blank strings and empty arrays', () => {
    expect(dropEmptyParams({ a: undefined, b: null, c: '', d: '   ', e: [], f: 'x' })).toEqual({ f: 'x' });
  });
  it('keeps zero and false, which are real choices', () => {
    expect(dropEmptyParams({ count: 0, enabled: false, zero: '0', list: [0] })).toEqual({ count: 0, enabled: false, zero: '0', list: [0] });
  });
});

describe('pager helpers', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0, 40)).toBe(1);
    expect(pageCountOf(81, 40)).toBe(3);
  });
  it('shows every page when few, else first, last and a window with gaps', () => {
    expect(pagerItems(1, 3).map((i) => (i.kind === 'page' ? i.page : '…'))).toEqual([1, 2, 3]);
    expect(pagerItems(10, 20).map((i) => (i.kind === 'page' ? i.page : '…'))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(pagerItems(2, 20).map((i) => (i.kind === 'page' ? i.page : '…'))).toEqual([1, 2, 3, 4, '…', 20]);
  });
});

describe('fetchPage', () => {
  beforeEach(() => api.request.mockReset());

  it('refuses without a url, reports 接口名称不能为空 and calls nothing', async () => {
    for (const url of [undefined, '', '   ']) {
      const { returnValue } = await expectSaga(fetchPage, url, { pageIndex: 1 })
        .provide([[matchers.getContext('api'), api]])
        .not.call.fn(ask)
        .run();
      expect(returnValue).toEqual({ rows: [], total: 0, problem: { status: 0, key: 'protocol.gridNoUrl', msg: '接口名称不能为空' } });
    }
    expect(api.request).not.toHaveBeenCalled();
  });

  it('posts normalised paging and the non-empty filters, and reads data and total', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const { returnValue } = await expectSaga(fetchPage, '/api/x/list', { pageIndex: 0, pageSize: -1, word: '', enabled: false, count: 0, tags: [] })
      .provide(withApi({ status: 1000, msg: '', result: { data: rows, total: 12 } }))
      .call(ask, readPage, 'POST', '/api/x/list', { enabled: false, count: 0, pageIndex: 1, pageSize: 10 })
      .run();
    expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: '/api/x/list', data: { enabled: false, count: 0, pageIndex: 1, pageSize: 10 } });
    expect(returnValue).toEqual({ rows, total: 12 });
  });

  it('shows a list marked 1004 as empty, without a problem', async () => {
    const { returnValue } = await expectSaga(fetchPage, '/api/x/list', {})
      .provide(withApi({ status: 1004, msg: '', result: { data: [], total: 0 } }))
      .run();
    expect(returnValue).toEqual({ rows: [], total: 0 });
  });

  it('empties rows and total on a refusal and hands back its msg', async () => {
    const { returnValue } = await expectSaga(fetchPage, '/api/x/list', {})
      .provide(withApi({ status: 1002, msg: '权限不足', result: null }))
      .run();
    expect(returnValue).toEqual({ rows: [], total: 0, problem: { status: 1002, msg: '权限不足' } });
  });

  it('says 未知错误 when a refusal has no msg', async () => {
    const { returnValue } = await expectSaga(fetchPage, '/api/x/list', {})
      .provide(withApi({ status: 9999, msg: '', result: null }))
      .run();
    expect(returnValue.problem).toEqual({ status: 9999, msg: '未知错误', key: 'protocol.unknownError' });
  });

  it('empties rows and total when the call rejects (time-out)', async () => {
    const { returnValue } = await expectSaga(fetchPage, '/api/x/list', {})
      .provide(withApi(new ApiError(8010, '接口请求超时，请稍后重试')))
      .run();
    expect(returnValue).toEqual({ rows: [], total: 0, problem: { status: 8010, msg: '接口请求超时，请稍后重试' } });
  });

  it('sends GET lists as query parameters', async () => {
    await expectSaga(fetchPage, '/api/x/list', { pageIndex: 2, pageSize: 20 }, { method: 'GET' })
      .provide(withApi({ status: 1000, msg: '', result: [] }))
      .run();
    expect(api.request).toHaveBeenCalledWith({ method: 'GET', url: '/api/x/list', params: { pageIndex: 2, pageSize: 20 } });
  });
});
