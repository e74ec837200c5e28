// A column's ties on /cardsConfigNew through the documented calls (document 002 §7, all POST):
// opening the designer reads cardcolumnconfig/getRoleListClass, getFlowType, getBusTypeName,
// getParamTypeList and getServiceList; the ties dialog searches teachers through
// cardcolumnconfig/teacher/dropList (page 1 of 40, a newer search wins); the dialog opens filled
// from the column as stored (cardcolumnconfig/detail); saving submits the column with its ties
// through cardcolumnconfig/submit, closes the dialog and reads the columns again (cardcolumnconfig/list).
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { serviceCardsSaga } from '../../../../src/client/features/serviceCards/serviceCardsSaga';
import serviceCards, * as ev from '../../../../src/client/features/serviceCards/serviceCardsSlice';
import { selectRoleChoices } from '../../../../src/client/features/serviceCards/selectors';
import { initialServiceCardsState, ServiceCardsState } from '../../../../src/client/features/serviceCards/state';
import type { RequestOptions } from '../../../../src/client/api/types';
import { CARD_PATHS, CardDetail } from '../../../../src/shared/serviceCards/api';
import { NO_LINKS } from '../../../../src/shared/serviceCards/columnLinks';

const reducer = combineReducers({ serviceCards });
const ok = <T>(result: T, msg = '') => ({ status: 1000, msg, result });
const C = '/api/blade-platform/cardcolumnconfig';

const ROLE_CLASSES = [
  { roleClass: 'TEACHER', roles: [{ id: 3, name: '辅导员', code: 'counsellor' }] },
  {
    roleClass: 'STUDENT',
    roles: [
      { id: 3, name: '辅导员', code: 'counsellor' },
      { id: 5, name: '班长', code: 'monitor' },
    ],
  },
];
const FLOWS = [{ flowKey: 'leave', name: '请假', category: 'studentAffairs' }];
const BUS = [{ id: 2, name: '教务服务' }];
const PARAM_TYPES = [{ key: 'text', label: 'serviceCardsUi.paramType.text', request: true, return: true }];
const SERVICES = [{ id: 11, name: '成绩查询', url: 'https://x', typeName: '教务服务' }];
const TEACHERS = { data: [{ id: 40, name: '王老师', workNo: 'T001', unitName: '数学学院' }], total: 1 };

const CARD: CardDetail = {
  id: 7,
  name: '校园要闻',
  status: 'draft',
  dataSource: 'news',
  apiKey: 'latestNews',
  columnCount: 1,
  updatedAt: '2026-03-01 08:00:00',
  requestParams: { channel: null, limit: 2 },
  remark: null,
  columns: [{ id: 1, cardId: 7, label: '标题', fieldKey: 'title', handleRule: 'truncate', ruleArg: '12', sort: 1, ...NO_LINKS, ownerName: null }],
  associatedIds: [],
};

/** column 1 as stored now: tied since the table was read */
const STORED_COLUMN = { ...CARD.columns[0], roleIds: [5], ownerId: 40, ownerName: '王老师' };

const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
function answering(answer: (o: RequestOptions) => unknown) {
  api.request.mockReset().mockImplementation(async (o: RequestOptions) => answer(o));
  return [[matchers.getContext('api'), api]] as never;
}
const byUrl = (o: RequestOptions) =>
  ({
    [CARD_PATHS.getRoleListClass]: ok(ROLE_CLASSES),
    [CARD_PATHS.getFlowType]: ok(FLOWS),
    [CARD_PATHS.getBusTypeName]: ok(BUS),
    [CARD_PATHS.getParamTypeList]: ok(PARAM_TYPES),
    [CARD_PATHS.getServiceList]: ok(SERVICES),
    [CARD_PATHS.teacherDropList]: ok(TEACHERS),
    [CARD_PATHS.columnSubmit]: ok({ id: 1 }, '保存成功'),
    [CARD_PATHS.cardConfigDetail]: ok(CARD),
    [CARD_PATHS.columnList]: ok(CARD.columns),
    [CARD_PATHS.columnDetail]: ok(STORED_COLUMN),
  })[o.url] ?? ok([]);
const sentTo = () => api.request.mock.calls.map(([o]) => (o as RequestOptions).url);
const shown = (extra: Partial<ServiceCardsState> = {}) => ({
  serviceCards: { ...initialServiceCardsState, selectedId: 7, detail: { status: 'loaded' as const, card: CARD, problem: null }, ...extra },
});

describe('service cards: a column’s ties through the documented calls', () => {
  it('the paths are the documented ones', () => {
    expect([
      CARD_PATHS.getRoleListClass,
      CARD_PATHS.getFlowType,
      CARD_PATHS.getBusTypeName,
      CARD_PATHS.getParamTypeList,
      CARD_PATHS.getServiceList,
      CARD_PATHS.teacherDropList,
    ]).toEqual([`${C}/getRoleListClass`, `${C}/getFlowType`, `${C}/getBusTypeName`, `${C}/getParamTypeList`, `${C}/getServiceList`, `${C}/teacher/dropList`]);
  });

  it('opening the designer loads the option lists, each from its call', async () => {
    const { storeState } = await expectSaga(serviceCardsSaga).withReducer(reducer).provide(answering(byUrl)).dispatch(ev.opened()).silentRun(200);
    for (const url of [CARD_PATHS.getRoleListClass, CARD_PATHS.getFlowType, CARD_PATHS.getBusTypeName, CARD_PATHS.getParamTypeList, CARD_PATHS.getServiceList])
      expect(api.request).toHaveBeenCalledWith({ method: 'POST', url, data: {} });
    const state = storeState as ReturnType<typeof reducer>;
    expect(state.serviceCards.linkOptions).toEqual({ roleClasses: ROLE_CLASSES, flowTypes: FLOWS, busTypes: BUS, paramTypes: PARAM_TYPES, services: SERVICES });
    // a role offered under two classes is one choice naming both
    expect(selectRoleChoices(state)).toEqual([
      { id: 3, name: '辅导员', classes: ['serviceCardsUi.roleClass.TEACHER', 'serviceCardsUi.roleClass.STUDENT'] },
      { id: 5, name: '班长', classes: ['serviceCardsUi.roleClass.STUDENT'] },
    ]);
  });

  it('typing in the owner picker searches teachers by name, page 1 of 40', async () => {
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown({ linksDraft: { columnId: 1, links: NO_LINKS, ownerName: null } }))
      .provide(answering(byUrl))
      .dispatch(ev.teacherSearched({ name: ' 王 ' }))
      .put(ev.teachersLoaded({ name: '王', options: TEACHERS.data, total: 1 }))
      .silentRun(200);
    expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: CARD_PATHS.teacherDropList, data: { name: '王', pageIndex: 1, pageSize: 40 } });
    const s = (storeState as ReturnType<typeof reducer>).serviceCards;
    expect(s.teachers).toEqual({ status: 'loaded', name: '王', options: TEACHERS.data, total: 1 });
  });

  it('opening the ties dialog fills it from cardcolumnconfig/detail and lists teachers: page 1 of 40, no name', async () => {
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown())
      .provide(answering(byUrl))
      .dispatch(ev.linksOpened({ id: 1 }))
      .put(ev.columnLoaded({ column: STORED_COLUMN }))
      .put(ev.teacherSearched({ name: '' }))
      .put(ev.teachersLoaded({ name: '', options: TEACHERS.data, total: 1 }))
      .silentRun(200);
    expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: CARD_PATHS.columnDetail, data: { id: 1 } });
    expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: CARD_PATHS.teacherDropList, data: { pageIndex: 1, pageSize: 40 } });
    const s = (storeState as ReturnType<typeof reducer>).serviceCards;
    // the stored ties, not the table's older ones; the row shows them too
    expect(s.linksDraft).toEqual({ columnId: 1, links: { ...NO_LINKS, roleIds: [5], ownerId: 40 }, ownerName: '王老师' });
    expect(s.detail.card?.columns[0]).toEqual(STORED_COLUMN);
  });

  it('a column no longer stored: the dialog stays closed and the server’s words are shown', async () => {
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown())
      .provide(answering((o) => (o.url === CARD_PATHS.columnDetail ? { status: 1002, msg: '卡片列不存在', result: null } : byUrl(o))))
      .dispatch(ev.linksOpened({ id: 1 }))
      .put(ev.linksFailed({ id: 1, message: { text: '卡片列不存在' } }))
      .silentRun(200);
    const s = (storeState as ReturnType<typeof reducer>).serviceCards;
    expect(s.linksDraft).toBeNull();
    expect(s.linksAsked).toBeNull();
    expect(s.notice).toEqual({ positive: false, message: { text: '卡片列不存在' } });
  });

  it('saving submits the column with its ties, closes the dialog and reads the columns again', async () => {
    const draft = { columnId: 1, links: { roleIds: [3, 5], flowKey: 'leave', busTypeId: 2, serviceId: 11, ownerId: 40 }, ownerName: '王老师' };
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown({ linksDraft: draft }))
      .provide(answering(byUrl))
      .dispatch(ev.linksSaveClicked())
      .put(ev.writeSucceeded({ message: { text: '保存成功' }, part: 'columns', linksSaved: true }))
      .silentRun(200);
    expect(api.request).toHaveBeenCalledWith({
      method: 'POST',
      url: CARD_PATHS.columnSubmit,
      data: { id: 1, cardId: 7, label: '标题', fieldKey: 'title', handleRule: 'truncate', ruleArg: '12', ...draft.links },
    });
    expect(sentTo()).toContain(CARD_PATHS.columnList);
    expect(sentTo()).not.toContain(CARD_PATHS.cardConfigDetail);
    expect(sentTo()).not.toContain(CARD_PATHS.getCardDetailById);
    expect((storeState as ReturnType<typeof reducer>).serviceCards.linksDraft).toBeNull();
  });

  it('a refused save keeps the dialog open with the server’s words', async () => {
    const draft = { columnId: 1, links: { ...NO_LINKS, ownerId: 99 }, ownerName: '某人' };
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown({ linksDraft: draft }))
      .provide(answering((o) => (o.url === CARD_PATHS.columnSubmit ? { status: 1002, msg: '所选负责人不是本校教职工', result: null } : byUrl(o))))
      .dispatch(ev.linksSaveClicked())
      .silentRun(200);
    const s = (storeState as ReturnType<typeof reducer>).serviceCards;
    expect(s.linksDraft).toEqual(draft);
    expect(s.notice).toMatchObject({ positive: false });
  });
});
