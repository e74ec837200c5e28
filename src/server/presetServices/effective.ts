// What a person's home screen shows (the apps' read can be built on this): their roles' presets
// (the roles they are in themselves or through their class, in role order, each role's list in
// its order, repeats dropped), and their personal list: with mode 'replace' instead of the roles'
// presets, with 'prepend' before them. Only shelved services the person's identity may see
// (a service's empty identity list means everyone), at most PRESET_MAX.
import { sql } from 'kysely';
import { EffectiveService, PRESET_MAX, PresetMode } from '../../shared/services/presets';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { serviceOf } from './lists';

/** The person's roles (as a member or through their class), in role order. */
export async function rolesOfPerson(db: Db | Tx, tenantId: string, personId: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`select r.id, r.name from perm_roles r where r.tenant_id = ${tenantId} and exists (
      select 1 from perm_role_members m where m.role_id = r.id and (m.person_id = ${personId}
        or m.class_id = (select class_id from people where id = ${personId} and tenant_id = ${tenantId})))
    order by r.id`.execute(db);
  return rows;
}

interface Row {
  id: number;
  name: string;
  icon: string | null;
  shelf_status: number;
  source: 'person' | 'role';
}

/** The person's effective list; [] for a person who is not this tenant's. */
export async function effectiveServices(db: Db | Tx, tenantId: string, personId: number): Promise<EffectiveService[]> {
  const person = await sql<{ identity: string; mode: PresetMode | null }>`select p.identity, m.mode from people p
    left join preset_person_modes m on m.person_id = p.id where p.id = ${personId} and p.tenant_id = ${tenantId}`.execute(db);
  if (person.rows.length === 0) return [];
  const { identity, mode } = person.rows[0];
  const roleIds = mode === 'replace' ? [] : (await rolesOfPerson(db, tenantId, personId)).map((r) => r.id);
  const { rows } = await sql<Row>`select s.id, s.name, s.icon, s.shelf_status, l.source from (
      select service_id, 'person' as source, 0 as part, 0 as role_id, position from preset_person_services where person_id = ${personId}
      union all
      select service_id, 'role', 1, role_id, position from preset_role_services where role_id = any(${roleIds}::int[])
    ) l join services s on s.id = l.service_id
    where s.tenant_id = ${tenantId} and s.shelf_status = 1 and (cardinality(s.identities) = 0 or ${identity} = any(s.identities))
    order by l.part, l.role_id, l.position`.execute(db);
  const seen = new Set<number>();
  const out: EffectiveService[] = [];
  for (const r of rows) {
    if (seen.has(r.id) || out.length >= PRESET_MAX) continue;
    seen.add(r.id);
    out.push({ ...serviceOf(r), source: r.source });
  }
  return out;
}
