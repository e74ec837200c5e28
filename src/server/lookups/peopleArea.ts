// The option lists of the people-area collections: the tenant's people for a person picker
// (covertUser/queryUser, also deciding which person ids a save accepts) and the alumni roles
// (platformalumniuser/roleList, fixed and localized).
import { sql } from 'kysely';
import { masksFor, rowMasker, RowMasker } from '../../shared/documents/sensitiveInfo/policy';
import type { Identity } from '../../shared/domain/people';
import { ALUMNI_ROLES } from '../../shared/resources/alumniUsers/roles';
import { publishedSensitiveInfo } from '../people/masking';
import type { LookupProvider } from '../resources/lookups';

/** Each person as "name（number）", the number being the first identifier the person has; the
 *  name masked as the people lists mask it (the published sensitive-information rules of the
 *  person's identity), since this label is how the login devices and covert users show a person. */
export const peopleOptions: LookupProvider = async ({ db, tenantId }) => {
  const rows = await db
    .selectFrom('people')
    .select(['id', 'name', 'identity', sql<string | null>`coalesce(student_no, work_no, exam_no, account)`.as('number')])
    .where('tenant_id', '=', tenantId)
    .orderBy('identity')
    .orderBy('id')
    .execute();
  const rules = await publishedSensitiveInfo(db, tenantId);
  const maskers = new Map<Identity, RowMasker>();
  const maskerOf = (identity: Identity) => {
    let m = maskers.get(identity);
    if (!m) maskers.set(identity, (m = rowMasker(masksFor(rules, identity, 'list'))));
    return m;
  };
  return rows.map((p) => {
    const name = maskerOf(p.identity as Identity)({ name: p.name }).name;
    return { id: p.id, name, identity: p.identity, number: p.number, label: p.number ? `${name}（${p.number}）` : name };
  });
};

export const alumniRoles: LookupProvider = async ({ t }) => ALUMNI_ROLES.map((r) => ({ code: r.code, name: t(r.label) }));
