// The service-card designer's slice and selectors: a chosen card's answer lands only while it is
// chosen; its settings follow the card unless edited; choosing another source clears the API; a
// moved column shows at once; the write bodies come typed from the selectors.
import reducer, * as ev from '../../../../src/client/features/serviceCards/serviceCardsSlice';
import {
  selectAssociationChoices,
  selectAssociationsChanged,
  selectColumnOrder,
  selectFieldChoices,
  selectNewColumnBody,
  selectSaveCardBody,
} from '../../../../src/client/features/serviceCards/selectors';
import { initialServiceCardsState, ServiceCardsState } from '../../../../src/client/features/serviceCards/state';
import { signedOut } from '../../../../src/client/features/session';
import type { CardDetail, SourceApi } from '../../../../src/shared/serviceCards/api';
import { apiOf } from '../../../../src/shared/serviceCards/sources';
import { NO_LINKS } from '../../../../src/shared/serviceCards/columnLinks';

const NO_TIES = { ...NO_LINKS, ownerName: null };

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => reducer(s, a as never), initialServiceCardsState);
const root = (s: ServiceCardsState) => ({ serviceCards: s });

const CARD: CardDetail = {
  id: 7,
  name: '校园要闻',
  status: 'draft',
  dataSource: 'news',
  apiKey: 'latestNews',
  columnCount: 2,
  updatedAt: '2026-03-01 08:00:00',
  requestParams: { channel: null, limit: 4 },
  remark: null,
  columns: [
    { id: 1, cardId: 7, label: '标题', fieldKey: 'title', handleRule: 'truncate', ruleArg: '16', sort: 1, ...NO_TIES },
    { id: 2, cardId: 7, label: '日期', fieldKey: 'publishedAt', handleRule: 'dateFormat', ruleArg: 'monthDay', sort: 2, ...NO_TIES },
  ],
  associatedIds: [],
};
const NEWS_API = apiOf('news', 'latestNews') as SourceApi;

describe('service cards slice', () => {
  it('takes the chosen card’s answer and drops one for a card no longer chosen', () => {
    const s = run(ev.cardChosen({ id: 7 }), ev.cardChosen({ id: 8 }), ev.detailLoaded({ card: CARD }));
    expect(s.detail.card).toBeNull();
    const t = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }));
    expect(t.detail.status).toBe('loaded');
    expect(t.settings).toEqual({
      name: '校园要闻',
      dataSource: 'news',
      apiKey: 'latestNews',
      requestParams: { channel: '', limit: '4' },
      remark: '',
      dirty: false,
    });
    expect(t.preview.status).toBe('loading');
  });

  it('keeps edited settings when the card is read again, until they are saved', () => {
    const s = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.nameEdited({ name: '新闻' }), ev.detailLoaded({ card: CARD }));
    expect(s.settings).toMatchObject({ name: '新闻', dirty: true });
    const saved = reducer(s, ev.writeSucceeded({ message: { text: '保存成功' }, part: 'card', settingsSaved: true }));
    expect(saved.settings?.dirty).toBe(false);
    expect(saved.writing).toBe(false);
    expect(saved.detail.status).toBe('loading');
  });

  it('a part read again replaces only that part: settings, columns, associations', () => {
    const { columns, associatedIds, ...row } = CARD;
    const s = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.nameEdited({ name: '新闻' }));
    // the card's own settings: the columns and associations stay, typed settings stay
    const settings = reducer(s, ev.cardLoaded({ card: { ...row, status: 'enabled', name: '另名' } }));
    expect(settings.detail.card).toMatchObject({ status: 'enabled', name: '另名', columns, associatedIds });
    expect(settings.settings).toMatchObject({ name: '新闻', dirty: true });
    const fewer = reducer(s, ev.columnsLoaded({ cardId: 7, columns: [] }));
    expect(fewer.detail.card).toMatchObject({ name: CARD.name, columns: [], columnCount: 0 });
    const linked = reducer(s, ev.associationsLoaded({ cardId: 7, ids: [9, 4] }));
    expect(linked.detail.card?.associatedIds).toEqual([9, 4]);
    expect(linked.associationDraft).toEqual([9, 4]);
    // an answer for a card no longer chosen is ignored
    expect(reducer(s, ev.columnsLoaded({ cardId: 8, columns: [] })).detail.card?.columns).toEqual(columns);
  });

  it('choosing another source clears the API and its values; the API detail fills the defaults', () => {
    const s = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.dataSourceChosen({ dataSource: 'people' }));
    expect(s.settings).toMatchObject({ dataSource: 'people', apiKey: null, requestParams: {} });
    const withApi = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.apiDetailLoaded({ api: NEWS_API }));
    expect(withApi.settings?.requestParams).toEqual({ channel: '', limit: '4' });
  });

  it('types the save body by the API’s request params', () => {
    const s = run(
      ev.cardChosen({ id: 7 }),
      ev.detailLoaded({ card: CARD }),
      ev.apiDetailLoaded({ api: NEWS_API }),
      ev.requestParamEdited({ key: 'limit', value: '6' }),
    );
    expect(selectSaveCardBody(root(s))).toEqual({
      id: 7,
      name: '校园要闻',
      dataSource: 'news',
      apiKey: 'latestNews',
      requestParams: { channel: null, limit: 6 },
      remark: null,
    });
  });

  it('shows a moved column at once and gives its new order', () => {
    const s = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.columnMoved({ id: 2, toIndex: 0 }));
    expect(selectColumnOrder(root(s))).toEqual([2, 1]);
    expect(s.writing).toBe(true);
    expect(run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.columnMoved({ id: 1, toIndex: 0 })).writing).toBe(false);
  });

  it('makes the new column’s body once a field is chosen, and clears it after adding', () => {
    const chosen = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }));
    expect(selectNewColumnBody(root(chosen))).toBeNull();
    const s = run(
      ev.cardChosen({ id: 7 }),
      ev.newColumnFieldChosen({ fieldKey: 'summary', label: '摘要' }),
      ev.newColumnRuleChosen({ handleRule: 'truncate', ruleArg: '20' }),
    );
    expect(selectNewColumnBody(root(s))).toEqual({ cardId: 7, label: '摘要', fieldKey: 'summary', handleRule: 'truncate', ruleArg: '20' });
    const added = reducer(reducer(s, ev.columnAddClicked()), ev.writeSucceeded({ message: { key: 'common.saved' }, columnAdded: true }));
    expect(added.newColumn.fieldKey).toBe('');
  });

  it('lists unused fields first and marks the chosen associations', () => {
    const s = run(
      ev.cardChosen({ id: 7 }),
      ev.detailLoaded({ card: CARD }),
      ev.columnOptionsLoaded({
        cardId: 7,
        options: [
          { key: 'title', label: 'x', type: 'text', used: true },
          { key: 'url', label: 'y', type: 'text', used: false },
        ],
      }),
      ev.candidatesLoaded({
        cardId: 7,
        cards: [{ id: 9, name: '人数', status: 'enabled', dataSource: 'people', apiKey: 'peopleByIdentity', columnCount: 2, updatedAt: '' }],
      }),
      ev.associationsEdited({ ids: [9] }),
    );
    expect(selectFieldChoices(root(s)).map((o) => o.key)).toEqual(['url', 'title']);
    expect(selectAssociationChoices(root(s))).toEqual([{ id: 9, name: '人数', status: 'enabled', chosen: true }]);
    expect(selectAssociationsChanged(root(s))).toBe(true);
  });

  it('a removed card leaves the designer empty; signing out forgets everything', () => {
    const s = run(ev.cardChosen({ id: 7 }), ev.detailLoaded({ card: CARD }), ev.removeAsked(), ev.removeConfirmed());
    expect(s.removeConfirmOpen).toBe(false);
    const removed = reducer(s, ev.writeSucceeded({ message: { text: '删除成功' }, cardRemoved: true }));
    expect(removed.selectedId).toBeNull();
    expect(removed.detail.card).toBeNull();
    expect(reducer(removed, signedOut({ reason: 'user' }))).toEqual(initialServiceCardsState);
  });
});
