// The service-card designer's saga with redux-saga-test-plan on the real reducer: choosing a
// card reads its settings (getCardDetailById), columns (cardcolumnconfig/list) and associations
// (queryServiceCardConfigDetail), then its preview, drop-down, candidates, the cards leading to it
// and its API (getApiDetail with the two ByDataSource calls); adding a column submits the body the
// selectors make and reads the columns again (not the card), so the preview shows the new column;
// a settings write reads the card's settings again, an associations write its associations;
// writes run one at a time in the order asked; a refusal leaves the server's msg and reads the
// whole stored card (cardConfigDetail).
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import {
  adjustColumnOrder,
  fetchApiDetail,
  fetchAssociatedCards,
  fetchAssociationCandidates,
  fetchCardById,
  fetchCardDetail,
  fetchCardPreview,
  fetchCards,
  fetchColumnOptions,
  fetchColumns,
  fetchLeadingCards,
  fetchRequestParams,
  fetchReturnParams,
  fetchSourceApis,
  saveCardConfig,
  submitAssociations,
  submitColumn,
} from '../../../../src/client/api/serviceCards';
import { serviceCardsSaga } from '../../../../src/client/features/serviceCards/serviceCardsSaga';
import serviceCards, * as ev from '../../../../src/client/features/serviceCards/serviceCardsSlice';
import { initialServiceCardsState } from '../../../../src/client/features/serviceCards/state';
import type { CardDetail, CardPreview, CardSummary } from '../../../../src/shared/serviceCards/api';
import { apiOf } from '../../../../src/shared/serviceCards/sources';
import { NO_LINKS } from '../../../../src/shared/serviceCards/columnLinks';

const NO_TIES = { ...NO_LINKS, ownerName: null };

const reducer = combineReducers({ serviceCards });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ok = <T>(result: T, msg = '') => ({ status: 1000, msg, result });
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

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
  columns: [{ id: 1, cardId: 7, label: '标题', fieldKey: 'title', handleRule: 'none', ruleArg: null, sort: 1, ...NO_TIES }],
  associatedIds: [],
};
const WITH_DATE: CardDetail = {
  ...CARD,
  columns: [...CARD.columns, { id: 2, cardId: 7, label: '日期', fieldKey: 'publishedAt', handleRule: 'dateFormat', ruleArg: 'monthDay', sort: 2, ...NO_TIES }],
};
const previewOf = (card: CardDetail): CardPreview => ({
  cardId: 7,
  name: card.name,
  status: card.status,
  columns: card.columns.map((c) => ({ id: c.id, label: c.label, fieldKey: c.fieldKey })),
  rows: [card.columns.map((c) => (c.fieldKey === 'title' ? '开学通知' : '09-01'))],
});

/** the designer with `card` chosen and shown, as after its first read */
const shown = (card: CardDetail) => ({
  serviceCards: { ...initialServiceCardsState, selectedId: card.id, detail: { status: 'loaded' as const, card, problem: null } },
});

const NEWS = apiOf('news', 'latestNews')!;
const OTHER: CardSummary = { id: 9, name: '今日课表', status: 'enabled', dataSource: null, apiKey: null, columnCount: 0, updatedAt: '2026-03-01 08:00:00' };

const reads = (detail: () => CardDetail) =>
  [
    [matchers.getContext('api'), api],
    [matchers.call.fn(fetchCards), ok([])],
    [matchers.call.fn(fetchCardDetail), dynamic(() => ok(detail()))],
    [
      matchers.call.fn(fetchCardById),
      dynamic(() => {
        const { columns: _c, associatedIds: _a, ...row } = detail();
        return ok(row);
      }),
    ],
    [matchers.call.fn(fetchColumns), dynamic(() => ok(detail().columns))],
    [matchers.call.fn(fetchAssociatedCards), dynamic(() => ok(detail().associatedIds.map((id) => ({ ...OTHER, id }))))],
    [matchers.call.fn(fetchLeadingCards), ok([OTHER])],
    [matchers.call.fn(fetchCardPreview), dynamic(() => ok(previewOf(detail())))],
    [matchers.call.fn(fetchColumnOptions), ok([])],
    [matchers.call.fn(fetchAssociationCandidates), ok([OTHER])],
    [matchers.call.fn(fetchSourceApis), ok([{ key: 'latestNews', label: 'l', description: 'd' }])],
    // the description from getApiDetail; the params only from the two ByDataSource calls
    [matchers.call.fn(fetchApiDetail), ok({ ...NEWS, requestParams: [], returnParams: [] })],
    [matchers.call.fn(fetchRequestParams), ok(NEWS.requestParams)],
    [matchers.call.fn(fetchReturnParams), ok(NEWS.returnParams)],
  ] as const;

describe('service cards saga', () => {
  it('opens the chosen card through its settings, columns and associations calls, then its preview, drop-down, candidates, leading cards and API', async () => {
    const linked = { ...CARD, associatedIds: [9] };
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer)
      .provide(reads(() => linked) as never)
      .dispatch(ev.cardChosen({ id: 7 }))
      .call(fetchCardById, api, 7)
      .call(fetchColumns, api, 7)
      .call(fetchAssociatedCards, api, 7)
      .put(ev.detailLoaded({ card: linked }))
      .call(fetchCardPreview, api, 7)
      .call(fetchColumnOptions, api, 7)
      .call(fetchAssociationCandidates, api, 7)
      .call(fetchLeadingCards, api, 7)
      .call(fetchApiDetail, api, 'news', 'latestNews')
      .call(fetchRequestParams, api, 'news', 'latestNews')
      .call(fetchReturnParams, api, 'news', 'latestNews')
      .put(ev.previewLoaded({ preview: previewOf(linked) }))
      .put(ev.leadingCardsLoaded({ cardId: 7, cards: [OTHER] }))
      .not.call.fn(fetchCardDetail)
      .silentRun(100);
    const s = storeState.serviceCards;
    expect(s.detail.card).toEqual(linked);
    expect(s.associationDraft).toEqual([9]);
    expect(s.leadingCards).toEqual([OTHER]);
    // the API's description from getApiDetail, its params from the ByDataSource calls
    expect(s.apiDetail).toEqual(NEWS);
    expect(s.preview.result?.columns.map((c: { label: string }) => c.label)).toEqual(['标题']);
  });

  it('choosing another API reads its description and its request and return params together', async () => {
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown({ ...CARD, apiKey: null }))
      .provide(reads(() => CARD) as never)
      .dispatch(ev.detailLoaded({ card: { ...CARD, apiKey: null, requestParams: {} } }))
      .dispatch(ev.apiChosen({ apiKey: 'latestNews' }))
      .call(fetchApiDetail, api, 'news', 'latestNews')
      .call(fetchRequestParams, api, 'news', 'latestNews')
      .call(fetchReturnParams, api, 'news', 'latestNews')
      .silentRun(100);
    expect(storeState.serviceCards.apiDetail).toEqual(NEWS);
    // the request params' defaults fill the values not typed
    expect(storeState.serviceCards.settings.requestParams).toMatchObject({ limit: '5' });
  });

  it('saving the settings reads the card’s settings again, not its columns', async () => {
    let stored = CARD;
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown(CARD))
      .provide([
        [
          matchers.call.fn(saveCardConfig),
          dynamic(() => {
            stored = { ...CARD, name: '要闻' };
            return ok({ id: 7 }, '保存成功');
          }),
        ],
        ...reads(() => stored),
      ] as never)
      .dispatch(ev.detailLoaded({ card: CARD }))
      .dispatch(ev.nameEdited({ name: '要闻' }))
      .dispatch(ev.settingsSaveClicked())
      .put(ev.writeSucceeded({ message: { text: '保存成功' }, part: 'card', settingsSaved: true }))
      .call(fetchCardById, api, 7)
      .call(fetchColumnOptions, api, 7)
      .not.call.fn(fetchColumns)
      .not.call.fn(fetchCardDetail)
      .not.call.fn(fetchRequestParams)
      .silentRun(150);
    expect(storeState.serviceCards.detail.card).toMatchObject({ name: '要闻', columns: CARD.columns });
    expect(storeState.serviceCards.settings).toMatchObject({ name: '要闻', dirty: false });
  });

  it('saving the associations reads them again through queryServiceCardConfigDetail', async () => {
    let stored = CARD;
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown(CARD))
      .provide([
        [
          matchers.call.fn(submitAssociations),
          dynamic(() => {
            stored = { ...CARD, associatedIds: [9] };
            return ok({ id: 7 }, '保存成功');
          }),
        ],
        ...reads(() => stored),
      ] as never)
      .dispatch(ev.associationsEdited({ ids: [9] }))
      .dispatch(ev.associationsSaveClicked())
      .call(submitAssociations, api, 7, [9])
      .call(fetchAssociatedCards, api, 7)
      .put(ev.associationsLoaded({ cardId: 7, ids: [9] }))
      .not.call.fn(fetchCardById)
      .not.call.fn(fetchColumns)
      .not.call.fn(fetchCardDetail)
      .silentRun(150);
    expect(storeState.serviceCards.detail.card.associatedIds).toEqual([9]);
  });

  it('adds the new column and asks the preview again, which then shows it', async () => {
    let stored = CARD;
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown(CARD))
      .provide([
        [
          matchers.call.fn(submitColumn),
          dynamic(() => {
            stored = WITH_DATE;
            return ok({ id: 2 }, '保存成功');
          }),
        ],
        ...reads(() => stored),
      ] as never)
      .dispatch(ev.newColumnFieldChosen({ fieldKey: 'publishedAt', label: '日期' }))
      .dispatch(ev.newColumnRuleChosen({ handleRule: 'dateFormat', ruleArg: 'monthDay' }))
      .dispatch(ev.columnAddClicked())
      .call(submitColumn, api, { cardId: 7, label: '日期', fieldKey: 'publishedAt', handleRule: 'dateFormat', ruleArg: 'monthDay' })
      .put(ev.writeSucceeded({ message: { text: '保存成功' }, part: 'columns', columnAdded: true }))
      .call(fetchColumns, api, 7)
      .put(ev.columnsLoaded({ cardId: 7, columns: WITH_DATE.columns }))
      .put(ev.previewLoaded({ preview: previewOf(WITH_DATE) }))
      .not.call.fn(fetchCardById)
      .not.call.fn(fetchCardDetail)
      .silentRun(200);
    expect(storeState.serviceCards.detail.card.columns.map((c: { label: string }) => c.label)).toEqual(['标题', '日期']);
    expect(storeState.serviceCards.preview.result?.columns.map((c: { label: string }) => c.label)).toEqual(['标题', '日期']);
    expect(storeState.serviceCards.preview.result?.rows).toEqual([['开学通知', '09-01']]);
    expect(storeState.serviceCards.writing).toBe(false);
  });

  it('carries out two quick moves one after the other, in the order asked', async () => {
    const orders: number[][] = [];
    const three: CardDetail = {
      ...WITH_DATE,
      columns: [...WITH_DATE.columns, { id: 3, cardId: 7, label: '摘要', fieldKey: 'summary', handleRule: 'none', ruleArg: null, sort: 3, ...NO_TIES }],
    };
    let stored = three;
    await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown(three))
      .provide([
        [
          matchers.call.fn(adjustColumnOrder),
          dynamic(({ args }) => {
            const ids = args[2] as number[];
            orders.push(ids);
            stored = { ...stored, columns: ids.map((id) => stored.columns.find((c) => c.id === id)!) };
            return later(30, ok({ id: 7 }, '保存成功'));
          }),
        ],
        ...reads(() => stored),
      ] as never)
      .dispatch(ev.columnMoved({ id: 3, toIndex: 0 }))
      .dispatch(ev.columnMoved({ id: 2, toIndex: 0 }))
      .silentRun(250);
    expect(orders).toEqual([
      [3, 1, 2],
      [2, 3, 1],
    ]);
  });

  it('a refused add keeps the server’s words and the typed column, and reads the whole stored card', async () => {
    const { storeState } = await expectSaga(serviceCardsSaga)
      .withReducer(reducer, shown(CARD))
      .provide([
        [matchers.call.fn(submitColumn), { status: 9009, msg: '列名称不能为空', result: [{ field: 'label', reason: '列名称不能为空' }] }],
        ...reads(() => CARD),
      ] as never)
      .dispatch(ev.newColumnFieldChosen({ fieldKey: 'summary', label: '' }))
      .dispatch(ev.columnAddClicked())
      .put(ev.writeFailed({ message: { text: '列名称不能为空' } }))
      // what the refusal left stale is not known: the whole stored card in one read
      .call(fetchCardDetail, api, 7)
      .not.call.fn(fetchColumns)
      .silentRun(150);
    expect(storeState.serviceCards.notice).toEqual({ positive: false, message: { text: '列名称不能为空' } });
    expect(storeState.serviceCards.newColumn.fieldKey).toBe('summary');
  });
});
