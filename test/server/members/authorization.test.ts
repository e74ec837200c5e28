// Quick authorization (document 001 §3, §4, §6, §7) through the API: the data directory, the
// member list with ticks, and the save with the tick rules enforced (edit table only for FILE;
// edit data implies view; edit table implies view and edit data); persistence; tenants.
import { sql } from 'kysely';
import { AUTH_PATHS } from '../../../src/shared/members/quickAuthApi';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { count, firstId, ids, post } from './calls';

interface Page<T> {
  data: T[];
  total: number;
}
interface Dir {
  id: number;
  type: 'DIR' | 'FILE';
  name: string;
  childCount: number;
  authorizedCount: number;
}
interface User {
  id: number;
  account: string;
  realName: string;
  lookPerm: boolean;
  updateDataPerm: boolean;
  updateTablePerm: boolean;
}

describe('quick authorization', () => {
  let t: TestApp;
  let a: Session;
  let table: number;
  let folder: number;
  let teachers: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    table = await firstId(t.db, 'data_directory', TENANT_A, sql`name = '课程成绩表'`);
    folder = await firstId(t.db, 'data_directory', TENANT_A, sql`name = '教职工数据'`);
    teachers = await ids(t.db, sql`select id from people where tenant_id = ${TENANT_A} and identity = 'TEACHER' order by account`);
  });
  afterAll(() => t.close());

  // an array body: the console adds no tenantId to it (only to plain objects), nor does this
  const save = (items: unknown) => call<{ saved: number }>(t.app, a, { url: AUTH_PATHS.authSave, body: items, noTenant: true });
  const users = (body: Record<string, unknown>) => post<Page<User>>(t.app, a, AUTH_PATHS.authUserList, { businessDataId: table, ...body });
  const tick = (userId: number, look: boolean, data: boolean, tbl: boolean, entry = table) => ({
    businessDataId: entry,
    userId,
    lookPerm: look,
    updateDataPerm: data,
    updateTablePerm: tbl,
  });

  it("lists the directory: top level, a directory's entries, search by name", async () => {
    const top = await post<Page<Dir>>(t.app, a, AUTH_PATHS.directoryList, {});
    expect(top.result.data.map((d) => [d.type, d.name])).toEqual([
      ['DIR', '学生数据'],
      ['DIR', '教职工数据'],
      ['FILE', '校历'],
    ]);
    expect(top.result.data[1].childCount).toBe(2);
    const inside = await post<Page<Dir>>(t.app, a, AUTH_PATHS.directoryList, { parentId: folder });
    expect(inside.result.data.map((d) => d.name)).toEqual(['科研', '人事信息表']);
    const found = await post<Page<Dir>>(t.app, a, AUTH_PATHS.directoryList, { name: '表', type: 'FILE' });
    expect(found.result.total).toBe(5);
    const dirB = await firstId(t.db, 'data_directory', TENANT_B);
    expect((await post(t.app, a, AUTH_PATHS.directoryList, { parentId: dirB })).envelope.msg).toBe('目录或数据表不存在或不属于当前单位');
  });

  it('lists teachers and other users with their ticks, searched by account and name, ordered', async () => {
    const all = await users({ pageSize: 40 });
    const grantable = await count(t.db, sql`select count(*) as n from people where tenant_id = ${TENANT_A} and identity in ('TEACHER', 'OTHER')`);
    expect(all.result.total).toBe(grantable);
    expect(all.result.data.every((u) => !u.lookPerm)).toBe(true);
    const someone = all.result.data[3];
    expect((await users({ account: someone.account })).result.data.map((u) => u.id)).toEqual([someone.id]);
    expect((await users({ name: someone.realName })).result.data.map((u) => u.id)).toContain(someone.id);
    expect((await users({ account: 'x'.repeat(31) })).envelope.status).toBe(9009);
    const desc = await users({ dataSortStr: 'account DESC', pageSize: 40 });
    const accounts = desc.result.data.map((u) => u.account);
    expect(accounts).toEqual([...accounts].sort().reverse());
    expect((await users({ dataSortStr: 'password ASC' })).envelope.status).toBe(1002);
  });

  it('saves the ticks and reads them back; all unticked removes the grant', async () => {
    const r = await save([tick(teachers[0], true, false, false), tick(teachers[1], true, true, false), tick(teachers[2], true, true, true)]);
    expect(r.envelope).toEqual(expect.objectContaining({ status: 1000, msg: '已保存 3 项授权' }));
    const back = await users({ pageSize: 40 });
    const of = (id: number) => back.result.data.find((u) => u.id === id)!;
    expect(of(teachers[0])).toEqual(expect.objectContaining({ lookPerm: true, updateDataPerm: false, updateTablePerm: false }));
    expect(of(teachers[2])).toEqual(expect.objectContaining({ lookPerm: true, updateDataPerm: true, updateTablePerm: true }));
    await save([tick(teachers[2], false, false, false)]);
    expect(await count(t.db, sql`select count(*) as n from data_directory_perms where entry_id = ${table} and person_id = ${teachers[2]}`)).toBe(0);
    const dirs = await post<Page<Dir>>(t.app, a, AUTH_PATHS.directoryList, { name: '课程成绩表' });
    expect(dirs.result.data[0].authorizedCount).toBe(2);
  });

  it('enforces the tick rules on save, refusing the whole array', async () => {
    const before = await count(t.db, sql`select count(*) as n from data_directory_perms`);
    const bad = [
      [tick(teachers[5], false, true, false)], // edit data without view
      [tick(teachers[5], true, false, true)], // edit table without edit data
      [tick(teachers[5], false, false, true)],
      [tick(teachers[5], true, true, true, folder)], // edit table on a directory
    ];
    for (const items of bad) {
      const r = await save([tick(teachers[6], true, false, false), ...items]);
      expect(r.envelope).toEqual(
        expect.objectContaining({ status: 1002, msg: '第2行：权限组合无效（编辑数据需要查看；编辑表需要查看和编辑数据，且仅用于数据表）' }),
      );
    }
    expect(await count(t.db, sql`select count(*) as n from data_directory_perms`)).toBe(before);
    // view and edit data on a directory are fine
    expect((await save([tick(teachers[5], true, true, false, folder)])).envelope.status).toBe(1000);
  });

  it("refuses another tenant's entry or member, an empty array, and a student", async () => {
    const entryB = await firstId(t.db, 'data_directory', TENANT_B);
    const teacherB = await firstId(t.db, 'people', TENANT_B, sql`identity = 'TEACHER'`);
    const student = await firstId(t.db, 'people', TENANT_A, sql`identity = 'STUDENT'`);
    const grants = () => count(t.db, sql`select count(*) as n from data_directory_perms where person_id = any(${[teacherB, student, teachers[7]]}::int[])`);
    const before = await grants();
    expect((await save([tick(teachers[7], true, false, false, entryB)])).envelope.msg).toBe('目录或数据表不存在或不属于当前单位');
    expect((await save([tick(teacherB, true, false, false)])).envelope.status).toBe(1002);
    expect((await save([tick(student, true, false, false)])).envelope.status).toBe(1002);
    expect((await save([])).envelope.status).toBe(9009);
    expect((await save([{ ...tick(teachers[7], true, false, false), tenantId: TENANT_B }])).envelope.status).toBe(1002);
    expect((await post(t.app, a, AUTH_PATHS.authUserList, { businessDataId: entryB })).envelope.status).toBe(1002);
    expect(await grants()).toBe(before);
  });
});
