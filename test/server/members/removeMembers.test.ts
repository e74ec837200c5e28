// Members removed as they were added (issue 29): picks, or select all with exclusions resolved
// on the server in one call; the history names the group and who left it; another tenant's
// members are untouched; a malformed body is 400 / 9009 naming its field; nothing selected is
// 请选择数据. All four member screens' removal calls.
import { sql } from 'kysely';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { MEMBER_PATHS } from '../../../src/shared/members/api';
import { ROLE_IDS } from '../../../src/shared/members/constants';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { count, firstId, ids, post } from './calls';

interface Page<T = { id: number }> {
  data: T[];
  total: number;
}
type Member = { id: number; memberId: number; name: string; kind: string };

describe('member removal', () => {
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

  const students = (tenant: string) => ids(t.db, sql`select id from people where tenant_id = ${tenant} and identity = 'STUDENT' order by id`);
  const roleMembers = (r: number) => count(t.db, sql`select count(*) as n from perm_role_members where role_id = ${r}`);
  const addTo = (s: Session, permId: number, people: number[]) =>
    post<{ added: number }>(t.app, s, MEMBER_PATHS.permAdd, {
      isPerm: 'ROLE',
      permId,
      roleId: ROLE_IDS.STUDENT_GROUP_A,
      isAll: false,
      perm: people.map((id) => ({ id })),
    });
  const members = async (s: Session, permId: number) =>
    (await post<Page<Member>>(t.app, s, MEMBER_PATHS.permMemberList, { isPerm: 'ROLE', permId, pageSize: 40 })).result.data;
  const remove = (body: Record<string, unknown>, s = a, lang?: string) =>
    post<{ removed: number }>(t.app, s, MEMBER_PATHS.permMemberRemove, { isPerm: 'ROLE', permId: role, ...body }, lang);
  const trail = async (key: string) => (await post<Page<AuditEntry>>(t.app, a, AUDIT_LIST_PATH, { kind: 'collection', key, size: 5 })).result.data;

  it('removes 10 members by select all but two: exactly the two remain, in the history, and no other tenant loses any', async () => {
    await sql`delete from perm_role_members where role_id in (${role}, ${roleB})`.execute(t.db);
    const ten = (await students(TENANT_A)).slice(0, 10);
    expect((await addTo(a, role, ten)).result.added).toBe(10);
    expect((await addTo(b, roleB, (await students(TENANT_B)).slice(0, 3))).result.added).toBe(3);
    const listed = await members(a, role);
    expect(listed).toHaveLength(10);
    const kept = [listed[2], listed[7]];

    const r = await remove({ isAll: true, ids: kept.map((m) => m.id), query: { kind: '', name: '' } });
    expect(r.envelope).toEqual(expect.objectContaining({ status: 1000, msg: '已移除 8 项' }));
    expect(r.result).toEqual({ removed: 8 });
    expect((await members(a, role)).map((m) => m.id).sort()).toEqual(kept.map((m) => m.id).sort());
    expect(await roleMembers(roleB)).toBe(3);

    const [row] = await trail('roleMembers');
    const roleName = (await sql<{ name: string }>`select name from perm_roles where id = ${role}`.execute(t.db)).rows[0].name;
    expect(row).toEqual(expect.objectContaining({ action: 'remove', title: roleName, target: { kind: 'collection', key: 'roleMembers', id: String(role) } }));
    const gone = listed.filter((m) => !kept.includes(m));
    expect(row.changes).toEqual([
      { path: 'members', before: expect.arrayContaining(gone.map((m) => expect.stringContaining(m.name))), after: null },
      { path: 'count', before: 8, after: null },
      { path: 'kind', before: 'STUDENT', after: null },
    ]);
    expect((row.changes[0].before as string[]).some((n) => n.startsWith(kept[0].name))).toBe(false);
    // the adds are in the history too
    expect((await trail('roleMembers')).some((e) => e.action === 'create' && e.changes.some((c) => c.path === 'count' && c.after === 10))).toBe(true);
  });

  it('removes picks; select all applies the filters in force; nothing selected is 请选择数据', async () => {
    await sql`delete from perm_role_members where role_id = ${role}`.execute(t.db);
    const six = (await students(TENANT_A)).slice(0, 6);
    await addTo(a, role, six);
    const listed = await members(a, role);
    expect((await remove({ ids: [listed[0].id, listed[1].id] })).result).toEqual({ removed: 2 });
    // select all over a name filter: only the matching member goes
    const target = listed[3];
    expect((await remove({ isAll: true, ids: [], query: { name: target.name } })).result.removed).toBeGreaterThanOrEqual(1);
    expect((await members(a, role)).some((m) => m.id === target.id)).toBe(false);
    expect(await roleMembers(role)).toBeGreaterThan(0);
    for (const body of [{ ids: [] }, { isAll: true, ids: [], query: { name: '没有这个人' } }]) {
      expect((await remove(body)).envelope).toEqual(expect.objectContaining({ status: 1002, msg: '请选择数据' }));
    }
    // another tenant's role: refused, nothing removed there
    const before = await roleMembers(roleB);
    expect((await remove({ permId: roleB, isAll: true, ids: [] })).envelope.status).toBe(1002);
    expect(await roleMembers(roleB)).toBe(before);
  });

  it('refuses a malformed body with 400 / 9009 naming the field', async () => {
    for (const [body, field] of [
      [{ ids: 'x' }, 'ids'],
      [{ ids: [1], isAll: 'yes' }, 'isAll'],
      [{ ids: [0] }, 'ids'],
      [{ ids: [], isAll: true, query: { kind: 'ALIEN' } }, 'query.kind'],
    ] as const) {
      const r = await remove(body);
      expect(r.http).toBe(400);
      expect(r.envelope.status).toBe(9009);
      expect(r.envelope.msg).toContain(field);
    }
    const r = await remove({ ids: 'x' }, a, 'en');
    expect(r.envelope.msg).toMatch(/ids/);
  });

  it('removes from matrix departments (by level) and chat classes (by kind) with select all', async () => {
    const dept = await firstId(t.db, 'matrix_depts', TENANT_A, sql`name = '就业指导中心'`);
    const leader = await firstId(t.db, 'matrix_levels', TENANT_A, sql`dept_id = ${dept} and name = '组长'`);
    const member = await firstId(t.db, 'matrix_levels', TENANT_A, sql`dept_id = ${dept} and name = '成员'`);
    await sql`delete from matrix_members where dept_id = ${dept}`.execute(t.db);
    const people = (await students(TENANT_A)).slice(0, 5);
    const addUser = (levelId: number, userIds: number[]) =>
      post(t.app, a, MEMBER_PATHS.matrixAdd, { deptId: dept, levelId, userIds: userIds.join(','), isAll: false, userType: 'STUDENT' });
    await addUser(leader, people.slice(0, 2));
    await addUser(member, people.slice(2));
    const r = await post<{ removed: number }>(t.app, a, MEMBER_PATHS.matrixMemberRemove, { deptId: dept, isAll: true, ids: [], query: { levelId: member } });
    expect(r.result).toEqual({ removed: 3 });
    expect(await count(t.db, sql`select count(*) as n from matrix_members where dept_id = ${dept}`)).toBe(2);
    expect((await trail('matrixMembers'))[0]).toEqual(expect.objectContaining({ action: 'remove', title: '就业指导中心' }));

    const chat = await firstId(t.db, 'chat_classes', TENANT_A, sql`name = '辅导员工作群'`);
    await sql`delete from chat_class_members where chat_class_id = ${chat}`.execute(t.db);
    const teachers = await ids(t.db, sql`select id from people where tenant_id = ${TENANT_A} and identity = 'TEACHER' order by id limit 2`);
    await post(t.app, a, MEMBER_PATHS.chatAdd, { chatClassId: chat, kind: 'STUDENT', isAll: false, ids: people.slice(0, 3) });
    await post(t.app, a, MEMBER_PATHS.chatAdd, { chatClassId: chat, kind: 'TEACHER', isAll: false, ids: teachers });
    const list = await post<Page<Member>>(t.app, a, MEMBER_PATHS.chatMemberList, { chatClassId: chat, kind: 'STUDENT' });
    const c = await post<{ removed: number }>(t.app, a, MEMBER_PATHS.chatMemberRemove, {
      chatClassId: chat,
      isAll: true,
      ids: [list.result.data[0].id],
      query: { kind: 'STUDENT' },
    });
    expect(c.result).toEqual({ removed: 2 });
    const left = await post<Page<Member>>(t.app, a, MEMBER_PATHS.chatMemberList, { chatClassId: chat });
    expect(left.result.data.map((m) => m.kind).sort()).toEqual(['STUDENT', 'TEACHER', 'TEACHER']);
    expect((await trail('chatClassMembers'))[0]).toEqual(expect.objectContaining({ action: 'remove', title: '辅导员工作群' }));
  });
});
