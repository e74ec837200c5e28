// The people reader the export builds on (src/server/people): the allow-list check, the count,
// and keyset-paged reading that returns every selected person exactly once in the requested
// order whatever the page size (ties, nulls, microsecond times), raw stored values, and never a
// person of another tenant or identity even when their ids are asked for.
import { sql } from 'kysely';
import type { Identity } from '../../../src/shared/domain/people';
import { OrderRow, peopleFields } from '../../../src/shared/people/query';
import { checkPeopleQuery, countPeople, PeopleQueryRefused, PeopleRecord, PeopleSelection, readPeople } from '../../../src/server/people';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listPeople } from './calls';
import { Fixture, FIXTURE_PEOPLE, insertFixture, MARK } from './queryFixtures';
import { DEFAULT_TIME_ZONE, zonedMoment } from '../../../src/shared/dateTime';

const sel = (identity: Identity, more: Partial<PeopleSelection> = {}): PeopleSelection => ({ identity, filters: {}, advancedSearch: [], ...more });

async function readAll(t: TestApp, tenantId: string, s: PeopleSelection, order: OrderRow[], pageSize: number) {
  const pages: PeopleRecord[][] = [];
  for await (const page of readPeople(t.db, tenantId, s, order, pageSize)) pages.push(page);
  return { pages, rows: pages.flat() };
}

const order = (text: string): OrderRow[] =>
  text.split(',').map((p) => {
    const [value, o] = p.trim().split(' ');
    return { value, order: o } as OrderRow;
  });

describe('people reader', () => {
  let t: TestApp;
  let a: Session;
  let fx: Fixture;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    fx = await insertFixture(t.db);
    // students created in the same millisecond, a microsecond apart, some exactly equal
    await sql`update people set created_at = timestamptz '2024-05-01 08:00:00.123' + (id % 4) * interval '1 microsecond'
      where tenant_id = ${TENANT_A} and identity = 'STUDENT'`.execute(t.db);
  });
  afterAll(() => t.close());

  it("checks the search and order against the identity's allow-list", () => {
    expect(() => checkPeopleQuery('OTHER', [{ join: 'and', field: 'name', operator: 'like', value: 'x' }], order('name ASC'))).not.toThrow();
    const refusalOf = (f: () => void) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return null;
    };
    const e1 = refusalOf(() => checkPeopleQuery('OTHER', [{ join: 'and', field: 'name;DROP' as never, operator: '=', value: 'x' }], []));
    expect(e1).toBeInstanceOf(PeopleQueryRefused);
    expect(e1).toEqual(expect.objectContaining({ key: 'peopleQuery.search.unknownField', params: { row: 1, field: 'name;DROP' } }));
    const e2 = refusalOf(() => checkPeopleQuery('STUDENT', [], order('name ASC,workNo DESC')));
    expect(e2).toEqual(expect.objectContaining({ key: 'peopleQuery.order.fieldNotInList', params: { field: 'workNo' } }));
    const e3 = refusalOf(() => checkPeopleQuery('STUDENT', [], order('name ASC,name DESC')));
    expect(e3).toEqual(expect.objectContaining({ key: 'peopleQuery.order.twice' }));
    const e4 = refusalOf(() => checkPeopleQuery('STUDENT', [], [{ value: 'name', order: 'asc' as never }]));
    expect(e4).toEqual(expect.objectContaining({ key: 'peopleQuery.order.unknownOrder' }));
  });

  it('refuses a bad query before reading anything', async () => {
    const rows = readPeople(t.db, TENANT_A, sel('OTHER', { advancedSearch: [{ join: 'and', field: 'email', operator: 'is null', value: 'x' }] }), [], 10);
    await expect(rows.next()).rejects.toThrow(PeopleQueryRefused);
    await expect(
      countPeople(t.db, TENANT_A, sel('OTHER', { advancedSearch: [{ join: 'and', field: 'email', operator: '=1 OR 1=1' as never }] })),
    ).rejects.toThrow(PeopleQueryRefused);
  });

  it('counts what the list counts', async () => {
    const advancedSearch = [
      { join: 'and' as const, field: 'gender' as const, operator: '=' as const, value: '1' },
      { join: 'or' as const, field: 'email' as const, operator: 'empty' as const },
    ];
    const list = await listPeople(t.app, a, 'OTHER', { name: MARK, advancedSearch });
    expect(await countPeople(t.db, TENANT_A, sel('OTHER', { filters: { name: MARK }, advancedSearch }))).toBe(list.result.total);
    expect(list.result.total).toBe(FIXTURE_PEOPLE.filter((p) => p.gender === 1 || !p.email).length);
    expect(await countPeople(t.db, TENANT_A, sel('OTHER', { filters: { orgUnitId: 999999 } }))).toBe(0);
  });

  it('reads every field of the list as stored: dictionary keys, times as Date, unit by name', async () => {
    const { rows } = await readAll(t, TENANT_A, sel('OTHER', { ids: [fx.id.alpha] }), [], 10);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(['id', ...peopleFields('OTHER').map((f) => f.key)].sort());
    expect(rows[0]).toEqual(
      expect.objectContaining({
        id: fx.id.alpha,
        name: 'Zq Alpha',
        gender: 1,
        account: 'zq-a',
        email: 'alpha@x.cn',
        phone: '13800000001',
        idNumber: null,
        unitName: fx.units.u1.name,
      }),
    );
    expect(rows[0].createdAt).toEqual(zonedMoment(DEFAULT_TIME_ZONE, 2024, 3, 1, 12));
    const [student] = (await readAll(t, TENANT_A, sel('STUDENT'), [], 1)).pages[0];
    const stored = (
      await sql<{
        current_status: string;
        class_name: string;
      }>`select p.current_status, c.name as class_name from people p join org_units c on c.id = p.class_id where p.id = ${student.id}`.execute(t.db)
    ).rows[0];
    expect(student.currentStatus).toBe(stored.current_status);
    expect(student.className).toBe(stored.class_name);
    expect(Object.keys(student).sort()).toEqual(['id', ...peopleFields('STUDENT').map((f) => f.key)].sort());
  });

  it.each([
    ['no order (newest first)', ''],
    ['a unique text', 'account ASC'],
    ['ties and nulls first', 'gender DESC'],
    ['ties and nulls last, then a second key', 'email ASC,gender ASC'],
    ['a joined name', 'unitName DESC,name ASC'],
    ['microsecond times', 'createdAt ASC'],
  ])('reads the fixture in pages of 1, 2 and 3 exactly as in one page: %s', async (_, text) => {
    const o = text ? order(text) : [];
    const s = sel('OTHER', { filters: { name: MARK } });
    const whole = (await readAll(t, TENANT_A, s, o, 1000)).rows.map((r) => r.id);
    expect([...whole].sort()).toEqual(Object.values(fx.id).sort());
    // the list (OFFSET paging, same ORDER BY) agrees with the one-page read
    const list = await listPeople(t.app, a, 'OTHER', { name: MARK, pageSize: 100, dataSortStr: text });
    expect(list.result.data.map((p) => p.id)).toEqual(whole);
    for (const size of [1, 2, 3]) {
      const { pages, rows } = await readAll(t, TENANT_A, s, o, size);
      expect(rows.map((r) => r.id)).toEqual(whole);
      expect(pages.every((p) => p.length <= size)).toBe(true);
    }
  });

  it("reads many ties across pages exactly once, in the list's order", async () => {
    for (const text of ['gender ASC,currentStatus DESC', 'createdAt DESC', 'presentState ASC,createdAt ASC', 'grade DESC,className ASC']) {
      const o = order(text);
      const list = await listPeople(t.app, a, 'STUDENT', { pageSize: 1000, dataSortStr: text });
      const { rows } = await readAll(t, TENANT_A, sel('STUDENT'), o, 7);
      expect(rows.map((r) => r.id)).toEqual(list.result.data.map((p) => p.id));
      expect(new Set(rows.map((r) => r.id)).size).toBe(list.result.total);
    }
    // an independent check of one of them
    const { rows } = await readAll(t, TENANT_A, sel('STUDENT'), order('gender ASC,currentStatus DESC'), 5);
    for (let i = 1; i < rows.length; i += 1) {
      const [x, y] = [rows[i - 1], rows[i]];
      const g = Number(x.gender) - Number(y.gender);
      expect(g < 0 || (g === 0 && (String(x.currentStatus) > String(y.currentStatus) || (x.currentStatus === y.currentStatus && x.id > y.id)))).toBe(true);
    }
  });

  it('leaves out a person removed after the order was decided, and reads on', async () => {
    const s = sel('OTHER', { filters: { name: MARK } });
    const pages: number[][] = [];
    const gone = fx.id.under;
    for await (const page of readPeople(t.db, TENANT_A, s, order('account ASC'), 2)) {
      pages.push(page.map((r) => r.id));
      if (pages.length === 1) await sql`update people set name = 'moved away' where id = ${gone}`.execute(t.db);
    }
    const accounts = FIXTURE_PEOPLE.slice()
      .sort((x, y) => x.account.localeCompare(y.account))
      .map((p) => fx.id[p.key]);
    expect(pages.flat()).toEqual(accounts.filter((id) => id !== gone));
    await sql`update people set name = 'Zq 5_0' where id = ${gone}`.execute(t.db);
  });

  it('reads the search and filters, and ids only within the tenant and identity', async () => {
    const theirs = (await sql<{ id: number }>`select id from people where tenant_id = ${TENANT_B} and identity = 'OTHER' limit 3`.execute(t.db)).rows.map(
      (r) => r.id,
    );
    const aStudent = (await sql<{ id: number }>`select id from people where tenant_id = ${TENANT_A} and identity = 'STUDENT' limit 1`.execute(t.db)).rows[0].id;
    expect(theirs.length).toBeGreaterThan(0);
    const ids = [fx.id.alpha, fx.id.pct, aStudent, ...theirs];
    const s = sel('OTHER', { ids });
    const { rows } = await readAll(t, TENANT_A, s, order('name ASC'), 2);
    expect(rows.map((r) => r.id).sort()).toEqual([fx.id.alpha, fx.id.pct].sort());
    expect(await countPeople(t.db, TENANT_A, s)).toBe(2);
    // the other tenant reading the same ids gets only its own
    expect((await readAll(t, TENANT_B, s, [], 10)).rows.map((r) => r.id).sort()).toEqual([...theirs].sort());
    expect(await countPeople(t.db, TENANT_B, sel('OTHER', { ids: [fx.id.alpha, fx.id.beta] }))).toBe(0);
    expect((await readAll(t, TENANT_B, sel('OTHER', { ids: [fx.id.alpha] }), [], 10)).rows).toEqual([]);
    // ids outside the database's integer find nobody and fail nothing
    expect(await countPeople(t.db, TENANT_A, sel('OTHER', { ids: [fx.id.alpha, 2 ** 40, -1, 1.5] }))).toBe(1);
    expect(await countPeople(t.db, TENANT_A, sel('OTHER', { ids: [2 ** 40] }))).toBe(0);
    // no ids: nothing
    expect(await countPeople(t.db, TENANT_A, sel('OTHER', { ids: [] }))).toBe(0);
    expect((await readAll(t, TENANT_A, sel('OTHER', { ids: [] }), [], 10)).pages).toEqual([]);
    // filters, search and ids together
    const narrowed = sel('OTHER', { ids, filters: { gender: 2 }, advancedSearch: [{ join: 'and', field: 'email', operator: 'empty' }] });
    expect((await readAll(t, TENANT_A, narrowed, [], 10)).rows.map((r) => r.id)).toEqual([fx.id.pct]);
  });
});
