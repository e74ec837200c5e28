// The organisation screen's unit list: top-level units, a unit's children, search by type and
// name, paging, and the people counts (the unit and everything below it).
import { sql } from 'kysely';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { listUnits } from './calls';

describe('orgUnit/list', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

  it('lists the top-level units without a parent, with every person of the tenant under them', async () => {
    const r = await listUnits(t.app, a);
    expect(r.envelope.status).toBe(1000);
    expect(r.result.data.every((u) => u.type === 1 && u.parentId === null)).toBe(true);
    const placed = await one(
      sql<{ n: number }>`select count(*)::int n from people where tenant_id = ${TENANT_A} and coalesce(class_id, org_unit_id) is not null`,
    );
    expect(r.result.data.reduce((sum, u) => sum + u.peopleCount, 0)).toBe(placed.n);
  });

  it("lists a unit's children: faculties before units and organisations, with their counts", async () => {
    const campus = (await listUnits(t.app, a)).result.data[0];
    const r = await listUnits(t.app, a, { parentId: campus.id, pageSize: 100 });
    expect(r.result.total).toBe(campus.childCount);
    const types = r.result.data.map((u) => u.type);
    expect(types).toEqual([...types].sort());
    expect(r.result.data.every((u) => u.parentId === campus.id && u.parentName === campus.name)).toBe(true);

    const faculty = r.result.data.find((u) => u.type === 2 && u.peopleCount > 0)!;
    const expected = await one(sql<{ n: number; students: number }>`select count(*)::int n, count(*) filter (where identity = 'STUDENT')::int students
      from people p where tenant_id = ${TENANT_A} and coalesce(class_id, org_unit_id) in
      (select id from org_units where path like (select path from org_units where id = ${faculty.id}) || '%')`);
    expect(faculty.peopleCount).toBe(expected.n);
    expect(faculty.peopleByIdentity.STUDENT ?? 0).toBe(expected.students);
    const sumByIdentity = Object.values(faculty.peopleByIdentity).reduce((s, n) => s + (n ?? 0), 0);
    expect(sumByIdentity).toBe(faculty.peopleCount);
  });

  it('searches by type and name at any level, and pages', async () => {
    const classes = await listUnits(t.app, a, { type: 4, pageSize: 5 });
    const total = await one(sql<{ n: number }>`select count(*)::int n from org_units where tenant_id = ${TENANT_A} and type = 4`);
    expect(classes.result.total).toBe(total.n);
    expect(classes.result.data).toHaveLength(5);
    expect(classes.result.data.every((u) => u.type === 4 && u.childCount === 0 && u.grade)).toBe(true);
    const second = await listUnits(t.app, a, { type: '4', pageIndex: 2, pageSize: 5 });
    expect(second.result.data[0].id).not.toBe(classes.result.data[0].id);

    const named = await listUnits(t.app, a, { name: '级1班', pageSize: 100 });
    expect(named.result.total).toBe(total.n);
    expect((await listUnits(t.app, a, { name: '不存在的单位' })).envelope.status).toBe(1004);
    expect((await listUnits(t.app, a, { type: 7 })).envelope.status).toBe(9009);
  });
});
