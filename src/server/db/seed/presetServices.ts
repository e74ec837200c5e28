// The demo's preset services: the student, teacher, other-user and class-admin roles each see
// the first shelved services their identity may see, in the catalogue's order (a different
// slice each), and three people have a personal list: a student and an other user before their
// roles' presets, a teacher instead of them. Services and roles are read back from the database.
import { sql } from 'kysely';
import { writeList } from '../../presetServices/lists';
import type { Tx } from '../transaction';

interface Svc {
  id: number;
  identities: string[];
}

const ROLE_PRESETS: { code: string; identity: string; skip: number; take: number }[] = [
  { code: 'student', identity: 'STUDENT', skip: 0, take: 8 },
  { code: 'teacher', identity: 'TEACHER', skip: 0, take: 8 },
  { code: 'other', identity: 'OTHER', skip: 0, take: 5 },
  { code: 'class-admin', identity: 'TEACHER', skip: 3, take: 6 },
];

const PEOPLE: { identity: string; mode: 'prepend' | 'replace'; skip: number; take: number }[] = [
  { identity: 'STUDENT', mode: 'prepend', skip: 10, take: 3 },
  { identity: 'TEACHER', mode: 'replace', skip: 5, take: 4 },
  { identity: 'OTHER', mode: 'prepend', skip: 2, take: 2 },
];

const seenBy = (identity: string) => (s: Svc) => s.identities.length === 0 || s.identities.includes(identity);

export async function seedPresetServices(tx: Tx, tenantId: string): Promise<void> {
  const { rows: services } = await sql<Svc>`select id, identities from services where tenant_id = ${tenantId} and shelf_status = 1
    order by sort, id`.execute(tx);
  const { rows: roles } = await sql<{ id: number; code: string }>`select id, code from perm_roles where tenant_id = ${tenantId}`.execute(tx);
  for (const preset of ROLE_PRESETS) {
    const role = roles.find((r) => r.code === preset.code);
    const ids = services
      .filter(seenBy(preset.identity))
      .slice(preset.skip, preset.skip + preset.take)
      .map((s) => s.id);
    if (role && ids.length > 0) await writeList(tx, 'preset_role_services', tenantId, role.id, ids);
  }
  for (const p of PEOPLE) {
    // a member of a role when there is one, so the effective list shows both parts
    const { rows } = await sql<{ id: number }>`select p.id from people p where p.tenant_id = ${tenantId} and p.identity = ${p.identity}
      order by exists (select 1 from perm_role_members m where m.person_id = p.id) desc, p.id limit 1`.execute(tx);
    if (rows.length === 0) continue;
    const personId = rows[0].id;
    await sql`insert into preset_person_modes (tenant_id, person_id, mode) values (${tenantId}, ${personId}, ${p.mode})`.execute(tx);
    const ids = services
      .filter(seenBy(p.identity))
      .slice(p.skip, p.skip + p.take)
      .map((s) => s.id);
    if (ids.length > 0) await writeList(tx, 'preset_person_services', tenantId, personId, ids);
  }
}
