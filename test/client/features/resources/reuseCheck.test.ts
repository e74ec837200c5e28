// A collection with a reuse check (/cardsConfig: ospApplicationCardConfig/checkReuse under
// /api/blade-brick) asks it for each unique field before saving: a value another card holds is
// refused beside its field with the server's words and nothing is saved; free values are saved;
// an edit sends the card's id so it may keep its own code.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import resources, * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { resourcesSaga } from '../../../../src/client/features/resources/resourcesSaga';
import { RequestOptions } from '../../../../src/client/api/types';
import { APP_CARD_CHECK_REUSE_PATH } from '../../../../src/shared/resources/appCards/definition';
import { Envelope } from '../../../../src/shared/protocol/status';

const key = 'appCards';
const BASE = '/api/blade-brick/ospApplicationCardConfig';
const reducer = combineReducers({ resources });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const ok = <T>(result: T, msg = ''): Envelope<T> => ({ status: 1000, msg, result });

const row = {
  id: 7,
  cardName: '校园一卡通',
  cardCode: 'campus-card',
  cardKind: 'service',
  cardSize: 'small',
  icon: null,
  targetUrl: null,
  sort: 1,
  enabled: true,
  remark: null,
};
const editing = (values: object, mode: 'add' | 'edit' = 'add') =>
  stateAfter(
    ev.screenOpened({ key }),
    ev.listLoaded({ key, rows: [row], total: 1 }),
    mode === 'add' ? ev.addClicked({ key }) : ev.editClicked({ key, id: 7 }),
    ...Object.entries(values).map(([name, value]) => ev.formChanged({ key, name, value })),
  );

const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
function answering(answer: (o: RequestOptions) => Envelope) {
  api.request.mockReset().mockImplementation(async (o: RequestOptions) => answer(o));
  return [[matchers.getContext('api'), api]] as never;
}
const urls = () => api.request.mock.calls.map(([o]) => (o as RequestOptions).url);

describe('application cards: the form asks checkReuse before saving', () => {
  it('the documented path is under /api/blade-brick', () => expect(APP_CARD_CHECK_REUSE_PATH).toBe(`${BASE}/checkReuse`));

  it('a code another card holds is refused beside the field, with the server’s words, and nothing is saved', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing({ cardName: '新卡片', cardCode: 'campus-card' }))
      .provide(
        answering((o) => {
          const body = o.data as { field: string; value: string };
          return body.field === 'cardCode' ? ok({ reused: true }, '卡片编码“campus-card”已存在') : ok({ reused: false });
        }),
      )
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.formRejected({ key, errors: { cardCode: '卡片编码“campus-card”已存在' } }))
      .silentRun(300)
      .then(({ storeState }) => {
        expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: `${BASE}/checkReuse`, data: { field: 'cardName', value: '新卡片' } });
        expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: `${BASE}/checkReuse`, data: { field: 'cardCode', value: 'campus-card' } });
        expect(urls()).not.toContain(`${BASE}/save`);
        expect((storeState as State).resources[key].form).toMatchObject({ status: 'editing', errors: { cardCode: '卡片编码“campus-card”已存在' } });
      }));

  it('free values are saved after the check', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing({ cardName: '新卡片', cardCode: 'new-card' }))
      .provide(
        answering((o) => (o.url === `${BASE}/save` ? ok({ id: 8 }) : o.url.endsWith('/checkReuse') ? ok({ reused: false }) : ok({ data: [row], total: 1 }))),
      )
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saved({ key, id: 8 }))
      .silentRun(300)
      .then(() => expect(urls().slice(0, 3)).toEqual([`${BASE}/checkReuse`, `${BASE}/checkReuse`, `${BASE}/save`])));

  it('an edit sends the card’s id, so the card keeps its own code', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, editing({ remark: '改过' }, 'edit'))
      .provide(
        answering((o) => (o.url.endsWith('/checkReuse') ? ok({ reused: false }) : o.url === `${BASE}/update` ? ok({ id: 7 }) : ok({ data: [row], total: 1 }))),
      )
      .dispatch(ev.formSubmitted({ key }))
      .put(ev.saved({ key, id: 7 }))
      .silentRun(300)
      .then(() =>
        expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: `${BASE}/checkReuse`, data: { field: 'cardCode', value: 'campus-card', id: 7 } }),
      ));
});

describe('flow services: the form asks getOne whether another flow service has the process key', () => {
  const FLOW = 'flowServices';
  const GET_ONE = '/api/blade-platform/flowServiceConfig/getOne';
  const flowRow = { id: 3, name: '请假', flowKey: 'leave', category: 'office', icon: null, roleIds: [], enabled: true, description: null };
  const flowEditing = (values: object, mode: 'add' | 'edit' = 'add') =>
    stateAfter(
      ev.screenOpened({ key: FLOW }),
      ev.listLoaded({ key: FLOW, rows: [flowRow], total: 1 }),
      mode === 'add' ? ev.addClicked({ key: FLOW }) : ev.editClicked({ key: FLOW, id: 3 }),
      ...Object.entries(values).map(([name, value]) => ev.formChanged({ key: FLOW, name, value })),
    );
  const refused: Envelope = { status: 1002, msg: '未找到该流程标识对应的流程服务', result: null };

  it('a key another flow service has is refused beside the field, in the user’s words, and nothing is saved', () =>
    expectSaga(resourcesSaga)
      .withReducer(reducer, flowEditing({ name: '请假2', flowKey: 'leave', category: 'office' }))
      .provide(answering((o) => (o.url === GET_ONE ? ok(flowRow) : ok({ id: 9 }))))
      .dispatch(ev.formSubmitted({ key: FLOW }))
      .put(ev.formRejected({ key: FLOW, errors: { flowKey: '流程标识已被其他记录使用' } }))
      .silentRun(300)
      .then(() => {
        expect(api.request).toHaveBeenCalledWith({ method: 'GET', url: GET_ONE, params: { flowKey: 'leave' } });
        expect(urls()).not.toContain('/api/blade-platform/flowServiceConfig/addOrUpdate');
      }));

  it('a key no flow service has is saved; an edit keeps its own key', async () => {
    await expectSaga(resourcesSaga)
      .withReducer(reducer, flowEditing({ name: '报销', flowKey: 'reimburse', category: 'finance' }))
      .provide(answering((o) => (o.url === GET_ONE ? refused : o.url.endsWith('/addOrUpdate') ? ok({ id: 9 }) : ok({ data: [flowRow], total: 1 }))))
      .dispatch(ev.formSubmitted({ key: FLOW }))
      .put(ev.saved({ key: FLOW, id: 9 }))
      .silentRun(300);
    await expectSaga(resourcesSaga)
      .withReducer(reducer, flowEditing({ description: '改过' }, 'edit'))
      .provide(answering((o) => (o.url === GET_ONE ? ok(flowRow) : o.url.endsWith('/addOrUpdate') ? ok({ id: 3 }) : ok({ data: [flowRow], total: 1 }))))
      .dispatch(ev.formSubmitted({ key: FLOW }))
      .put(ev.saved({ key: FLOW, id: 3 }))
      .silentRun(300);
  });
});
