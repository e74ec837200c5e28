// /cardsConfig's ospApplicationCardConfig/checkReuse: a name or code another application card of
// the tenant holds is reused (trimmed, case-insensitive; the card being edited may keep its own),
// said in the caller's language; another tenant's cards do not count; other fields are refused.
import { APP_CARD_CHECK_REUSE_PATH, appCards } from '../../../src/shared/resources/appCards/definition';
import type { PageResult, ResourceRow } from '../../../src/shared/resources/types';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

describe('application cards: checkReuse', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const check = (s: Session, body: Record<string, unknown>, lang?: string) =>
    call<{ reused: boolean }>(t.app, s, { url: APP_CARD_CHECK_REUSE_PATH, body, headers: lang ? { 'accept-language': lang } : {} });

  it('finds a name or code held by another card, trimmed and case-insensitive', async () => {
    const zh = await check(a, { field: 'cardCode', value: ' Campus-Card ' });
    expect(zh.envelope.status).toBe(1000);
    expect(zh.result).toEqual({ reused: true });
    expect(zh.envelope.msg).toBe('卡片编码“Campus-Card”已存在');
    const en = await check(a, { field: 'cardName', value: '校园一卡通' }, 'en');
    expect(en.envelope.msg).toBe('Card name "校园一卡通" already exists');
    expect((await check(a, { field: 'cardName', value: '从未用过的卡片' })).result).toEqual({ reused: false });
  });

  it('lets the card being edited keep its own value', async () => {
    const page = await call<PageResult<ResourceRow>>(t.app, a, { url: `${appCards.base}/page`, body: { cardCode: 'campus-card' } });
    const id = page.result.data[0].id;
    expect((await check(a, { field: 'cardCode', value: 'campus-card', id })).result).toEqual({ reused: false });
  });

  it('counts only the tenant’s own cards after another tenant removes theirs', async () => {
    const page = await call<PageResult<ResourceRow>>(t.app, b, { url: `${appCards.base}/page`, body: { cardCode: 'school-calendar' } });
    await call(t.app, b, { url: `${appCards.base}/remove`, body: { ids: page.result.data.map((r) => r.id) } });
    expect((await check(b, { field: 'cardCode', value: 'school-calendar' })).result).toEqual({ reused: false });
    expect((await check(a, { field: 'cardCode', value: 'school-calendar' })).result).toEqual({ reused: true });
  });

  it('is served under /api/blade-brick (document 000 §7) with the other card calls, none left under /api/blade-platform', () => {
    expect(APP_CARD_CHECK_REUSE_PATH).toBe('/api/blade-brick/ospApplicationCardConfig/checkReuse');
    for (const name of ['save', 'checkReuse', 'update', 'page', 'remove']) {
      expect(t.app.hasRoute({ method: 'POST', url: `/api/blade-brick/ospApplicationCardConfig/${name}` })).toBe(true);
      expect(t.app.hasRoute({ method: 'POST', url: `/api/blade-platform/ospApplicationCardConfig/${name}` })).toBe(false);
    }
  });

  it('refuses a field that is not unique and a blank value', async () => {
    expect((await check(a, { field: 'remark', value: 'x' })).envelope.status).not.toBe(1000);
    expect((await check(a, { field: 'cardName', value: '' })).envelope.status).not.toBe(1000);
  });
});
