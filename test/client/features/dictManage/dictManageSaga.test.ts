// /dictionaryManage with redux-saga-test-plan on the real reducer: the codes (GET dict/list) on
// open, a chosen code's entries (POST dict/getDict), an edited draft saved (POST dict/saveDict)
// whose cached select options are then forgotten; the shared check refuses a bad draft without a
// call, and the server's 9009 lands under the cells it names.
import { combineReducers } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from '../../sagaClock';
import dictManage, * as ev from '../../../../src/client/features/dictManage/dictManageSlice';
import { dictManageSaga } from '../../../../src/client/features/dictManage/dictManageSaga';
import { selectDictDirty } from '../../../../src/client/features/dictManage/selectors';
import { optionsStale } from '../../../../src/client/features/dicts/dictsSlice';
import type { RequestOptions } from '../../../../src/client/api/types';
import { DICT_PATHS } from '../../../../src/shared/dicts/api';

const reducer = combineReducers({ dictManage });
type State = ReturnType<typeof reducer>;
const codes = [{ code: 'gender', name: '性别', size: 2 }];
const entries = [
  { dictKey: '1', dictValue: '男' },
  { dictKey: '2', dictValue: '女' },
];

function apiAnswering(answer: (o: RequestOptions) => unknown) {
  const request = jest.fn(async (o: RequestOptions) => answer(o));
  return { request, provide: [[matchers.getContext('api'), { request, upload: jest.fn(), download: jest.fn() }]] as [never, unknown][] };
}
const byUrl = (o: RequestOptions) =>
  o.url === DICT_PATHS.list
    ? { status: 1000, msg: '', result: codes }
    : o.url === DICT_PATHS.getDict
      ? { status: 1000, msg: '', result: entries }
      : { status: 1000, msg: '保存成功', result: [{ dictKey: '1', dictValue: '男性' }, ...entries.slice(1)] };

describe('dictionaries screen saga', () => {
  let opened: State;
  beforeAll(async () => {
    const { provide } = apiAnswering(byUrl);
    opened = (
      await expectSaga(dictManageSaga)
        .withReducer(reducer)
        .provide(provide)
        .dispatch(ev.screenOpened())
        .dispatch(ev.codeChosen({ code: 'gender' }))
        .silentRun(50)
    ).storeState as State;
  });

  it('lists the codes and reads the chosen one through dict/list and dict/getDict', () => {
    expect(opened.dictManage.codes).toEqual({ status: 'ready', items: codes });
    expect(opened.dictManage.status).toBe('ready');
    expect(opened.dictManage.draft).toEqual([
      { dictKey: '1', dictValue: '男', sort: 0 },
      { dictKey: '2', dictValue: '女', sort: 1 },
    ]);
  });

  it('saves the edited draft through dict/saveDict, forgets the select cache and is clean again', async () => {
    const { request, provide } = apiAnswering(byUrl);
    const edited = reducer(opened, ev.entryChanged({ index: 0, field: 'dictValue', value: ' 男性 ' }));
    expect(selectDictDirty(edited)).toBe(true);
    const { storeState } = await expectSaga(dictManageSaga)
      .withReducer(reducer, edited)
      .provide(provide)
      .dispatch(ev.saveClicked())
      .put(optionsStale({ key: 'dict:gender' }))
      .silentRun(50);
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      url: DICT_PATHS.saveDict,
      data: {
        code: 'gender',
        entries: [
          { dictKey: '1', dictValue: '男性', sort: 0 },
          { dictKey: '2', dictValue: '女', sort: 1 },
        ],
      },
    });
    expect(storeState.dictManage.draft[0].dictValue).toBe('男性');
    expect(selectDictDirty(storeState)).toBe(false);
  });

  it('refuses a duplicate key or an empty value without a call', async () => {
    const { request, provide } = apiAnswering(byUrl);
    const bad = [ev.entryAdded(), ev.entryChanged({ index: 2, field: 'dictKey', value: '1' })].reduce(reducer, opened);
    const { storeState } = await expectSaga(dictManageSaga).withReducer(reducer, bad).provide(provide).dispatch(ev.saveClicked()).silentRun(50);
    expect(request).not.toHaveBeenCalled();
    expect(Object.keys(storeState.dictManage.errors)).toEqual(['entries.2.dictKey', 'entries.2.dictValue']);
    expect(storeState.dictManage.status).toBe('ready');
  });

  it("shows the server's 9009 under the cell it names", async () => {
    const { provide } = apiAnswering(() => ({
      status: 9009,
      msg: '键重复',
      result: [{ field: 'entries.1.dictKey', reason: '键重复', key: 'dictManage.keyDuplicate', params: { key: '2' } }],
    }));
    const edited = reducer(opened, ev.entryChanged({ index: 1, field: 'dictValue', value: '女性' }));
    const { storeState } = await expectSaga(dictManageSaga).withReducer(reducer, edited).provide(provide).dispatch(ev.saveClicked()).silentRun(50);
    expect(storeState.dictManage.errors).toEqual({ 'entries.1.dictKey': { key: 'dictManage.keyDuplicate', params: { key: '2' } } });
    expect(storeState.dictManage.draft[1].dictValue).toBe('女性');
  });
});
