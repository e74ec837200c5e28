// The rich-text fields' service link picker with redux-saga-test-plan on the real reducer: it
// reads POST serviceInfo/richTextEditor/serviceList when opened, again by name and by page, and
// a close drops an answer still on its way.
import { combineReducers } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from '../../sagaClock';
import serviceLinks, * as ev from '../../../../src/client/features/serviceLinks/serviceLinksSlice';
import { serviceLinksSaga } from '../../../../src/client/features/serviceLinks/serviceLinksSaga';
import type { RequestOptions } from '../../../../src/client/api/types';
import { CATALOGUE_PATHS } from '../../../../src/shared/services/catalogue';

const reducer = combineReducers({ serviceLinks });
type State = ReturnType<typeof reducer>;
const service = (id: number) => ({ id, name: `服务${id}`, icon: null, url: `https://s.example.edu.cn/${id}` });

function apiAnswering(answer: (o: RequestOptions) => unknown) {
  const request = jest.fn(async (o: RequestOptions) => answer(o));
  return { request, provide: [[matchers.getContext('api'), { request, upload: jest.fn(), download: jest.fn() }]] as [never, unknown][] };
}
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('service link picker saga', () => {
  it('lists the shelved services when opened, then by name and by page', async () => {
    const { request, provide } = apiAnswering((o) => ({ status: 1000, msg: '', result: { data: [service(1), service(2)], total: 12, o } }));
    const { storeState } = await expectSaga(serviceLinksSaga)
      .withReducer(reducer)
      .provide(provide)
      .dispatch(ev.pickerOpened({ field: 'body' }))
      .silentRun(30);
    expect(storeState.serviceLinks).toEqual(expect.objectContaining({ status: 'ready', field: 'body', total: 12 }));
    expect(storeState.serviceLinks.rows.map((r: { id: number }) => r.id)).toEqual([1, 2]);
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', url: CATALOGUE_PATHS.richTextServices, data: { pageIndex: 1, pageSize: 10 } }),
    );
    const searched = await expectSaga(serviceLinksSaga)
      .withReducer(reducer, storeState as State)
      .provide(provide)
      .dispatch(ev.searchSubmitted({ name: ' 课表 ' }))
      .silentRun(30);
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ data: { name: '课表', pageIndex: 1, pageSize: 10 } }));
    await expectSaga(serviceLinksSaga)
      .withReducer(reducer, searched.storeState as State)
      .provide(provide)
      .dispatch(ev.pageChanged({ pageIndex: 2 }))
      .silentRun(30);
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ data: { name: '课表', pageIndex: 2, pageSize: 10 } }));
  });

  it('a close drops the answer on its way; an empty page says none', async () => {
    const slow = apiAnswering(() => later(30, { status: 1000, msg: '', result: { data: [service(1)], total: 1 } }));
    const closed = await expectSaga(serviceLinksSaga)
      .withReducer(reducer)
      .provide(slow.provide)
      .dispatch(ev.pickerOpened({ field: 'body' }))
      .dispatch(ev.pickerClosed())
      .silentRun(80);
    expect(closed.storeState.serviceLinks).toEqual(ev.default(undefined, { type: '@@init' }));
    const none = apiAnswering(() => ({ status: 1004, msg: '暂无数据', result: { data: [], total: 0 } }));
    const empty = await expectSaga(serviceLinksSaga)
      .withReducer(reducer)
      .provide(none.provide)
      .dispatch(ev.pickerOpened({ field: 'body' }))
      .silentRun(30);
    expect(empty.storeState.serviceLinks).toEqual(expect.objectContaining({ status: 'ready', rows: [], total: 0 }));
  });
});
