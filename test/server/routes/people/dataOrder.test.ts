// Data order on the people lists (document 001 §3, §5): 'field ORDER,...' applied over the
// allow-list with id descending breaking ties, pages that never overlap, newest first without
// an order, and every malformed order refused with its localized message (9009).
import { peopleListPath, PersonRow } from '../../../../src/shared/people/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../../helpers';
import { listPeople } from '../../people/calls';
import { FIXTURE_PEOPLE, Fixture, insertFixture, MARK } from '../../people/queryFixtures';

describe('people lists: data order', () => {
  let t: TestApp;
  let a: Session;
  let fx: Fixture;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    fx = await insertFixture(t.db);
  });
  afterAll(() => t.close());

  const keyOf = (id: number) => Object.entries(fx.id).find(([, v]) => v === id)?.[0] ?? `other:${id}`;
  const ordered = async (dataSortStr: string, extra: Record<string, unknown> = {}) => {
    const r = await listPeople(t.app, a, 'OTHER', { name: MARK, pageSize: 100, dataSortStr, ...extra });
    expect(r.envelope.status).toBe(1000);
    return r.result.data.map((p) => keyOf(p.id));
  };
  const byKey = new Map(FIXTURE_PEOPLE.map((p) => [p.key, p]));
  const newer = (x: string, y: string) => fx.id[y] - fx.id[x];

  it('keeps newest first (id descending) without an order', async () => {
    expect(await ordered('')).toEqual(FIXTURE_PEOPLE.map((p) => p.key).sort(newer));
    expect(await ordered('  ')).toEqual(await ordered(''));
  });

  it('orders by a field, equal values newest first', async () => {
    const accounts = await ordered('account DESC');
    expect(accounts).toEqual(FIXTURE_PEOPLE.map((p) => p.key).sort((x, y) => byKey.get(y)!.account.localeCompare(byKey.get(x)!.account)));
    const names = await ordered('name ASC');
    // "Zq Beta" twice: the newer first
    expect(names.indexOf('beta2')).toBe(names.indexOf('beta') - 1);
  });

  it('orders by two fields, nulls last ascending and first descending', async () => {
    const r = await ordered('gender DESC,account ASC');
    // gender: null first (descending), then 2, then 1; account ascending within
    const expected = FIXTURE_PEOPLE.map((p) => p.key).sort((x, y) => {
      const gx = byKey.get(x)!.gender ?? 99;
      const gy = byKey.get(y)!.gender ?? 99;
      return gy - gx || byKey.get(x)!.account.localeCompare(byKey.get(y)!.account);
    });
    expect(r).toEqual(expected);
    const noEmail = FIXTURE_PEOPLE.filter((p) => p.email === null).map((p) => p.key);
    const byEmail = await ordered('email asc');
    expect(byEmail.slice(-noEmail.length)).toEqual([...noEmail].sort(newer));
    expect(byEmail[0]).toBe('pct'); // '' first
  });

  it('orders by the joined unit name and by time', async () => {
    const units = await ordered('unitName ASC');
    const unitOf = (k: string) => {
      const u = byKey.get(k)!.unit;
      return u ? fx.units[u].name : null;
    };
    const names = units.map(unitOf);
    const nonNull = names.filter((n) => n !== null) as string[];
    expect(names.slice(nonNull.length).every((n) => n === null)).toBe(true);
    expect(nonNull).toEqual([...nonNull].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    // alpha and beta share the millisecond; beta is a microsecond later
    const times = await ordered('createdAt ASC');
    expect(times.slice(0, 2)).toEqual(['alpha', 'beta']);
    expect((await ordered('createdAt DESC')).slice(-2)).toEqual(['beta', 'alpha']);
  });

  it('pages an ordered list without overlap or gaps', async () => {
    const all = await ordered('name DESC');
    const pages: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const r = await listPeople(t.app, a, 'OTHER', { name: MARK, pageIndex: i, pageSize: 3, dataSortStr: 'name DESC' });
      pages.push(...r.result.data.map((p: PersonRow) => keyOf(p.id)));
    }
    expect(pages).toEqual(all);
  });

  it('tells the total on a page past the end of an ordered or searched list', async () => {
    for (const extra of [{ dataSortStr: 'name ASC' }, { advancedSearch: [{ join: 'and', field: 'name', operator: 'like', value: 'Beta' }] }]) {
      const first = await listPeople(t.app, a, 'OTHER', { name: MARK, pageIndex: 1, pageSize: 2, ...extra });
      const past = await listPeople(t.app, a, 'OTHER', { name: MARK, pageIndex: 9, pageSize: 2, ...extra });
      expect(past.envelope.status).toBe(1004);
      expect(past.result).toEqual({ data: [], total: first.result.total });
      expect(first.result.total).toBe('advancedSearch' in extra ? 2 : FIXTURE_PEOPLE.length);
    }
  });

  it('orders together with an advanced search', async () => {
    const r = await ordered('phone DESC', { advancedSearch: [{ join: 'and', field: 'phone', operator: 'not empty' }] });
    expect(r).toEqual(
      FIXTURE_PEOPLE.filter((p) => p.phone)
        .sort((x, y) => y.phone!.localeCompare(x.phone!))
        .map((p) => p.key),
    );
  });

  describe('bad input', () => {
    const refusal = async (dataSortStr: unknown, identity: 'OTHER' | 'STUDENT' = 'OTHER', lang?: string) => {
      const r = await call(t.app, a, { url: peopleListPath(identity), body: { dataSortStr }, headers: lang ? { 'accept-language': lang } : {} });
      return { status: r.envelope.status, msg: r.envelope.msg, result: r.result };
    };

    it('refuses an unknown field, naming it', async () => {
      expect(await refusal('name;DROP ASC')).toMatchObject({
        status: 9009,
        msg: '未知的排序字段“name;DROP”',
        result: [{ field: 'dataSortStr', reason: '未知的排序字段“name;DROP”' }],
      });
      expect((await refusal('photo_path DESC', 'OTHER', 'en')).msg).toBe('Unknown order field "photo_path"');
    });

    it('refuses an unknown order word', async () => {
      expect((await refusal('name UP')).msg).toBe('字段“name”的排序方式只能是 ASC 或 DESC，收到“UP”');
      expect((await refusal('name')).msg).toBe('字段“name”的排序方式只能是 ASC 或 DESC，收到“”');
      expect((await refusal('name ASC; DROP TABLE people')).msg).toBe('排序格式错误：“name ASC; DROP TABLE people”，应为“字段 ASC|DESC”');
      expect((await refusal('name ASC,')).msg).toBe('排序格式错误：“”，应为“字段 ASC|DESC”');
    });

    it('refuses a field twice', async () => {
      expect((await refusal('name ASC,phone DESC,name DESC')).msg).toBe('排序字段“name”重复');
      expect((await refusal('name ASC,name ASC', 'OTHER', 'en')).msg).toBe('The field "name" is ordered by twice');
    });

    it("refuses a field outside the list's allow-list", async () => {
      expect((await refusal('workNo ASC', 'STUDENT')).msg).toBe('当前列表不能按字段“workNo”排序');
      expect((await refusal('className DESC', 'OTHER', 'en')).msg).toBe('This list cannot be ordered by "className"');
    });

    it('refuses an order that is no text or too long in the schema', async () => {
      expect((await refusal({ name: 'ASC' })).status).toBe(9009);
      expect((await refusal('name ASC,'.repeat(200))).status).toBe(9009);
    });
  });
});
