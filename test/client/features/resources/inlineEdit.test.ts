// A cell edited in place (the services' inlineEdit: POST serviceItem/update { id, field }): the
// saga sends only that field, the list is read again once saved; a 9009 refusal puts the cell
// back (the stored value shows) and says why; a second edit while one saves is not sent.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from '../../sagaClock';
import resources, * as ev from '../../../../src/client/features/resources/resourcesSlice';
import { saveCell } from '../../../../src/client/features/resources/rowsSaga';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import type { RequestOptions } from '../../../../src/client/api/types';
import { CATALOGUE_PATHS } from '../../../../src/shared/services/catalogue';

const reducer = combineReducers({ resources });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const key = 'services';
const loaded = [ev.screenOpened({ key }), ev.listLoaded({ key, rows: [{ id: 7, name: '课表查询', sort: 1 }], total: 1 })];

function apiAnswering(answer: (o: RequestOptions) => unknown) {
  const request = jest.fn(async (o: RequestOptions) => answer(o));
  return { request, provide: [[matchers.getContext('api'), { request, upload: jest.fn(), download: jest.fn() }]] as [never, unknown][] };
}

describe('services: a cell edited in place', () => {
  it('sends only the edited field to serviceItem/update and reads the list again', async () => {
    const { request, provide } = apiAnswering(() => ({ status: 1000, msg: '保存成功', result: { id: 7 } }));
    const edited = ev.cellEdited({ key, id: 7, field: 'sort', value: 42 });
    const { storeState } = await expectSaga(saveCell, edited)
      .withReducer(reducer, stateAfter(...loaded, edited))
      .provide(provide)
      .put(ev.cellSaved({ key }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'success', key: 'cellEdit.saved' } } })
      .run();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: CATALOGUE_PATHS.serviceItemUpdate, data: { id: 7, sort: 42 } }));
    expect(storeState.resources[key].cell.status).toBe('idle');
    expect(storeState.resources[key].status).toBe('loading');
  });

  it('a 9009 refusal puts the cell back and tells the reason', async () => {
    const { provide } = apiAnswering(() => ({ status: 9009, msg: '排序不能小于 0', result: [{ field: 'sort', reason: '排序不能小于 0' }] }));
    const edited = ev.cellEdited({ key, id: 7, field: 'sort', value: -1 });
    const { storeState } = await expectSaga(saveCell, edited)
      .withReducer(reducer, stateAfter(...loaded, edited))
      .provide(provide)
      .put.like({ action: { type: ev.cellRefused.type, payload: { key } } })
      .put.like({ action: { type: toastShown.type } })
      .not.put.like({ action: { type: ev.cellSaved.type } })
      .run();
    expect(storeState.resources[key].cell.status).toBe('idle');
    expect(storeState.resources[key].status).not.toBe('loading');
  });

  it('the slice takes no second edit while one saves', () => {
    const state = stateAfter(...loaded, ev.cellEdited({ key, id: 7, field: 'sort', value: 42 }), ev.cellEdited({ key, id: 7, field: 'markIds', value: [1] }));
    expect(state.resources[key].cell).toEqual({ status: 'saving', id: 7, field: 'sort', value: 42 });
  });
});
