// The personal presets (/PresetPersonalService): the people who have one (paged, searched by
// name or identifier), one person's list with their effective list beside it, its save (mode
// and the whole ordered list in one transaction) and removal (their roles' presets stay).
import { sql } from 'kysely';
import type { Page } from '../../shared/members/api';
import type { PersonDetail, PresetMode, PresetPersonRow } from '../../shared/services/presets';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { escapeLike } from '../resources/list';
import { effectiveServices, rolesOfPerson } from './effective';
import { checkServiceList, readList, writeList } from './lists';

interface RawPerson {
  person_id: number;
  name: string;
  identity: string;
  identifier: string | null;
  mode: PresetMode;
  n: number;
}
const personOf = (r: RawPerson): PresetPersonRow => ({
  personId: r.person_id,
  name: r.name,
  identity: r.identity,
  identifier: r.identifier,
  mode: r.mode,
  serviceCount: Number(r.n),
});

// the identifier shown: the person's own number for their identity
const IDENTIFIER = sql`case p.identity when 'NEW_STUDENT' then p.exam_no when 'STUDENT' then p.student_no when 'GRADUATE_STUDENT' then p.student_no
  when 'TEACHER' then p.work_no else p.account end`;
const SELECT_PEOPLE = sql`select m.person_id, p.name, p.identity, ${IDENTIFIER} as identifier, m.mode,
  (select count(*) from preset_person_services s where s.person_id = m.person_id)::int as n
  from preset_person_modes m join people p on p.id = m.person_id`;

export async function listPresetPeople(db: Db, tenantId: string, text: string | undefined, index: number, size: number): Promise<Page<PresetPersonRow>> {
  const match = text ? sql`and (p.name like ${`%${escapeLike(text)}%`} escape '\\' or ${IDENTIFIER} like ${`${escapeLike(text)}%`} escape '\\')` : sql``;
  const [page, count] = await Promise.all([
    sql<RawPerson>`${SELECT_PEOPLE} where m.tenant_id = ${tenantId} ${match} order by m.person_id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from preset_person_modes m join people p on p.id = m.person_id
      where m.tenant_id = ${tenantId} ${match}`.execute(db),
  ]);
  return { data: page.rows.map(personOf), total: Number(count.rows[0].total) };
}

/** The person's preset row; refused when they have none (or are not this tenant's). */
async function presetPerson(db: Db | Tx, tenantId: string, personId: number): Promise<PresetPersonRow> {
  const { rows } = await sql<RawPerson>`${SELECT_PEOPLE} where m.tenant_id = ${tenantId} and m.person_id = ${personId}`.execute(db);
  if (rows.length === 0) refuse('presets.personUnknown');
  return personOf(rows[0]);
}

export async function personDetail(db: Db, tenantId: string, personId: number): Promise<PersonDetail> {
  const person = await presetPerson(db, tenantId, personId);
  return {
    person,
    roles: await rolesOfPerson(db, tenantId, personId),
    services: await readList(db, 'preset_person_services', personId),
    effective: await effectiveServices(db, tenantId, personId),
  };
}

export async function savePersonPreset(db: Db, tenantId: string, personId: number, mode: PresetMode, serviceIds: readonly number[]) {
  return inTransaction(db, async (tx) => {
    await presetPerson(tx, tenantId, personId);
    await checkServiceList(tx, tenantId, serviceIds);
    await sql`update preset_person_modes set mode = ${mode}, updated_at = now() where person_id = ${personId}`.execute(tx);
    await writeList(tx, 'preset_person_services', tenantId, personId, serviceIds);
    return { count: serviceIds.length };
  });
}

export async function removePresetPeople(db: Db, tenantId: string, personIds: readonly number[]): Promise<{ removed: number }> {
  const { rows } = await sql<{ person_id: number }>`delete from preset_person_modes where tenant_id = ${tenantId}
    and person_id = any(${[...personIds]}::int[]) returning person_id`.execute(db);
  return { removed: rows.length };
}
