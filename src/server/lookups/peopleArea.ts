// The option lists of the people-area collections: the tenant's people for a person picker
// (covertUser/queryUser, also deciding which person ids a save accepts) and the alumni roles
// (platformalumniuser/roleList, fixed and localized).
import { sql } from 'kysely';
import { ALUMNI_ROLES } from '../../shared/resources/alumniUsers/roles';
import type { LookupProvider } from '../resources/lookups';

/** Each person as "name（number）", the number being the first identifier the person has. */
export const peopleOptions: LookupProvider = async ({ db, tenantId }) => {
  const rows = await db
    .selectFrom('people')
    .select(['id', 'name', 'identity', sql<string | null>`coalesce(student_no, work_no, exam_no, account)`.as('number')])
    .where('tenant_id', '=', tenantId)
    .orderBy('identity')
    .orderBy('id')
    .execute();
  return rows.map((p) => ({ id: p.id, name: p.name, identity: p.identity, number: p.number, label: p.number ? `${p.name}（${p.number}）` : p.name }));
};

export const alumniRoles: LookupProvider = async ({ t }) => ALUMNI_ROLES.map((r) => ({ code: r.code, name: t(r.label) }));
