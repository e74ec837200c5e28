// Matrix departments (matrixUser/notinMatrixStudentList, notinDeptTeacherList, addUser with
// deptId, levelId, userIds as a comma list and isAll) and chat classes through the API, and the
// cascades that replace foreign keys on the membership tables (migration 011).
import { sql } from 'kysely';
import { MEMBER_PATHS } from '../../../src/shared/members/api';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { count, firstId, ids, post } from './calls';

interface Page<T = { id: number }> {
  data: T[];
  total: number;
}

describe('member picker: matrix departments and chat classes', () => {
  let t: TestApp;
  let a: Session;
  let dept: number;
  let leader: number;
  let member: number;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    dept = await firstId(t.db, 'matrix_depts', TENANT_A, sql`name = '就业指导中心'`);
    leader = await firstId(t.db, 'matrix_levels', TENANT_A, sql`dept_id = ${dept} and name = '组长'`);
    member = await firstId(t.db, 'matrix_levels', TENANT_A, sql`dept_id = ${dept} and name = '成员'`);
  });
  afterAll(() => t.close());

  const deptMembers = (d = dept) => count(t.db, sql`select count(*) as n from matrix_members where dept_id = ${d}`);
  const people = (identity: string, tenant = TENANT_A) =>
    ids(t.db, sql`select id from people where tenant_id = ${tenant} and identity = ${identity} order by id`);
  const addUser = (body: Record<string, unknown>) =>
    post<{ added: number; skipped: number }>(t.app, a, MEMBER_PATHS.matrixAdd, {
      deptId: dept,
      levelId: member,
      userIds: '',
      isAll: false,
      userType: 'STUDENT',
      ...body,
    });

  it('lists the departments with their levels and member counts', async () => {
    const r = await post<Page<{ name: string; levels: { name: string }[]; memberCount: number }>>(t.app, a, MEMBER_PATHS.matrixDeptList, {});
    expect(r.result.total).toBe(3);
    const recruit = r.result.data.find((d) => d.name === '招生工作组')!;
    expect(recruit.levels.map((l) => l.name)).toEqual(['组长', '副组长', '成员']);
    expect(recruit.memberCount).toBe(10);
    expect((await post<Page>(t.app, a, MEMBER_PATHS.matrixDeptList, { name: '招生' })).result.total).toBe(1);
  });

  it('eduMatrixLevelinfo/deptListByLevel: the departments having a level of that name, in the tenant only', async () => {
    const all = await post<Page<{ name: string }>>(t.app, a, MEMBER_PATHS.matrixDeptListByLevel, {});
    expect(all.envelope.status).toBe(1000);
    expect(all.result.total).toBe(3);
    // a department of its own level, and one of another tenant with that level too
    const own = await sql<{ id: number }>`insert into matrix_depts (tenant_id, name) values (${TENANT_A}, '档案工作组') returning id`.execute(t.db);
    await sql`insert into matrix_levels (tenant_id, dept_id, name, sort) values (${TENANT_A}, ${own.rows[0].id}, '档案秘书', 1)`.execute(t.db);
    const other = await sql<{ id: number }>`insert into matrix_depts (tenant_id, name) values (${TENANT_B}, '外校秘书组') returning id`.execute(t.db);
    await sql`insert into matrix_levels (tenant_id, dept_id, name, sort) values (${TENANT_B}, ${other.rows[0].id}, '档案秘书', 1)`.execute(t.db);
    try {
      const byLevel = await post<Page<{ name: string; levels: { name: string }[] }>>(t.app, a, MEMBER_PATHS.matrixDeptListByLevel, { levelName: '秘书' });
      expect(byLevel.result.data.map((d) => [d.name, d.levels.map((l) => l.name)])).toEqual([['档案工作组', ['档案秘书']]]);
      expect(byLevel.result.total).toBe(1);
      const leaders = await post<Page<{ name: string }>>(t.app, a, MEMBER_PATHS.matrixDeptListByLevel, { levelName: '组长', name: '招生' });
      expect(leaders.result.data.map((d) => d.name)).toEqual(['招生工作组']);
      // a level no department has: an empty page (1004 with an empty list, as every list)
      const none = await post<Page>(t.app, a, MEMBER_PATHS.matrixDeptListByLevel, { levelName: '不存在的层级' });
      expect(none.result.total ?? 0).toBe(0);
      // refusals: a level name past the search limit, a level name that is no text
      expect((await post(t.app, a, MEMBER_PATHS.matrixDeptListByLevel, { levelName: 'x'.repeat(31) })).envelope.status).toBe(9009);
      expect((await post(t.app, a, MEMBER_PATHS.matrixDeptListByLevel, { levelName: { name: '组长' } })).envelope.status).toBe(9009);
    } finally {
      await sql`delete from matrix_depts where id in (${own.rows[0].id}, ${other.rows[0].id})`.execute(t.db);
    }
  });

  it('adds picks from a comma list at a level; the candidates leave out members at any level', async () => {
    const students = await people('STUDENT');
    const r = await addUser({ userIds: `${students[0]},${students[1]}` });
    expect(r.result).toEqual({ added: 2, skipped: 0 });
    // already in the department at another level: skipped, its level unchanged
    expect((await addUser({ userIds: String(students[0]), levelId: leader })).result).toEqual({ added: 0, skipped: 1 });
    const list = await post<Page>(t.app, a, MEMBER_PATHS.matrixNotinStudentList, { deptId: dept, levelId: leader, pageSize: 40 });
    expect(list.result.total).toBe(students.length - 2);
    const members = await post<Page<{ memberId: number; levelId: number; levelName: string }>>(t.app, a, MEMBER_PATHS.matrixMemberList, { deptId: dept });
    expect(members.result.data.map((m) => [m.levelId, m.levelName])).toEqual([
      [member, '成员'],
      [member, '成员'],
    ]);
    expect((await post<Page>(t.app, a, MEMBER_PATHS.matrixMemberList, { deptId: dept, levelId: leader })).result.total).toBe(0);
  });

  it('isAll adds every candidate teacher but the excluded ones', async () => {
    const teachers = await people('TEACHER');
    const list = await post<Page>(t.app, a, MEMBER_PATHS.matrixNotinTeacherList, { deptId: dept });
    expect(list.result.total).toBe(teachers.length);
    const before = await deptMembers();
    const r = await addUser({ userType: 'TEACHER', isAll: true, userIds: `${teachers[0]}, ${teachers[1]}`, levelId: leader });
    expect(r.result).toEqual({ added: teachers.length - 2, skipped: 0 });
    expect(await deptMembers()).toBe(before + teachers.length - 2);
  });

  it("refuses bad userIds, a level of another department, another tenant's department or people, and 请选择数据", async () => {
    expect((await addUser({ userIds: '1,,2' })).envelope.msg).toBe('userIds 应为以逗号分隔的编号');
    expect((await addUser({ userIds: '1;drop' })).envelope.status).toBe(9009);
    const otherLevel = await firstId(t.db, 'matrix_levels', TENANT_A, sql`dept_id <> ${dept}`);
    const students = await people('STUDENT');
    expect((await addUser({ userIds: String(students[5]), levelId: otherLevel })).envelope.msg).toBe('该矩阵部门没有此级别');
    const deptB = await firstId(t.db, 'matrix_depts', TENANT_B);
    const levelB = await firstId(t.db, 'matrix_levels', TENANT_B, sql`dept_id = ${deptB}`);
    expect((await addUser({ deptId: deptB, levelId: levelB, userIds: String(students[5]) })).envelope.msg).toBe('矩阵部门不存在或不属于当前单位');
    expect((await post(t.app, a, MEMBER_PATHS.matrixNotinStudentList, { deptId: deptB })).envelope.status).toBe(1002);
    const before = await deptMembers();
    const studentB = (await people('STUDENT', TENANT_B))[0];
    expect((await addUser({ userIds: `${students[5]},${studentB}` })).envelope.msg).toBe('所选数据中有不存在或不属于当前单位的人员或班级，未添加任何数据');
    expect((await addUser({ userIds: '' })).envelope.msg).toBe('请选择数据');
    expect(await deptMembers()).toBe(before);
  });

  it('removes members of the department only', async () => {
    const members = await post<Page>(t.app, a, MEMBER_PATHS.matrixMemberList, { deptId: dept, pageSize: 10 });
    const r = await post<{ removed: number }>(t.app, a, MEMBER_PATHS.matrixMemberRemove, {
      deptId: dept,
      ids: members.result.data.slice(0, 2).map((m) => m.id),
    });
    expect(r.result).toEqual({ removed: 2 });
    expect(r.envelope.msg).toBe('已移除 2 项');
  });

  describe('chat classes', () => {
    let chat: number;
    beforeAll(async () => {
      chat = await firstId(t.db, 'chat_classes', TENANT_A, sql`name = '辅导员工作群'`);
    });

    it('lists chat classes and adds students, other users and classes', async () => {
      const list = await post<Page<{ name: string; memberCount: number }>>(t.app, a, MEMBER_PATHS.chatClassList, {});
      expect(list.result.data.map((c) => c.name).sort()).toEqual(['新生入学交流群', '辅导员工作群'].sort());
      const others = await people('OTHER');
      const r = await post<{ added: number }>(t.app, a, MEMBER_PATHS.chatAdd, { chatClassId: chat, kind: 'OTHER', isAll: true, ids: [others[0]] });
      expect(r.result.added).toBe(others.length - 1);
      const classes = await post<Page<{ id: number; classType: string }>>(t.app, a, MEMBER_PATHS.chatNotinClassList, { chatClassId: chat, classType: 'NEW' });
      const picked = classes.result.data.slice(0, 2).map((c) => c.id);
      expect(
        (await post<{ added: number }>(t.app, a, MEMBER_PATHS.chatAdd, { chatClassId: chat, kind: 'CLASS', isAll: false, ids: picked })).result.added,
      ).toBe(2);
      const members = await post<Page<{ kind: string; classType?: string }>>(t.app, a, MEMBER_PATHS.chatMemberList, { chatClassId: chat, kind: 'CLASS' });
      expect(members.result.data.map((m) => m.classType)).toEqual(['NEW', 'NEW']);
      const byName = await post<Page<{ kind: string }>>(t.app, a, MEMBER_PATHS.chatMemberList, { chatClassId: chat, kind: 'OTHER' });
      expect(byName.result.total).toBe(others.length - 1);
    });

    it("refuses another tenant's chat class", async () => {
      const chatB = await firstId(t.db, 'chat_classes', TENANT_B);
      const before = await count(t.db, sql`select count(*) as n from chat_class_members where chat_class_id = ${chatB}`);
      for (const [url, body] of [
        [MEMBER_PATHS.chatMemberList, { chatClassId: chatB }],
        [MEMBER_PATHS.chatNotinStudentList, { chatClassId: chatB }],
        [MEMBER_PATHS.chatAdd, { chatClassId: chatB, kind: 'STUDENT', isAll: true, ids: [] }],
        [MEMBER_PATHS.chatMemberRemove, { chatClassId: chatB, ids: [1] }],
      ] as const) {
        expect((await post(t.app, a, url, body)).envelope).toEqual(expect.objectContaining({ status: 1002, msg: '聊天班级不存在或不属于当前单位' }));
      }
      expect(await count(t.db, sql`select count(*) as n from chat_class_members where chat_class_id = ${chatB}`)).toBe(before);
    });
  });

  it('deleting people, classes or targets removes their memberships (the statement-level cascades)', async () => {
    // a person nothing else refers to
    const victim = (
      await ids(t.db, sql`insert into people (tenant_id, identity, name, student_no) values (${TENANT_A}, 'STUDENT', '临时学生', 'TMP0001') returning id`)
    )[0];
    await addUser({ userIds: String(victim) });
    const role = await firstId(t.db, 'perm_roles', TENANT_A, sql`code = 'student'`);
    await sql`insert into perm_role_members (tenant_id, role_id, group_id, member_kind, person_id) values (${TENANT_A}, ${role}, 1002, 'STUDENT', ${victim}) on conflict do nothing`.execute(
      t.db,
    );
    const memberships = () =>
      count(
        t.db,
        sql`select (select count(*) from matrix_members where person_id = ${victim}) + (select count(*) from perm_role_members where person_id = ${victim}) as n`,
      );
    expect(await memberships()).toBe(2);
    await sql`delete from people where id = ${victim}`.execute(t.db);
    expect(await memberships()).toBe(0);

    const chat = await firstId(t.db, 'chat_classes', TENANT_A, sql`name = '新生入学交流群'`);
    const seededClass = (await ids(t.db, sql`select class_id as id from chat_class_members where chat_class_id = ${chat} and class_id is not null`))[0];
    expect(seededClass).toEqual(expect.any(Number));
    await sql`update people set class_id = null where class_id = ${seededClass}`.execute(t.db);
    await sql`update org_units set monitor_id = null where id = ${seededClass}`.execute(t.db);
    await sql`delete from class_head_teachers where class_id = ${seededClass}`.execute(t.db);
    await sql`delete from org_units where id = ${seededClass}`.execute(t.db);
    expect(await count(t.db, sql`select count(*) as n from chat_class_members where class_id = ${seededClass}`)).toBe(0);

    const before = await deptMembers();
    expect(before).toBeGreaterThan(0);
    await sql`delete from matrix_depts where id = ${dept}`.execute(t.db);
    expect(await deptMembers()).toBe(0);
  });
});
