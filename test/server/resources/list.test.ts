// The generic list call, on the shieldWords resource: paging, order, filters, 1004.
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { list, mechanismIds, save } from './shieldWordsFixture';

describe('resource list', () => {
  let t: TestApp;
  let s: Session;
  let mechanism: number;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
    [mechanism] = await mechanismIds(t.app, s);
  });
  afterAll(() => t.close());

  it('returns camelCase rows with id and ISO timestamps, newest update first', async () => {
    const a = await list(t.app, s);
    expect(a.envelope.status).toBe(1000);
    expect(a.result.total).toBe(12);
    const row = a.result.data[0];
    expect(Object.keys(row).sort()).toEqual(['actionType', 'createdAt', 'enabled', 'id', 'mechanismId', 'remark', 'updatedAt', 'word']);
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const times = a.result.data.map((r) => r.updatedAt as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages, and normalises page index and size like the paged table (index < 1 → 1, size < 1 → 10)', async () => {
    const first = await list(t.app, s, { pageIndex: 1, pageSize: 5 });
    const second = await list(t.app, s, { pageIndex: 2, pageSize: 5 });
    expect(first.result.data).toHaveLength(5);
    expect(second.result.data[0].id).not.toBe(first.result.data[0].id);
    expect((await list(t.app, s, { pageIndex: 0, pageSize: 5 })).result.data.map((r) => r.id)).toEqual(first.result.data.map((r) => r.id));
    expect((await list(t.app, s, { pageIndex: -3, pageSize: 0 })).result.data).toHaveLength(10);
    expect((await list(t.app, s, { pageSize: 99999 })).result.data).toHaveLength(12);
    expect((await list(t.app, s, { pageSize: 1_000_000 })).result.data).toHaveLength(12);
  });

  it('answers 1004 with an empty page when nothing matches', async () => {
    const a = await list(t.app, s, { word: '没有这个词' });
    expect(a.envelope.status).toBe(1004);
    expect(a.envelope.msg).toBe('暂无数据');
    expect(a.result).toEqual({ data: [], total: 0 });
  });

  it('matches text filters by like, taking % and _ literally', async () => {
    for (const word of ['满100%返现', '满100元返现', 'user_name', 'username', 'back\\slash']) {
      expect((await save(t.app, s, { word, actionType: 1, mechanismId: mechanism })).envelope.status).toBe(1000);
    }
    const words = async (filter: string) => (await list(t.app, s, { word: filter })).result.data.map((r) => r.word).sort();
    expect(await words('100%')).toEqual(['满100%返现']);
    expect(await words('100')).toEqual(['满100%返现', '满100元返现']);
    expect(await words('r_n')).toEqual(['user_name']);
    expect(await words('USER')).toEqual(['user_name', 'username']);
    expect(await words('\\s')).toEqual(['back\\slash']);
    expect(await words('%')).toEqual(['满100%返现']);
  });

  it('matches other filters by equality and ignores empty values (but not 0 or false)', async () => {
    const all = (await list(t.app, s, { pageSize: 99999 })).result.data;
    const byType = await list(t.app, s, { actionType: 2, pageSize: 99999 });
    expect(byType.result.data.length).toBe(all.filter((r) => r.actionType === 2).length);
    expect(byType.result.data.every((r) => r.actionType === 2)).toBe(true);
    const disabled = await list(t.app, s, { enabled: false, pageSize: 99999 });
    expect(disabled.result.total).toBe(all.filter((r) => r.enabled === false).length);
    const cleared = await list(t.app, s, { actionType: '', mechanismId: null, word: '  ', pageSize: 99999 });
    expect(cleared.result.total).toBe(all.length);
    const asText = await list(t.app, s, { actionType: '2', enabled: 'false', pageSize: 99999 });
    expect(asText.result.total).toBe(all.filter((r) => r.actionType === 2 && r.enabled === false).length);
    const byMechanism = await list(t.app, s, { mechanismId: mechanism, pageSize: 99999 });
    expect(byMechanism.result.data.every((r) => r.mechanismId === mechanism)).toBe(true);
  });

  it('refuses a filter of the wrong type with 9009', async () => {
    const a = await list(t.app, s, { actionType: 'abc' });
    expect(a.http).toBe(400);
    expect(a.envelope.status).toBe(9009);
  });
});
