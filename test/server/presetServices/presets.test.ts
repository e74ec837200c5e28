// The preset services through the API: a role's list saved and read back in order (the whole
// list replaced), another tenant's service, a repeated one and more than 30 refused naming the
// fault, the personal presets' list, save and removal, and the member picker's lists and add.
import { sql } from 'kysely';
import { PRESET_MAX, PRESET_PATHS, PersonDetail, PresetPersonRow, PresetRoleRow, PresetService, RoleDetail } from '../../../src/shared/services/presets';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { firstId, get, ids, post } from '../members/calls';

describe('preset services', () => {
  let t: TestApp;
  let a: Session;
  let role: number;
  let servicesA: number[];
  let servicesB: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    role = await firstId(t.db, 'perm_roles', TENANT_A, sql`code = 'student-a'`);
    servicesA = await ids(t.db, sql`select id from services where tenant_id = ${TENANT_A} order by id`);
    servicesB = await ids(t.db, sql`select id from services where tenant_id = ${TENANT_B} order by id`);
  });
  afterAll(() => t.close());

  const detail = (roleId = role) => post<RoleDetail>(t.app, a, PRESET_PATHS.roleDetail, { roleId });
  const save = (serviceIds: number[], lang?: string) => post<{ count: number }>(t.app, a, PRESET_PATHS.roleSave, { roleId: role, serviceIds }, lang);

  it('lists the roles with member and preset counts, and the shelved services to pick from', async () => {
    const roles = await get<PresetRoleRow[]>(t.app, a, PRESET_PATHS.roleList);
    expect(roles.envelope.status).toBe(1000);
    const student = roles.result.find((r) => r.code === 'student')!;
    expect(student.memberCount).toBe(12);
    expect(student.serviceCount).toBeGreaterThan(0); // the demo seed
    const options = await get<PresetService[]>(t.app, a, PRESET_PATHS.serviceOptions);
    expect(options.result.length).toBeGreaterThan(0);
    expect(options.result.every((s) => s.shelfStatus === 1)).toBe(true);
  });

  it('saves a role list and reads it back in order; a second save replaces it whole', async () => {
    const first = [servicesA[4], servicesA[1], servicesA[7]];
    expect((await save(first)).envelope.status).toBe(1000);
    expect((await detail()).result.services.map((s) => s.id)).toEqual(first);
    const second = [servicesA[7], servicesA[2]];
    expect((await save(second)).result.count).toBe(2);
    expect((await detail()).result.services.map((s) => s.id)).toEqual(second);
    expect((await save([])).envelope.status).toBe(1000);
    expect((await detail()).result.services).toEqual([]);
  });

  it("refuses another tenant's service, a repeat and more than 30, naming the fault and saving nothing", async () => {
    await save([servicesA[0]]);
    const stranger = await save([servicesA[1], servicesB[0]], 'en');
    expect(stranger.envelope.status).toBe(1002);
    expect(stranger.envelope.msg).toContain(String(servicesB[0]));
    const repeat = await save([servicesA[1], servicesA[2], servicesA[1]], 'en');
    expect(repeat.envelope.status).toBe(1002);
    expect(repeat.envelope.msg).toBe(`The service (id ${servicesA[1]}) is listed twice`);
    const many = Array.from({ length: PRESET_MAX + 1 }, (_, i) => servicesA[i % servicesA.length] + (i >= servicesA.length ? 100000 : 0));
    const over = await save(many, 'en');
    expect(over.envelope.status).toBe(1002);
    expect(over.envelope.msg).toContain(`At most ${PRESET_MAX}`);
    expect((await detail()).result.services.map((s) => s.id)).toEqual([servicesA[0]]);
    const roleB = await firstId(t.db, 'perm_roles', TENANT_B, sql`code = 'student'`);
    expect((await detail(roleB)).envelope.status).toBe(1002);
  });

  it('gives picked people a personal preset, saves it and shows the effective list in each mode', async () => {
    const student = await firstId(
      t.db,
      'people',
      TENANT_A,
      sql`identity = 'STUDENT' and id in (select person_id from perm_role_members where person_id is not null)
      and id not in (select person_id from preset_person_modes)`,
    );
    const [ownRole] = await ids(t.db, sql`select role_id as id from perm_role_members where person_id = ${student} order by role_id`);
    // the candidate list leaves out people who already have one
    const before = await post<{ data: { id: number }[]; total: number }>(t.app, a, PRESET_PATHS.notinStudentList, { pageSize: 40 });
    expect(before.envelope.status).toBe(1000);
    const added = await post<{ added: number }>(t.app, a, PRESET_PATHS.personAdd, { kind: 'STUDENT', isAll: false, ids: [student] });
    expect(added.result.added).toBe(1);
    const after = await post<{ total: number }>(t.app, a, PRESET_PATHS.notinStudentList, { pageSize: 40 });
    expect(after.result.total).toBe(before.result.total - 1);

    const shelved = await ids(
      t.db,
      sql`select id from services where tenant_id = ${TENANT_A} and shelf_status = 1
      and (cardinality(identities) = 0 or 'STUDENT' = any(identities)) order by id`,
    );
    const roleList = [shelved[0], shelved[1], shelved[2]];
    await post(t.app, a, PRESET_PATHS.roleSave, { roleId: ownRole, serviceIds: roleList });
    const personal = [shelved[3], shelved[1]];
    const saved = await post(t.app, a, PRESET_PATHS.personSave, { personId: student, mode: 'prepend', serviceIds: personal });
    expect(saved.envelope.status).toBe(1000);

    const read = async () => (await post<PersonDetail>(t.app, a, PRESET_PATHS.personDetail, { personId: student })).result;
    let d = await read();
    expect(d.services.map((s) => s.id)).toEqual(personal);
    expect(d.roles.map((r) => r.id)).toContain(ownRole);
    // prepend: the personal list, then the roles' presets without repeats
    const roleIds = d.roles.map((r) => r.id);
    const rolePresets = await ids(
      t.db,
      sql`select service_id as id from preset_role_services where role_id = any(${roleIds}::int[]) order by role_id, position`,
    );
    const visible = new Set(
      await ids(
        t.db,
        sql`select id from services where tenant_id = ${TENANT_A} and shelf_status = 1
      and (cardinality(identities) = 0 or 'STUDENT' = any(identities))`,
      ),
    );
    const expected = [...new Set([...personal, ...rolePresets])].filter((id) => visible.has(id)).slice(0, PRESET_MAX);
    expect(d.effective.map((s) => s.id)).toEqual(expected);
    expect(d.effective[0].source).toBe('person');
    expect(d.effective.find((s) => s.id === shelved[0])?.source).toBe('role');

    await post(t.app, a, PRESET_PATHS.personSave, { personId: student, mode: 'replace', serviceIds: personal });
    d = await read();
    expect(d.person.mode).toBe('replace');
    expect(d.effective.map((s) => s.id)).toEqual(personal);

    const list = await post<{ data: PresetPersonRow[] }>(t.app, a, PRESET_PATHS.personList, { pageSize: 40 });
    expect(list.result.data.find((p) => p.personId === student)).toEqual(expect.objectContaining({ mode: 'replace', serviceCount: 2 }));

    const foreign = await post(t.app, a, PRESET_PATHS.personSave, { personId: student, mode: 'prepend', serviceIds: [servicesB[0]] });
    expect(foreign.envelope.status).toBe(1002);
    const removed = await post<{ removed: number }>(t.app, a, PRESET_PATHS.personRemove, { personIds: [student] });
    expect(removed.result.removed).toBe(1);
    expect((await post(t.app, a, PRESET_PATHS.personDetail, { personId: student })).envelope.status).toBe(1002);
  });

  it("refuses another tenant's people in the add", async () => {
    const foreigner = await firstId(t.db, 'people', TENANT_B, sql`identity = 'STUDENT'`);
    const res = await post(t.app, a, PRESET_PATHS.personAdd, { kind: 'STUDENT', isAll: false, ids: [foreigner] });
    expect(res.envelope.status).toBe(1002);
  });
});
