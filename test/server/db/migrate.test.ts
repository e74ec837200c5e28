// Migrations and the demo seed, on a fresh database.
import { sql } from 'kysely';
import { migrate } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import { DEMO_TENANT, SECOND_TENANT, seedDemoIfMissing } from '../../../src/server/db/seed';
import { RESOURCES } from '../../../src/shared/resources';
import { makeTestDb } from '../helpers';
import type { TestDb } from '../testDb';

describe('migrations and seed', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await makeTestDb();
  });
  afterAll(() => t.close());

  it('applies every migration once, in order, and nothing the second time', async () => {
    expect(await migrate(t.db)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await migrate(t.db)).toEqual([]);
    const recorded = await t.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name).sort());
  });

  it('creates one table per resource definition, with its unique index', async () => {
    for (const def of RESOURCES) {
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = ${def.table}`.execute(t.db);
      expect(indexes.rows.map((r) => r.indexname)).toEqual(expect.arrayContaining([`${def.table}_list`]));
    }
  });

  it('seeds the demo only when the demo tenant is missing', async () => {
    expect(await seedDemoIfMissing(t.db, { scale: 'small' })).toBe(true);
    expect(await seedDemoIfMissing(t.db, { scale: 'small' })).toBe(false);
    const tenants = await t.db.selectFrom('tenants').select(['id', 'name']).orderBy('id').execute();
    expect(tenants).toEqual([
      { id: DEMO_TENANT.id, name: DEMO_TENANT.name },
      { id: SECOND_TENANT.id, name: SECOND_TENANT.name },
    ]);
  });

  it('seeds people of every identity with valid, unique identifiers', async () => {
    const people = await t.db.selectFrom('people').selectAll().where('tenant_id', '=', DEMO_TENANT.id).execute();
    const identities = new Set(people.map((p) => p.identity));
    expect([...identities].sort()).toEqual(['GRADUATE_STUDENT', 'NEW_STUDENT', 'OTHER', 'STUDENT', 'TEACHER']);
    for (const p of people) {
      expect(p.id_number).toMatch(/^\d{17}[\dX]$/);
      expect(p.phone).toMatch(/^1\d{10}$/);
      // the 17th digit is odd for men
      expect(Number(p.id_number![16]) % 2).toBe(p.gender === 1 ? 1 : 0);
    }
    expect(people.filter((p) => p.identity === 'TEACHER').every((p) => p.work_no)).toBe(true);
    expect(people.filter((p) => p.identity === 'NEW_STUDENT').every((p) => p.exam_no)).toBe(true);
    expect(people.filter((p) => p.identity === 'STUDENT').every((p) => p.student_no && p.class_id)).toBe(true);
  });

  it('builds the organisation tree with paths, classes with grade, type and head teachers', async () => {
    const units = await t.db.selectFrom('org_units').selectAll().where('tenant_id', '=', DEMO_TENANT.id).execute();
    expect(new Set(units.map((u) => u.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const byId = new Map(units.map((u) => [u.id, u]));
    for (const u of units) {
      const parent = u.parent_id ? byId.get(u.parent_id)! : null;
      expect(u.path).toBe(`${parent ? parent.path : '/'}${u.id}/`);
    }
    const classes = units.filter((u) => u.type === 4);
    expect(classes.every((c) => c.grade && (c.class_type === 'OLD' || c.class_type === 'NEW'))).toBe(true);
    const heads = await t.db.selectFrom('class_head_teachers').select('class_id').where('tenant_id', '=', DEMO_TENANT.id).execute();
    expect(new Set(heads.map((h) => h.class_id)).size).toBe(classes.length);
  });

  it('refuses a second person with the same student number in one tenant and identity', async () => {
    const p = await t.db.selectFrom('people').selectAll().where('identity', '=', 'STUDENT').executeTakeFirstOrThrow();
    const copy = { tenant_id: p.tenant_id, identity: p.identity, name: '重复', student_no: p.student_no };
    await expect(t.db.insertInto('people').values(copy).execute()).rejects.toThrow();
    // another identity may use the same number
    await t.db
      .insertInto('people')
      .values({ ...copy, identity: 'GRADUATE_STUDENT', student_no: p.student_no })
      .execute();
  });
});
