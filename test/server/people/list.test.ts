// The people lists on the small demo: paths per identity, paging rules, every filter, masking,
// 1004 when nothing matches, and the count agreeing with the filters.
import { sql } from 'kysely';
import { IDENTITIES } from '../../../src/shared/domain/people';
import { peopleListPath } from '../../../src/shared/people/api';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { listPeople } from './calls';

describe('people lists', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const countOf = async (identity: string, where = sql`true`) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${TENANT_A} and identity = ${identity} and ${where}`.execute(t.db))
        .rows[0].n,
    );

  it('serves the three legacy paths of document 002 and ours for graduates and other users', () => {
    expect(IDENTITIES.map(peopleListPath)).toEqual([
      '/api/blade-workbench/edunewstudentinfo/list/role',
      '/api/blade-workbench/edustudentinfo/list/role',
      '/api/blade-workbench/edugraduateinfo/list/role',
      '/api/blade-workbench/eduteacherinfo/list/role',
      '/api/blade-workbench/eduotheruserinfo/list/role',
    ]);
  });

  it.each(IDENTITIES)('lists %s: only that identity, newest first, total of all', async (identity) => {
    const r = await listPeople(t.app, a, identity, { pageIndex: 1, pageSize: 100 });
    expect(r.envelope.status).toBe(1000);
    expect(r.result.total).toBe(await countOf(identity));
    expect(r.result.data.every((p) => p.identity === identity)).toBe(true);
    const ids = r.result.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it("returns a row with names of unit and class, masked numbers and the identity's number", async () => {
    const r = await listPeople(t.app, a, 'STUDENT', { pageSize: 1 });
    const row = r.result.data[0];
    const stored = (
      await sql<{ id_number: string; phone: string; student_no: string }>`select id_number, phone, student_no from people where id = ${row.id}`.execute(t.db)
    ).rows[0];
    expect(row.idNumber).toBe(`${stored.id_number.slice(0, 6)}********${stored.id_number.slice(-4)}`);
    expect(row.phone).toBe(`${stored.phone.slice(0, 3)}****${stored.phone.slice(-4)}`);
    expect(row.identifier).toBe(stored.student_no);
    expect(row.className).toMatch(/级1班$/);
    expect(row.unitName).toBeTruthy();
    expect(row).toEqual(
      expect.objectContaining({ hasPhoto: false, grade: expect.any(String), currentStatus: expect.any(String), createdAt: expect.any(String) }),
    );
  });

  it('pages by the paged-table rules: size below 1 → 10, index below 1 → 1, past the end → 1004', async () => {
    const all = await listPeople(t.app, a, 'STUDENT', { pageSize: 100 });
    const second = await listPeople(t.app, a, 'STUDENT', { pageIndex: 2, pageSize: 15 });
    expect(second.result.data.map((p) => p.id)).toEqual(all.result.data.slice(15, 30).map((p) => p.id));
    expect((await listPeople(t.app, a, 'STUDENT', { pageIndex: 0, pageSize: 0 })).result.data).toHaveLength(10);
    const past = await listPeople(t.app, a, 'STUDENT', { pageIndex: 99, pageSize: 40 });
    expect(past.envelope.status).toBe(1004);
    expect(past.result).toEqual({ data: [], total: all.result.total });
  });

  it('finds by part of the name, taking % and _ literally', async () => {
    const someone = (await listPeople(t.app, a, 'TEACHER', { pageSize: 1 })).result.data[0];
    const part = someone.name.slice(1);
    const r = await listPeople(t.app, a, 'TEACHER', { name: ` ${part} `, pageSize: 100 });
    expect(r.result.data.map((p) => p.id)).toContain(someone.id);
    expect(r.result.data.every((p) => p.name.includes(part))).toBe(true);
    expect(r.result.total).toBe(await countOf('TEACHER', sql`name like ${`%${part}%`}`));
    expect((await listPeople(t.app, a, 'TEACHER', { name: '%' })).envelope.status).toBe(1004);
  });

  it("finds by the identity's number, whole or its start; new students by exam or student number", async () => {
    const teacher = (await listPeople(t.app, a, 'TEACHER', { pageSize: 1 })).result.data[0];
    expect((await listPeople(t.app, a, 'TEACHER', { identifier: teacher.workNo })).result.data.map((p) => p.id)).toEqual([teacher.id]);
    const prefix = teacher.workNo!.slice(0, 4);
    const byPrefix = await listPeople(t.app, a, 'TEACHER', { identifier: prefix, pageSize: 100 });
    expect(byPrefix.result.total).toBe(await countOf('TEACHER', sql`work_no like ${`${prefix}%`}`));

    const news = (await listPeople(t.app, a, 'NEW_STUDENT', { pageSize: 100 })).result.data;
    const withNo = news.find((p) => p.studentNo)!;
    expect(withNo.identifier).toBe(withNo.examNo);
    expect((await listPeople(t.app, a, 'NEW_STUDENT', { identifier: withNo.studentNo })).result.data.map((p) => p.id)).toEqual([withNo.id]);
    expect((await listPeople(t.app, a, 'NEW_STUDENT', { identifier: withNo.examNo })).result.data.map((p) => p.id)).toEqual([withNo.id]);
  });

  it('finds by whole ID number (any case of X) and phone', async () => {
    const { rows } = await sql<{
      id: number;
      id_number: string;
      phone: string;
    }>`select id, id_number, phone from people where tenant_id = ${TENANT_A} and identity = 'STUDENT' order by id limit 1`.execute(t.db);
    const [p] = rows;
    expect((await listPeople(t.app, a, 'STUDENT', { idNumber: p.id_number.toLowerCase() })).result.data.map((x) => x.id)).toEqual([p.id]);
    expect((await listPeople(t.app, a, 'STUDENT', { phone: p.phone })).result.data.map((x) => x.id)).toEqual([p.id]);
    expect((await listPeople(t.app, a, 'STUDENT', { idNumber: p.id_number.slice(0, 10) })).envelope.status).toBe(1004);
  });

  it('filters by gender, status, present state and grade, given as numbers or text', async () => {
    const r = await listPeople(t.app, a, 'STUDENT', { gender: '2', currentStatus: '1', presentState: '1', pageSize: 100 });
    expect(r.result.total).toBe(await countOf('STUDENT', sql`gender = 2 and current_status = '1' and present_state = '1'`));
    expect(r.result.data.every((p) => p.gender === 2 && p.currentStatus === '1' && p.presentState === '1')).toBe(true);
    const grade = r.result.data[0].grade!;
    const byGrade = await listPeople(t.app, a, 'STUDENT', { gender: 2, grade, pageSize: 100 });
    expect(byGrade.result.total).toBe(await countOf('STUDENT', sql`gender = 2 and grade = ${grade}`));
  });

  it('filters by class, and by a unit with everything below it', async () => {
    const someone = (await listPeople(t.app, a, 'STUDENT', { pageSize: 1 })).result.data[0];
    const inClass = await listPeople(t.app, a, 'STUDENT', { classId: someone.classId, pageSize: 100 });
    expect(inClass.result.total).toBe(await countOf('STUDENT', sql`class_id = ${someone.classId}`));
    const { rows } = await sql<{ faculty: number }>`select parent_id as faculty from org_units where id = ${someone.orgUnitId}`.execute(t.db);
    const faculty = rows[0].faculty;
    const inFaculty = await listPeople(t.app, a, 'STUDENT', { orgUnitId: String(faculty), pageSize: 100 });
    expect(inFaculty.result.total).toBe(await countOf('STUDENT', sql`org_unit_id in (select id from org_units where parent_id = ${faculty})`));
    expect(inFaculty.result.data.map((p) => p.id)).toContain(someone.id);
    expect((await listPeople(t.app, a, 'STUDENT', { orgUnitId: someone.classId })).result.data.map((p) => p.id)).toContain(someone.id);
  });

  it('ignores empty filters and refuses malformed ones with 9009', async () => {
    const all = await listPeople(t.app, a, 'OTHER', {});
    expect((await listPeople(t.app, a, 'OTHER', { name: '', gender: null, orgUnitId: ' ' })).result.total).toBe(all.result.total);
    const bad = await listPeople(t.app, a, 'OTHER', { orgUnitId: 'abc' });
    expect(bad.envelope.status).toBe(9009);
    expect((await listPeople(t.app, a, 'OTHER', { classId: 99999999999 })).envelope.status).toBe(9009);
  });
});
