// The effective list as a server function (src/server/presetServices/effective.ts), on the
// database directly: no personal preset (the roles' presets in role order), prepend, replace,
// taken-off services and services the person's identity may not see left out.
import { sql } from 'kysely';
import { effectiveServices } from '../../../src/server/presetServices/effective';
import { buildTestApp, TENANT_A, TestApp } from '../helpers';
import { firstId, ids } from '../members/calls';

describe('effective preset services', () => {
  let t: TestApp;
  let person: number;
  let roles: number[];
  let svc: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    person = await firstId(
      t.db,
      'people',
      TENANT_A,
      sql`identity = 'STUDENT' and id in (select person_id from perm_role_members)
      and id not in (select person_id from preset_person_modes)`,
    );
    roles = await ids(t.db, sql`select role_id as id from perm_role_members where person_id = ${person} order by role_id`);
    svc = await ids(t.db, sql`select id from services where tenant_id = ${TENANT_A} order by id`);
    await sql`delete from preset_role_services where tenant_id = ${TENANT_A}`.execute(t.db);
    await sql`update services set shelf_status = 1, identities = '{}' where tenant_id = ${TENANT_A}`.execute(t.db);
  });
  afterAll(() => t.close());

  const setRole = async (roleId: number, list: number[]) => {
    await sql`delete from preset_role_services where role_id = ${roleId}`.execute(t.db);
    for (const [i, id] of list.entries()) await sql`insert into preset_role_services values (${TENANT_A}, ${roleId}, ${id}, ${i})`.execute(t.db);
  };
  const setPerson = async (mode: string, list: number[]) => {
    await sql`delete from preset_person_modes where person_id = ${person}`.execute(t.db);
    await sql`insert into preset_person_modes (tenant_id, person_id, mode) values (${TENANT_A}, ${person}, ${mode})`.execute(t.db);
    for (const [i, id] of list.entries()) await sql`insert into preset_person_services values (${TENANT_A}, ${person}, ${id}, ${i})`.execute(t.db);
  };
  const effective = async () => (await effectiveServices(t.db, TENANT_A, person)).map((s) => s.id);

  it("reads the roles' presets in role order without repeats when there is no personal preset", async () => {
    await setRole(roles[0], [svc[2], svc[0]]);
    const other = await firstId(t.db, 'perm_roles', TENANT_A, sql`id <> ${roles[0]}`);
    await setRole(other, [svc[9]]); // not the person's role
    if (roles[1]) await setRole(roles[1], [svc[0], svc[5]]);
    expect(await effective()).toEqual(roles[1] ? [svc[2], svc[0], svc[5]] : [svc[2], svc[0]]);
  });

  it('puts the personal list first in prepend mode and alone in replace mode', async () => {
    await setPerson('prepend', [svc[7], svc[0]]);
    expect((await effective()).slice(0, 3)).toEqual([svc[7], svc[0], svc[2]]);
    await setPerson('replace', [svc[7], svc[0]]);
    expect(await effective()).toEqual([svc[7], svc[0]]);
  });

  it('leaves out taken-off services and those the identity may not see; [] for a stranger', async () => {
    await setPerson('prepend', [svc[7], svc[8], svc[0]]);
    await sql`update services set shelf_status = 0 where id = ${svc[8]}`.execute(t.db);
    await sql`update services set identities = '{TEACHER}' where id = ${svc[2]}`.execute(t.db);
    const list = await effective();
    expect(list).not.toContain(svc[8]);
    expect(list).not.toContain(svc[2]);
    expect(list.slice(0, 2)).toEqual([svc[7], svc[0]]);
    expect(await effectiveServices(t.db, TENANT_A, 999999)).toEqual([]);
  });
});
