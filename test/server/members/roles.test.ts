// The member picker on roles and labels (document 000 §2, §4, §5, §6, §7) through the API:
// candidate lists exclude members; select all across pages with exclusions adds the fixed total
// minus the exclusions; picks; 请选择数据; 最多选择二十个班级; another tenant's role, label or
// people refused; and nothing is added by a refused or failed add.
import { sql } from 'kysely';
import { MEMBER_PATHS } from '../../../src/shared/members/api';
import { ROLE_IDS } from '../../../src/shared/members/constants';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { count, firstId, get, ids, post } from './calls';

interface Page<T = { id: number }> {
  data: T[];
  total: number;
}

describe('member picker: roles and labels', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let role: number;
  let roleB: number;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
    role = await firstId(t.db, 'perm_roles', TENANT_A, sql`code = 'student-a'`);
    roleB = await firstId(t.db, 'perm_roles', TENANT_B, sql`code = 'student-a'`);
  });
  afterAll(() => t.close());

  const roleMembers = (r: number) => count(t.db, sql`select count(*) as n from perm_role_members where role_id = ${r}`);
  const studentsOf = (tenant: string) => ids(t.db, sql`select id from people where tenant_id = ${tenant} and identity = 'STUDENT' order by id`);
  const candidates = (body: Record<string, unknown>, path: string = MEMBER_PATHS.permNotinStudentList, s = a) =>
    post<Page>(t.app, s, path, { isPerm: 'ROLE', permId: role, roleId: ROLE_IDS.STUDENT_GROUP_A, ...body });
  const add = (body: Record<string, unknown>, s = a, lang?: string) =>
    post<{ added: number; skipped: number }>(
      t.app,
      s,
      MEMBER_PATHS.permAdd,
      { isPerm: 'ROLE', permId: role, roleId: ROLE_IDS.STUDENT_GROUP_A, isAll: false, perm: [], ...body },
      lang,
    );
  const clear = (r = role) => sql`delete from perm_role_members where role_id = ${r}`.execute(t.db);

  it('lists the roles and labels of the tenant with member counts', async () => {
    const roles = await get<{ id: number; code: string; memberCount: number }[]>(t.app, a, MEMBER_PATHS.roleList);
    expect(roles.envelope.status).toBe(1000);
    expect(roles.result.map((r) => r.code)).toEqual(['student', 'student-a', 'student-b', 'teacher', 'other', 'class-admin']);
    expect(roles.result.find((r) => r.code === 'student')!.memberCount).toBe(12);
    expect(roles.result.some((r) => r.id === roleB)).toBe(false);
    const labels = await get<{ name: string; parentId: number | null; parentName: string | null }[]>(t.app, a, MEMBER_PATHS.labelList);
    expect(labels.result.find((l) => l.name === '党员')).toEqual(expect.objectContaining({ parentName: '身份标签' }));
  });

  it('GET blade-workbench baseService/getRoleList (document 002 §7) answers the same list as blade-platform (document 000 §7)', async () => {
    expect(MEMBER_PATHS.workbenchRoleList).toBe('/api/blade-workbench/baseService/getRoleList');
    const platform = await get<{ id: number }[]>(t.app, a, MEMBER_PATHS.roleList);
    const workbench = await get<{ id: number }[]>(t.app, a, MEMBER_PATHS.workbenchRoleList);
    expect(workbench.envelope.status).toBe(1000);
    expect(workbench.result).toEqual(platform.result);
    expect(workbench.result.some((r) => r.id === roleB)).toBe(false);
    // GET only, as documented; unsigned refused
    expect((await post(t.app, a, MEMBER_PATHS.workbenchRoleList, {})).http).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: MEMBER_PATHS.workbenchRoleList })).statusCode).toBe(401);
  });

  it('pages the candidates (default 10, sizes 10/20/30/40) and leaves out members', async () => {
    await clear();
    const all = await studentsOf(TENANT_A);
    const first = await candidates({});
    expect(first.envelope.status).toBe(1000);
    expect(first.result.total).toBe(all.length);
    expect(first.result.data).toHaveLength(10);
    expect(first.result.data[0]).toEqual(expect.objectContaining({ kind: 'STUDENT', studentId: first.result.data[0].id }));
    expect((await candidates({ pageSize: 20, pageIndex: 2 })).result.data).toHaveLength(Math.min(20, all.length - 20));
    // a member is no candidate
    await add({ perm: [{ id: all[0] }, { id: all[1] }] });
    const after = await candidates({ pageSize: 40 });
    expect(after.result.total).toBe(all.length - 2);
    expect(after.result.data.map((r) => r.id)).not.toContain(all[0]);
    // another page size is refused
    for (const pageSize of [15, 50, 0]) expect((await candidates({ pageSize })).envelope.status).toBe(9009);
  });

  it('refuses search text over 30 characters and a field the kind does not read', async () => {
    expect((await candidates({ name: 'x'.repeat(31) })).envelope.status).toBe(9009);
    expect((await candidates({ name: 'x'.repeat(30) })).envelope.status).toBe(1000);
    const r = await candidates({ classType: 'OLD' });
    expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '此列表不能按“classType”搜索' }));
    // the roleId must fit the list's kind
    expect((await candidates({ roleId: ROLE_IDS.TEACHER })).envelope.status).toBe(1002);
  });

  it('select all of a faculty across pages, untick three, add: the role gains the total minus three', async () => {
    await clear();
    // a faculty with more students than one page: 25 more in one of its majors
    const { rows } = await sql<{ faculty: number; major: number }>`select f.id as faculty, m.id as major from org_units m join org_units f on f.id = m.parent_id
      where m.tenant_id = ${TENANT_A} and m.type = 3 and f.type = 2 order by m.id limit 1`.execute(t.db);
    const { faculty, major } = rows[0];
    await sql`insert into people (tenant_id, identity, name, student_no, org_unit_id)
      select ${TENANT_A}, 'STUDENT', '测试学生' || g, 'T' || lpad(g::text, 6, '0'), ${major}::int from generate_series(1, 25) g`.execute(t.db);
    const n = await count(
      t.db,
      sql`select count(*) as n from people p join org_units u on u.id = p.org_unit_id
      where p.tenant_id = ${TENANT_A} and p.identity = 'STUDENT' and (u.id = ${faculty} or u.parent_id = ${faculty})`,
    );
    expect(n).toBeGreaterThan(25);
    const page1 = await candidates({ orgUnitId: faculty });
    expect(page1.result.total).toBe(n);
    const page2 = await candidates({ orgUnitId: faculty, pageIndex: 2 });
    const unticked = [page1.result.data[0].id, page1.result.data[3].id, page2.result.data[0].id];
    const r = await add({ isAll: true, perm: unticked.map((id) => ({ id })), query: { orgUnitId: faculty } });
    expect(r.envelope).toEqual(expect.objectContaining({ status: 1000, msg: `已添加 ${n - 3} 项` }));
    expect(r.result).toEqual({ added: n - 3, skipped: 0 });
    expect(await roleMembers(role)).toBe(n - 3);
    const members = await post<Page<{ memberId: number; roleId: number; kind: string }>>(t.app, a, MEMBER_PATHS.permMemberList, {
      isPerm: 'ROLE',
      permId: role,
      pageSize: 40,
    });
    expect(members.result.total).toBe(n - 3);
    expect(members.result.data.map((m) => m.memberId)).not.toContain(unticked[0]);
    expect(members.result.data[0]).toEqual(expect.objectContaining({ kind: 'STUDENT', roleId: ROLE_IDS.STUDENT_GROUP_A }));
    // every student of the faculty not unticked is a member now; the three are the only candidates left there
    const left = await candidates({ orgUnitId: faculty, pageSize: 40 });
    expect(left.result.data.map((x) => x.id).sort()).toEqual([...unticked].sort());
    const roles = await get<{ id: number; memberCount: number }[]>(t.app, a, MEMBER_PATHS.roleList);
    expect(roles.result.find((x) => x.id === role)!.memberCount).toBe(n - 3);
  });

  it('picks: adds them, skips people already members, and takes further roles of the tenant', async () => {
    await clear();
    const all = await studentsOf(TENANT_A);
    expect((await add({ perm: [{ id: all[0] }] })).result).toEqual({ added: 1, skipped: 0 });
    const r = await add({ perm: [{ id: all[0] }, { id: all[1] }, { id: all[1] }] });
    expect(r.result).toEqual({ added: 1, skipped: 1 });
    expect(r.envelope.msg).toBe('已添加 1 项，1 项已是成员');
    const other = await firstId(t.db, 'perm_roles', TENANT_A, sql`code = 'student-b'`);
    const before = await roleMembers(other);
    expect((await add({ perm: [{ id: all[2], permIds: [other] }] })).result).toEqual({ added: 2, skipped: 0 });
    expect(await roleMembers(other)).toBe(before + 1);
    // a further role of another tenant is refused, and nothing is added
    const r2 = await add({ perm: [{ id: all[3], permIds: [roleB] }] });
    expect(r2.envelope.status).toBe(1002);
    expect(
      await count(t.db, sql`select count(*) as n from perm_role_members where person_id = ${all[3]} and role_id = any(${[role, other, roleB]}::int[])`),
    ).toBe(0);
    // further roles with isAll are refused
    expect((await add({ isAll: true, perm: [{ id: all[3], permIds: [other] }] })).envelope.msg).toBe('全选时 perm 只列出取消勾选的数据，不能带 permIds');
  });

  it('refuses an empty selection with 请选择数据 (picks, and select all that selects nobody)', async () => {
    await clear();
    const r = await add({ perm: [] });
    expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '请选择数据' }));
    expect((await add({ perm: [] }, a, 'en')).envelope.msg).toBe('Please select data');
    const nobody = await add({ isAll: true, perm: [], query: { name: '不存在的名字' } });
    expect(nobody.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '请选择数据' }));
    // everyone unticked is nobody selected too
    const all = await studentsOf(TENANT_A);
    const allOut = await add({ isAll: true, perm: all.map((id) => ({ id })) });
    expect(allOut.envelope.msg).toBe('请选择数据');
    expect(await roleMembers(role)).toBe(0);
  });

  it('classes: OLD and new-student classes listed; more than 20 refused with 最多选择二十个班级 and nothing added', async () => {
    const classRole = await firstId(t.db, 'perm_roles', TENANT_A, sql`code = 'class-admin'`);
    await clear(classRole);
    const body = { isPerm: 'ROLE', permId: classRole, roleId: ROLE_IDS.CLASS };
    const list = await post<Page<{ id: number; classCode: string; classType: string }>>(t.app, a, MEMBER_PATHS.permNotinClassList, { ...body, pageSize: 40 });
    const classes = await ids(t.db, sql`select id from org_units where tenant_id = ${TENANT_A} and type = 4 order by id`);
    expect(classes.length).toBeGreaterThan(21);
    expect(list.result.total).toBe(classes.length);
    expect(new Set(list.result.data.map((c) => c.classType))).toEqual(new Set(['OLD', 'NEW']));
    expect(list.result.data[0].classCode).toEqual(expect.any(String));
    const newOnly = await post<Page<{ classType: string }>>(t.app, a, MEMBER_PATHS.permNotinClassList, { ...body, classType: 'NEW', pageSize: 40 });
    expect(newOnly.result.data.every((c) => c.classType === 'NEW')).toBe(true);

    const over = await add({ ...body, perm: classes.slice(0, 21).map((id) => ({ id })) });
    expect(over.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '最多选择二十个班级' }));
    expect((await add({ ...body, perm: classes.slice(0, 21).map((id) => ({ id })) }, a, 'en')).envelope.msg).toBe('At most twenty classes');
    const overAll = await add({ ...body, isAll: true, perm: [] });
    expect(overAll.envelope.msg).toBe('最多选择二十个班级');
    expect(await roleMembers(classRole)).toBe(0);
    // exactly 20 by select all with exclusions is allowed
    const exclude = classes.slice(20);
    const twenty = await add({ ...body, isAll: true, perm: exclude.map((id) => ({ id })) });
    expect(twenty.result).toEqual({ added: 20, skipped: 0 });
    expect(await roleMembers(classRole)).toBe(20);
    const again = await post<Page>(t.app, a, MEMBER_PATHS.permNotinClassList, { ...body, pageSize: 40 });
    expect(again.result.total).toBe(classes.length - 20);
  });

  it('teachers and other users join by their add type', async () => {
    const teacherRole = await firstId(t.db, 'perm_roles', TENANT_A, sql`code = 'teacher'`);
    const body = { isPerm: 'ROLE', permId: teacherRole };
    const teachers = await post<Page<{ id: number; teacherId: number }>>(t.app, a, MEMBER_PATHS.permNotinTeacherList, { ...body, roleId: ROLE_IDS.TEACHER });
    const all = await ids(t.db, sql`select id from people where tenant_id = ${TENANT_A} and identity = 'TEACHER'`);
    const already = await roleMembers(teacherRole);
    expect(teachers.result.total).toBe(all.length - already);
    expect(teachers.result.data[0].teacherId).toBe(teachers.result.data[0].id);
    // a student id under the teacher add type is not a teacher of this tenant
    const student = (await studentsOf(TENANT_A))[0];
    expect((await add({ ...body, roleId: ROLE_IDS.TEACHER, perm: [{ id: student }] })).envelope.status).toBe(1002);
    const r = await add({ ...body, roleId: ROLE_IDS.TEACHER, isAll: true, perm: [] });
    expect(r.result.added).toBe(all.length - already);
    const others = await post<Page<{ otherUserId: number }>>(t.app, a, MEMBER_PATHS.permNotinOtherUserList, { ...body, roleId: ROLE_IDS.OTHER });
    expect(others.result.data[0].otherUserId).toEqual(expect.any(Number));
  });

  it("labels: the same calls with isPerm LABLE; parentId must be the label's group", async () => {
    const label = await firstId(t.db, 'perm_labels', TENANT_A, sql`name = '党员'`);
    const group = await firstId(t.db, 'perm_labels', TENANT_A, sql`name = '身份标签'`);
    const student = (await studentsOf(TENANT_A))[5];
    const body = { isPerm: 'LABLE', permId: label, roleId: ROLE_IDS.STUDENT };
    expect((await add({ ...body, parentId: group + 1000, perm: [{ id: student }] })).envelope.status).toBe(1002);
    expect((await add({ ...body, parentId: group, perm: [{ id: student }] })).result).toEqual({ added: 1, skipped: 0 });
    const members = await post<Page<{ memberId: number }>>(t.app, a, MEMBER_PATHS.permMemberList, { isPerm: 'LABLE', permId: label });
    expect(members.result.data.map((m) => m.memberId)).toEqual([student]);
    const list = await post<Page<{ id: number }>>(t.app, a, MEMBER_PATHS.permNotinStudentList, { ...body, pageSize: 40 });
    expect(list.result.data.map((x) => x.id)).not.toContain(student);
    // another tenant's label is not found
    const labelB = await firstId(t.db, 'perm_labels', TENANT_B, sql`name = '党员'`);
    expect((await add({ ...body, permId: labelB, perm: [{ id: student }] })).envelope).toEqual(
      expect.objectContaining({ status: 1002, msg: '标签不存在或不属于当前单位' }),
    );
  });

  it("removes members by membership id, only the target's", async () => {
    await clear();
    const all = await studentsOf(TENANT_A);
    await add({ perm: all.slice(0, 3).map((id) => ({ id })) });
    const members = await post<Page<{ id: number }>>(t.app, a, MEMBER_PATHS.permMemberList, { isPerm: 'ROLE', permId: role });
    const otherRoleMember = await firstId(t.db, 'perm_role_members', TENANT_A, sql`role_id <> ${role}`);
    const r = await post<{ removed: number }>(t.app, a, MEMBER_PATHS.permMemberRemove, {
      isPerm: 'ROLE',
      permId: role,
      ids: [members.result.data[0].id, otherRoleMember],
    });
    expect(r.result).toEqual({ removed: 1 });
    expect(await roleMembers(role)).toBe(2);
  });

  describe('tenants', () => {
    it("refuses another tenant's role in every call", async () => {
      const foreign = { isPerm: 'ROLE', permId: roleB, roleId: ROLE_IDS.STUDENT_GROUP_A };
      const student = (await studentsOf(TENANT_A))[0];
      for (const [url, body] of [
        [MEMBER_PATHS.permNotinStudentList, foreign],
        [MEMBER_PATHS.permMemberList, foreign],
        [MEMBER_PATHS.permMemberRemove, { ...foreign, ids: [1] }],
        [MEMBER_PATHS.permAdd, { ...foreign, isAll: false, perm: [{ id: student }] }],
        [MEMBER_PATHS.permAdd, { ...foreign, isAll: true, perm: [] }],
      ] as const) {
        const r = await post(t.app, a, url, body);
        expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '角色不存在或不属于当前单位' }));
      }
      expect(await roleMembers(roleB)).toBe(0);
    });

    it("refuses another tenant's people, and adds none of the others picked with them", async () => {
      await clear();
      const mine = (await studentsOf(TENANT_A)).slice(0, 3);
      const theirs = (await studentsOf(TENANT_B))[0];
      const r = await add({ perm: [...mine, theirs].map((id) => ({ id })) });
      expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '所选数据中有不存在或不属于当前单位的人员或班级，未添加任何数据' }));
      expect(await roleMembers(role)).toBe(0);
      // as an exclusion too
      expect((await add({ isAll: true, perm: [{ id: theirs }] })).envelope.status).toBe(1002);
      expect(await roleMembers(role)).toBe(0);
      // and a unit of another tenant as a filter matches nothing
      const unitB = await firstId(t.db, 'org_units', TENANT_B);
      expect((await candidates({ orgUnitId: unitB })).result).toEqual({ data: [], total: 0 });
      expect((await add({ isAll: true, perm: [], query: { orgUnitId: unitB } })).envelope.msg).toBe('请选择数据');
    });

    it('refuses a body naming another tenant (权限不足) and never takes the tenant from it', async () => {
      const r = await post(t.app, a, MEMBER_PATHS.permAdd, { tenantId: TENANT_B, isPerm: 'ROLE', permId: roleB, roleId: 1001, isAll: true, perm: [] });
      expect(r.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '权限不足' }));
      expect(await roleMembers(roleB)).toBe(0);
      // tenant B's own call works on its own role
      const own = await post<{ added: number }>(t.app, b, MEMBER_PATHS.permAdd, { isPerm: 'ROLE', permId: roleB, roleId: 1001, isAll: true, perm: [] });
      expect(own.result.added).toBe((await studentsOf(TENANT_B)).length);
      await clear(roleB);
    });
  });

  it('a failure adds none: the one statement rolls back as a whole', async () => {
    await clear();
    const all = await studentsOf(TENANT_A);
    const victim = all[Math.floor(all.length / 2)];
    await sql
      .raw(
        `create function fail_on_member() returns trigger language plpgsql as $$
      begin if new.person_id = ${victim} then raise exception 'disk full'; end if; return new; end $$`,
      )
      .execute(t.db);
    await sql`create trigger fail_on_member before insert on perm_role_members for each row execute function fail_on_member()`.execute(t.db);
    try {
      const r = await add({ isAll: true, perm: [] });
      expect(r.envelope.status).toBe(9999);
      expect(await roleMembers(role)).toBe(0);
      const picks = await add({ perm: all.map((id) => ({ id })) });
      expect(picks.envelope.status).toBe(9999);
      expect(await roleMembers(role)).toBe(0);
    } finally {
      await sql`drop trigger fail_on_member on perm_role_members`.execute(t.db);
      await sql`drop function fail_on_member()`.execute(t.db);
    }
    expect((await add({ isAll: true, perm: [] })).result.added).toBe(all.length);
  });
});
