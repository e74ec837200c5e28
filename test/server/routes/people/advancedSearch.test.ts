// The advanced search of document 000 §5 on the people lists, through the API: every bad input
// refused with its localized message (9009), and the semantics of each operator, of and/or
// grouping, of literal % and _, of empty fields, dictionary fields, dates and unit names.
import { sql } from 'kysely';
import { peopleListPath } from '../../../../src/shared/people/api';
import type { AdvancedSearchRow } from '../../../../src/shared/people/query';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../../helpers';
import { listPeople } from '../../people/calls';
import { FIXTURE_PEOPLE, Fixture, insertFixture, MARK } from '../../people/queryFixtures';
import { DEFAULT_TIME_ZONE, zonedMoment } from '../../../../src/shared/dateTime';

/** a row as a console (or anyone) may send it: any text where AdvancedSearchRow has its unions */
type Row = { [K in keyof AdvancedSearchRow]?: unknown } & { field: string; operator: string };

describe('people lists: advanced search', () => {
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
  /** the fixture people (name filter "Zq") the rows find, by key, sorted */
  const found = async (rows: Row[], identity: 'OTHER' | 'STUDENT' = 'OTHER') => {
    const r = await listPeople(t.app, a, identity, { name: MARK, pageSize: 100, advancedSearch: rows });
    if (r.envelope.status !== 1000 && r.envelope.status !== 1004) throw new Error(`${r.envelope.status} ${r.envelope.msg}`);
    expect(r.result.total).toBe(r.result.data.length);
    return r.result.data.map((p) => keyOf(p.id)).sort();
  };
  const refusal = async (rows: Row[], identity: 'OTHER' | 'STUDENT' = 'OTHER', lang?: string) => {
    const r = await call(t.app, a, {
      url: peopleListPath(identity),
      body: { pageSize: 10, advancedSearch: rows },
      headers: lang ? { 'accept-language': lang } : {},
    });
    return { http: r.http, status: r.envelope.status, msg: r.envelope.msg, result: r.result };
  };
  const keys = (pred: (p: (typeof FIXTURE_PEOPLE)[number]) => boolean) =>
    FIXTURE_PEOPLE.filter(pred)
      .map((p) => p.key)
      .sort();

  describe('bad input', () => {
    it('refuses the field name;DROP, naming it', async () => {
      const r = await refusal([{ join: 'and', field: 'name;DROP', operator: '=', value: 'x' }]);
      expect(r).toMatchObject({ http: 200, status: 9009, msg: '高级搜索第1行：未知的字段“name;DROP”', result: [{ field: 'advancedSearch', reason: r.msg }] });
      expect((await refusal([{ join: 'and', field: 'name;DROP', operator: '=', value: 'x' }], 'OTHER', 'en')).msg).toBe(
        'Advanced search row 1: unknown field "name;DROP"',
      );
      // the table is still there
      expect((await listPeople(t.app, a, 'OTHER', { name: MARK })).result.total).toBe(FIXTURE_PEOPLE.length);
    });

    it('refuses the operator =1 OR 1=1', async () => {
      const r = await refusal([
        { join: 'and', field: 'name', operator: 'like', value: 'Zq' },
        { join: 'and', field: 'name', operator: '=1 OR 1=1' },
      ]);
      expect(r).toMatchObject(expect.objectContaining({ status: 9009, msg: '高级搜索第2行：未知的运算符“=1 OR 1=1”' }));
      expect((await refusal([{ join: 'and', field: 'name', operator: '=1 OR 1=1' }], 'OTHER', 'en')).msg).toBe(
        'Advanced search row 1: unknown operator "=1 OR 1=1"',
      );
    });

    it("refuses a field outside the list's allow-list: another identity's field, a column that is not a field", async () => {
      expect(await refusal([{ join: 'and', field: 'workNo', operator: '=', value: '1' }], 'STUDENT')).toMatchObject(
        expect.objectContaining({ status: 9009, msg: '高级搜索第1行：当前列表不能按字段“workNo”搜索' }),
      );
      expect((await refusal([{ join: 'and', field: 'className', operator: 'like', value: '1' }], 'OTHER', 'en')).msg).toBe(
        'Advanced search row 1: this list cannot be searched by "className"',
      );
      for (const field of ['photo_path', 'tenant_id', 'tenantId', 'id', 'p.name', 'constructor']) {
        expect(await refusal([{ join: 'and', field, operator: '=', value: '1' }])).toMatchObject(
          expect.objectContaining({ status: 9009, msg: `高级搜索第1行：未知的字段“${field}”` }),
        );
      }
    });

    it('refuses is null (and the other valueless operators) with a value', async () => {
      expect(await refusal([{ join: 'and', field: 'email', operator: 'is null', value: 'x' }])).toMatchObject(
        expect.objectContaining({ status: 9009, msg: '高级搜索第1行：运算符“is null”不需要输入值' }),
      );
      for (const operator of ['is not null', 'empty', 'not empty']) {
        expect((await refusal([{ join: 'and', field: 'email', operator, value: 'x' }], 'OTHER', 'en')).msg).toBe(
          `Advanced search row 1: the operator "${operator}" takes no value`,
        );
      }
      // an empty value is no value
      expect(await found([{ join: 'and', field: 'email', operator: 'is null', value: '' }])).toEqual(keys((p) => p.email === null));
      expect(await found([{ join: 'and', field: 'email', operator: 'is null', value: null }])).toEqual(keys((p) => p.email === null));
    });

    it("takes the like value ' OR '1'='1 as text: it matches nobody and is no error", async () => {
      for (const operator of ['like', '=']) {
        const r = await listPeople(t.app, a, 'OTHER', { advancedSearch: [{ join: 'and', field: 'name', operator, value: "' OR '1'='1" }] });
        expect(r.envelope.status).toBe(1004);
        expect(r.result).toEqual({ data: [], total: 0 });
      }
      // its complement finds everyone
      expect(await found([{ join: 'and', field: 'name', operator: 'not like', value: "' OR '1'='1" }])).toEqual(keys(() => true));
    });

    it('refuses the other operators without a value, and rows without a field or operator (请选择 / 请输入)', async () => {
      expect((await refusal([{ join: 'and', field: 'name', operator: 'like' }])).msg).toBe('高级搜索第1行：请输入查询值');
      expect((await refusal([{ join: 'and', field: 'name', operator: '=', value: '   ' }])).msg).toBe('高级搜索第1行：请输入查询值');
      expect((await refusal([{ join: 'and', field: '', operator: '=', value: 'a' }])).msg).toBe('高级搜索第1行：请选择字段');
      expect((await refusal([{ join: 'and', field: 'name', operator: '', value: 'a' }], 'OTHER', 'en')).msg).toBe(
        'Advanced search row 1: please select an operator',
      );
    });

    it('refuses an unknown join after the first row', async () => {
      const r = await refusal([
        { join: '', field: 'name', operator: 'like', value: 'a' },
        { join: 'xor', field: 'name', operator: 'like', value: 'b' },
      ]);
      expect(r.msg).toBe('高级搜索第2行：连接方式只能是 and 或 or，收到“xor”');
    });

    it('refuses an operator other than = on a dictionary field', async () => {
      expect((await refusal([{ join: 'and', field: 'gender', operator: 'like', value: '1' }])).msg).toBe('高级搜索第1行：字典字段“gender”只能使用运算符 =');
      expect((await refusal([{ join: 'and', field: 'currentStatus', operator: 'is null' }], 'STUDENT', 'en')).msg).toBe(
        'Advanced search row 1: the dictionary field "currentStatus" only takes the operator =',
      );
    });

    it('refuses like on a date and a date that is not YYYY-MM-DD or a full time', async () => {
      expect((await refusal([{ join: 'and', field: 'createdAt', operator: 'like', value: '2024' }])).msg).toBe(
        '高级搜索第1行：字段“createdAt”不能使用运算符“like”',
      );
      for (const value of ['2024-02-30', '2024-3-1', 'yesterday', '2024-03-01 25:00', "2024-03-01' OR '1'='1"]) {
        expect((await refusal([{ join: 'and', field: 'createdAt', operator: '>', value }])).msg).toBe(
          `高级搜索第1行：“${value}”不是有效的日期，请输入 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`,
        );
      }
    });

    it('limits rows and value length in the schema', async () => {
      const row = { join: 'and', field: 'name', operator: 'like', value: 'a' };
      const many = await refusal(Array.from({ length: 21 }, () => row));
      expect(many).toMatchObject(expect.objectContaining({ http: 400, status: 9009 }));
      expect(many.msg).toMatch(/advancedSearch/);
      const long = await refusal([{ ...row, value: 'x'.repeat(101) }]);
      expect(long).toMatchObject(expect.objectContaining({ http: 400, status: 9009 }));
      expect(long.msg).toMatch(/advancedSearch\.0\.value/);
      expect((await listPeople(t.app, a, 'OTHER', { advancedSearch: Array.from({ length: 20 }, () => ({ ...row, value: 'Zq' })) })).envelope.status).toBe(1000);
    });
  });

  describe('semantics', () => {
    it('binds and tighter than or: a and b or c and d', async () => {
      const rows: Row[] = [
        { join: 'and', field: 'gender', operator: '=', value: '1' },
        { join: 'and', field: 'email', operator: 'like', value: 'a' },
        { join: 'or', field: 'gender', operator: '=', value: '2' },
        { join: 'and', field: 'phone', operator: 'is null' },
      ];
      const expected = keys((p) => (p.gender === 1 && (p.email ?? '').toLowerCase().includes('a')) || (p.gender === 2 && p.phone === null));
      expect(expected).toEqual(['alpha', 'beta2', 'pct']);
      expect(await found(rows)).toEqual(expected);
      // the first row's join is ignored; or alone widens
      expect(
        await found([
          { join: 'or', field: 'account', operator: '=', value: 'zq-a' },
          { join: 'or', field: 'account', operator: '=', value: 'zq-b' },
        ]),
      ).toEqual(['alpha', 'beta']);
    });

    it("ANDs the search with the list's filters", async () => {
      const r = await listPeople(t.app, a, 'OTHER', {
        name: 'Beta',
        gender: 1,
        advancedSearch: [{ join: 'and', field: 'name', operator: 'like', value: 'Zq' }],
      });
      expect(r.result.data.map((p) => keyOf(p.id))).toEqual(['beta2']);
    });

    it('matches % _ and \\ in a like value literally, letters in any case', async () => {
      expect(await found([{ join: 'and', field: 'name', operator: 'like', value: '50%' }])).toEqual(['pct']);
      expect(await found([{ join: 'and', field: 'name', operator: 'like', value: '5_0' }])).toEqual(['under']);
      expect(await found([{ join: 'and', field: 'name', operator: 'like', value: '%' }])).toEqual(['pct']);
      expect(await found([{ join: 'and', field: 'name', operator: 'like', value: '_' }])).toEqual(['under']);
      expect(await found([{ join: 'and', field: 'name', operator: 'like', value: 'k\\s' }])).toEqual(['slash']);
      expect(await found([{ join: 'and', field: 'name', operator: 'like', value: 'ALPHA' }])).toEqual(['alpha', 'lower']);
      expect(await found([{ join: 'and', field: 'name', operator: 'not like', value: '5' }])).toEqual(keys((p) => !p.name.includes('5')));
    });

    it("tells empty (null or '') from is null, and their complements", async () => {
      expect(await found([{ join: 'and', field: 'email', operator: 'is null' }])).toEqual(keys((p) => p.email === null));
      expect(await found([{ join: 'and', field: 'email', operator: 'is not null' }])).toEqual(keys((p) => p.email !== null));
      expect(await found([{ join: 'and', field: 'email', operator: 'empty' }])).toEqual(keys((p) => !p.email));
      expect(await found([{ join: 'and', field: 'email', operator: 'not empty' }])).toEqual(keys((p) => Boolean(p.email)));
      expect(keys((p) => !p.email)).toContain('pct');
      expect(keys((p) => p.email === null)).not.toContain('pct');
    });

    it('counts an empty field as "not equal" and "not like"', async () => {
      expect(await found([{ join: 'and', field: 'email', operator: '!=', value: 'alpha@x.cn' }])).toEqual(keys((p) => p.email !== 'alpha@x.cn'));
      expect(await found([{ join: 'and', field: 'email', operator: 'not like', value: 'x.cn' }])).toEqual(['beta', 'lower', 'pct', 'plain']);
    });

    it('compares text with = and the order operators', async () => {
      expect(await found([{ join: 'and', field: 'account', operator: '=', value: 'zq-c' }])).toEqual(['pct']);
      expect(await found([{ join: 'and', field: 'account', operator: '>', value: 'zq-f' }])).toEqual(['beta2', 'lower']);
      expect(await found([{ join: 'and', field: 'account', operator: '>=', value: 'zq-f' }])).toEqual(['beta2', 'lower', 'slash']);
      expect(await found([{ join: 'and', field: 'account', operator: '<', value: 'zq-b' }])).toEqual(['alpha']);
      expect(await found([{ join: 'and', field: 'account', operator: '<=', value: 'zq-b' }])).toEqual(['alpha', 'beta']);
    });

    it('compares a dictionary field by its key with =', async () => {
      expect(await found([{ join: 'and', field: 'gender', operator: '=', value: '2' }])).toEqual(keys((p) => p.gender === 2));
      expect(await found([{ join: 'and', field: 'gender', operator: '=', value: 1 }])).toEqual(keys((p) => p.gender === 1));
      // a key that is no number finds nobody rather than failing
      expect(await found([{ join: 'and', field: 'gender', operator: '=', value: 'male' }])).toEqual([]);
      const students = await listPeople(t.app, a, 'STUDENT', {
        pageSize: 100,
        advancedSearch: [{ join: 'and', field: 'currentStatus', operator: '=', value: '1' }],
      });
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from people where tenant_id = ${TENANT_A} and identity = 'STUDENT' and current_status = '1'`.execute(t.db);
      expect(students.result.total).toBe(rows[0].n);
      expect(students.result.data.every((p) => p.currentStatus === '1')).toBe(true);
    });

    it('compares dates by the day, minute or second the value names', async () => {
      const day = (d: number) => `2024-03-0${d}`;
      expect(await found([{ join: 'and', field: 'createdAt', operator: '=', value: day(2) }])).toEqual(keys((p) => p.day === 2));
      expect(await found([{ join: 'and', field: 'createdAt', operator: '!=', value: day(2) }])).toEqual(keys((p) => p.day !== 2));
      expect(await found([{ join: 'and', field: 'createdAt', operator: '>', value: day(2) }])).toEqual(keys((p) => p.day > 2));
      expect(await found([{ join: 'and', field: 'createdAt', operator: '>=', value: day(2) }])).toEqual(keys((p) => p.day >= 2));
      expect(await found([{ join: 'and', field: 'createdAt', operator: '<', value: day(2) }])).toEqual(keys((p) => p.day < 2));
      expect(await found([{ join: 'and', field: 'createdAt', operator: '<=', value: day(2) }])).toEqual(keys((p) => p.day <= 2));
      // noon in the school's zone: the minute 12:00 holds them, 12:01 does not; a zone moves the instant
      expect(await found([{ join: 'and', field: 'updatedAt', operator: '=', value: '2024-03-03 12:00' }])).toEqual(keys((p) => p.day === 3));
      expect(await found([{ join: 'and', field: 'updatedAt', operator: '=', value: '2024-03-03T12:00:01' }])).toEqual([]);
      const noon3 = zonedMoment(DEFAULT_TIME_ZONE, 2024, 3, 3, 12).toISOString().replace('.000Z', 'Z');
      expect(await found([{ join: 'and', field: 'updatedAt', operator: '=', value: noon3 }])).toEqual(keys((p) => p.day === 3));
      expect(await found([{ join: 'and', field: 'createdAt', operator: 'is null' }])).toEqual([]);
    });

    it('searches the joined unit name', async () => {
      const { u1, u2 } = fx.units;
      expect(await found([{ join: 'and', field: 'unitName', operator: '=', value: u1.name }])).toEqual(keys((p) => p.unit === 'u1'));
      expect(
        await found([
          { join: 'and', field: 'unitName', operator: 'like', value: u2.name.slice(1) },
          { join: 'or', field: 'unitName', operator: 'is null' },
        ]),
      ).toEqual(keys((p) => p.unit !== 'u1'));
      expect(await found([{ join: 'and', field: 'unitName', operator: 'not empty' }])).toEqual(keys((p) => p.unit !== null));
    });

    it('searches the joined class name on the student list', async () => {
      const someone = (await listPeople(t.app, a, 'STUDENT', { pageSize: 1 })).result.data[0];
      const r = await listPeople(t.app, a, 'STUDENT', {
        pageSize: 100,
        advancedSearch: [{ join: 'and', field: 'className', operator: '=', value: someone.className }],
      });
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from people p join org_units c on c.id = p.class_id where p.tenant_id = ${TENANT_A} and p.identity = 'STUDENT' and c.name = ${someone.className}`.execute(
        t.db,
      );
      expect(r.result.total).toBe(rows[0].n);
      expect(r.result.data.every((p) => p.className === someone.className)).toBe(true);
    });
  });
});
