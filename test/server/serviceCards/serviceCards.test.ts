// The service-card designer's calls on the demo data: a new draft, its settings, columns added,
// edited, reordered and removed, the preview filled from the tenant's news and people with the
// handle rules applied, enabling only a complete card, associations, removal; another tenant's
// card answered as not found; bad bodies refused before any write; every write audited.
import { sql } from 'kysely';
import { CARD_PATHS, CardColumn, CardDetail, CardPreview, CardSummary, ColumnOption, ConfigCheck } from '../../../src/shared/serviceCards/api';
import { DATA_SOURCES } from '../../../src/shared/serviceCards/sources';
import { READ_KEYS } from '../../../src/server/serviceCards/sourceReads';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

describe('service-card designer', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let cardId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const post = <T>(s: Session, url: string, body: Record<string, unknown> = {}, lang?: string) =>
    call<T>(t.app, s, { url, body, headers: lang ? { 'accept-language': lang } : {} });

  it('every API of the catalogue is answered by a read', () => {
    for (const source of DATA_SOURCES) for (const api of source.apis) expect(READ_KEYS).toContain(api.key);
  });

  it('lists the seeded demo cards of the tenant only', async () => {
    const r = await post<CardSummary[]>(a, CARD_PATHS.list);
    expect(r.envelope.status).toBe(1000);
    expect(r.result.map((c) => c.name)).toEqual(expect.arrayContaining(['校园要闻', '各身份人数', '常用服务']));
    expect(r.result.find((c) => c.name === '校园要闻')).toMatchObject({ status: 'enabled', dataSource: 'news', apiKey: 'latestNews', columnCount: 2 });
  });

  it('getTempId makes a draft with a free name; saveCardConfig sets source, API and request values', async () => {
    const temp = await post<{ id: number }>(a, CARD_PATHS.getTempId);
    expect(temp.envelope.status).toBe(1000);
    cardId = temp.result.id;
    const draft = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(draft.result).toMatchObject({ name: '未命名卡片 1', status: 'draft', columns: [], dataSource: null });
    const saved = await post(a, CARD_PATHS.saveCardConfig, {
      id: cardId,
      name: '新闻速览',
      dataSource: 'news',
      apiKey: 'latestNews',
      requestParams: { limit: 3, bogus: 'x' },
    });
    expect(saved.envelope).toMatchObject({ status: 1000, msg: '保存成功' });
    const detail = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(detail.result).toMatchObject({ name: '新闻速览', dataSource: 'news', apiKey: 'latestNews', requestParams: { channel: null, limit: 3 } });
  });

  it('offers the return params of the API as the column drop-down, each marked used or not', async () => {
    const r = await post<ColumnOption[]>(a, CARD_PATHS.getCardColumnDropDown, { cardId });
    expect(r.result.map((o) => o.key)).toEqual(['title', 'summary', 'channel', 'publishedAt', 'url']);
    expect(r.result.every((o) => !o.used)).toBe(true);
  });

  it('refuses to enable a card without columns, naming why in the caller’s language', async () => {
    const check = await post<ConfigCheck>(a, CARD_PATHS.checkConfig, { cardId });
    expect(check.result).toEqual({ ok: false, problems: ['至少需要一列'] });
    const zh = await post(a, CARD_PATHS.updateCardStatus, { id: cardId, status: 'enabled' });
    expect(zh.envelope.status).toBe(1002);
    expect(zh.envelope.msg).toContain('至少需要一列');
    const en = await post(a, CARD_PATHS.updateCardStatus, { id: cardId, status: 'enabled' }, 'en');
    expect(en.envelope.msg).toContain('At least one column is needed');
  });

  it('adds columns; the preview shows the newest news of the tenant with the rules applied', async () => {
    const first = await post<{ id: number }>(a, CARD_PATHS.columnSubmit, { cardId, label: '标题', fieldKey: 'title', handleRule: 'truncate', ruleArg: '6' });
    expect(first.envelope.status).toBe(1000);
    const second = await post<{ id: number }>(a, CARD_PATHS.columnSubmit, {
      cardId,
      label: '日期',
      fieldKey: 'publishedAt',
      handleRule: 'dateFormat',
      ruleArg: 'date',
    });
    expect(second.envelope.status).toBe(1000);
    const { rows } = await sql<{ title: string; day: string }>`select title, to_char(published_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day
      from news_inbox where tenant_id = ${TENANT_A} order by published_at desc, article_id limit 3`.execute(t.db);
    const preview = await post<CardPreview>(a, CARD_PATHS.preview, { id: cardId });
    expect(preview.result.columns.map((c) => c.label)).toEqual(['标题', '日期']);
    expect(preview.result.rows).toEqual(rows.map((r) => [[...r.title].length > 6 ? `${[...r.title].slice(0, 6).join('')}…` : r.title, r.day]));
    const options = await post<ColumnOption[]>(a, CARD_PATHS.getCardColumnDropDown, { cardId });
    expect(options.result.filter((o) => o.used).map((o) => o.key)).toEqual(['title', 'publishedAt']);
  });

  it('reorders the columns with adjustOrder (every column, else refused) and the preview follows', async () => {
    const cols = (await post<CardColumn[]>(a, CARD_PATHS.columnList, { cardId })).result;
    const reversed = cols.map((c) => c.id).reverse();
    const partial = await post(a, CARD_PATHS.adjustOrder, { cardId, ids: [reversed[0]] });
    expect(partial.envelope.status).toBe(9009);
    const r = await post(a, CARD_PATHS.adjustOrder, { cardId, ids: reversed });
    expect(r.envelope.status).toBe(1000);
    const after = (await post<CardColumn[]>(a, CARD_PATHS.columnList, { cardId })).result;
    expect(after.map((c) => c.id)).toEqual(reversed);
    const preview = await post<CardPreview>(a, CARD_PATHS.preview, { id: cardId });
    expect(preview.result.columns.map((c) => c.label)).toEqual(['日期', '标题']);
  });

  it('saves a handle rule alone, checking its argument', async () => {
    const cols = (await post<CardColumn[]>(a, CARD_PATHS.columnList, { cardId })).result;
    const date = cols.find((c) => c.fieldKey === 'publishedAt')!;
    const bad = await post(a, CARD_PATHS.saveHandleRule, { id: date.id, handleRule: 'truncate', ruleArg: '0' });
    expect(bad.envelope.status).toBe(9009);
    const good = await post(a, CARD_PATHS.saveHandleRule, { id: date.id, handleRule: 'dateFormat', ruleArg: 'monthDay' });
    expect(good.envelope.status).toBe(1000);
    const preview = await post<CardPreview>(a, CARD_PATHS.preview, { id: cardId });
    for (const row of preview.result.rows) expect(row[0]).toMatch(/^\d{2}-\d{2}$/);
  });

  it('enables a complete card and audits the writes', async () => {
    const r = await post(a, CARD_PATHS.updateCardStatus, { id: cardId, status: 'enabled' });
    expect(r.envelope.status).toBe(1000);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_log where tenant_id = ${TENANT_A}
      and target_key = 'serviceCards' and target_id = ${String(cardId)}`.execute(t.db);
    expect(rows[0].n).toBeGreaterThanOrEqual(6);
  });

  it('translates codes through a dictionary in the people card', async () => {
    const list = (await post<CardSummary[]>(a, CARD_PATHS.list)).result;
    const people = list.find((c) => c.name === '各身份人数')!;
    const preview = await post<CardPreview>(a, CARD_PATHS.preview, { id: people.id });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${TENANT_A} and identity = 'STUDENT'`.execute(t.db);
    expect(preview.result.rows).toContainEqual(['本专科生', String(rows[0].n)]);
  });

  it('sets and reads association cards; a card cannot lead to itself', async () => {
    const list = (await post<CardSummary[]>(a, CARD_PATHS.list)).result;
    const other = list.find((c) => c.name === '常用服务')!;
    expect((await post(a, CARD_PATHS.associationSubmit, { id: cardId, associatedIds: [cardId] })).envelope.status).toBe(9009);
    expect((await post(a, CARD_PATHS.associationSubmit, { id: cardId, associatedIds: [other.id] })).envelope.status).toBe(1000);
    const detail = await post<CardSummary[]>(a, CARD_PATHS.queryServiceCardConfigDetail, { id: cardId });
    expect(detail.result.map((c) => c.id)).toEqual([other.id]);
    const leading = await post<CardSummary[]>(a, CARD_PATHS.getAssociationCardConfig, { id: other.id });
    expect(leading.result.map((c) => c.id)).toContain(cardId);
  });

  it('answers another tenant’s card as not found, for reads and writes alike', async () => {
    for (const [url, body] of [
      [CARD_PATHS.cardConfigDetail, { id: cardId }],
      [CARD_PATHS.preview, { id: cardId }],
      [CARD_PATHS.updateCardStatus, { id: cardId, status: 'disabled' }],
      [CARD_PATHS.columnList, { cardId }],
      [CARD_PATHS.columnSubmit, { cardId, label: '别校', fieldKey: 'title', handleRule: 'none' }],
      [CARD_PATHS.delCardConfig, { ids: [cardId] }],
    ] as const) {
      const r = await post(b, url, body);
      expect(r.envelope).toMatchObject({ status: 1002, msg: '服务卡片不存在或已删除' });
    }
    const still = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(still.result.status).toBe('enabled');
  });

  it('refuses bad bodies before any write', async () => {
    const bad = [
      [CARD_PATHS.saveCardConfig, { id: cardId, name: 'x'.repeat(31), dataSource: 'news', apiKey: 'latestNews', requestParams: {} }],
      [CARD_PATHS.saveCardConfig, { id: cardId, name: '新闻', dataSource: 'news', apiKey: 'nope', requestParams: {} }],
      [CARD_PATHS.saveCardConfig, { id: cardId, name: '新闻', dataSource: 'news', apiKey: 'latestNews', requestParams: { limit: 999 } }],
      [CARD_PATHS.updateCardStatus, { id: cardId, status: 'published' }],
      [CARD_PATHS.columnSubmit, { cardId, label: '', fieldKey: 'title', handleRule: 'none' }],
      [CARD_PATHS.columnSubmit, { cardId, label: '密码', fieldKey: 'password', handleRule: 'none' }],
      [CARD_PATHS.columnSubmit, { cardId, label: '规则', fieldKey: 'title', handleRule: 'explode' }],
      [CARD_PATHS.adjustOrder, { cardId, ids: [] }],
      [CARD_PATHS.delCardConfig, { ids: ['1'] }],
    ] as const;
    for (const [url, body] of bad) {
      const r = await post(a, url, body);
      expect([400, 200]).toContain(r.http);
      expect(r.envelope.status).not.toBe(1000);
    }
    const detail = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(detail.result).toMatchObject({ name: '新闻速览', requestParams: { limit: 3 } });
    expect(detail.result.columns).toHaveLength(2);
  });

  it('refuses a taken name naming the field; removes a card only once disabled', async () => {
    const taken = await post(a, CARD_PATHS.saveCardConfig, { id: cardId, name: '校园要闻', dataSource: 'news', apiKey: 'latestNews', requestParams: {} });
    expect(taken.envelope.status).toBe(9009);
    expect(JSON.stringify(taken.result)).toContain('name');
    expect((await post(a, CARD_PATHS.delCardConfig, { ids: [cardId] })).envelope.status).toBe(1002);
    expect((await post(a, CARD_PATHS.updateCardStatus, { id: cardId, status: 'disabled' })).envelope.status).toBe(1000);
    const removed = await post<{ removed: number }>(a, CARD_PATHS.delCardConfig, { ids: [cardId] });
    expect(removed.result).toEqual({ removed: 1 });
    expect((await post(a, CARD_PATHS.cardConfigDetail, { id: cardId })).envelope.status).toBe(1002);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from service_card_columns where card_id = ${cardId}`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });

  it('lists the data sources, their APIs and parameters', async () => {
    const sources = await post<{ key: string }[]>(a, CARD_PATHS.getDataSourceList);
    expect(sources.result.map((s) => s.key)).toEqual(['services', 'news', 'people']);
    const apis = await post<{ key: string }[]>(a, CARD_PATHS.getApiList, { dataSource: 'people' });
    expect(apis.result.map((x) => x.key)).toEqual(['peopleByIdentity', 'newestPeople']);
    const req = await post<{ key: string }[]>(a, CARD_PATHS.getRequestParamByDataSource, { dataSource: 'news', apiKey: 'latestNews' });
    expect(req.result.map((p) => p.key)).toEqual(['channel', 'limit']);
    const ret = await post<{ key: string }[]>(a, CARD_PATHS.getReturnParamByDataSource, { dataSource: 'people', apiKey: 'peopleByIdentity' });
    expect(ret.result.map((p) => p.key)).toEqual(['identity', 'people']);
    expect((await post(a, CARD_PATHS.getApiDetail, { dataSource: 'people', apiKey: 'latestNews' })).envelope.status).toBe(9009);
  });
});
