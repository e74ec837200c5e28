// Who an alumni app call's items are by: each account resolved to one of the tenant's people
// (appCalls/subjects.ts), with what a post card keeps of its author at the time (name, campus,
// label), whether the alumni user is forbidden to post (platformalumniuser/updateForbidden) and
// the poster groups the person is in (posterGroups.ts, for the circle's "who may post").
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { typedArray } from '../../imports/jobs/setSql';
import { resolveAccounts } from '../../appCalls/subjects';
import { PosterGroup, posterGroupsOf } from './posterGroups';

export interface Author {
  personId: number;
  name: string;
  campusName: string | null;
  label: string | null;
  forbidden: boolean;
  groups: PosterGroup[];
}

export async function resolveAuthors(db: Db, tenantId: string, accounts: string[]): Promise<Map<string, Author>> {
  const people = await resolveAccounts(db, tenantId, accounts);
  const ids = [...new Set([...people.values()].map((p) => p.id))];
  const found = new Map<string, Author>();
  if (ids.length === 0) return found;
  const { rows } = await sql<{
    id: number;
    name: string;
    identity: string;
    current_status: string | null;
    campus: string | null;
    unit: string | null;
    forbidden: boolean | null;
    registered: boolean;
  }>`
    select p.id, p.name, p.identity, p.current_status, c.name as campus, u.name as unit, au.forbidden, au.id is not null as registered
    from people p
    left join org_units u on u.id = coalesce(p.class_id, p.org_unit_id)
    left join org_units c on c.tenant_id = p.tenant_id and c.type = 1 and u.path like '/' || c.id || '/%'
    left join alumni_users au on au.tenant_id = p.tenant_id and au.person_id = p.id
    where p.tenant_id = ${tenantId} and p.id = any(${typedArray(ids, 'int4')})`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [account, person] of people) {
    const r = byId.get(person.id);
    if (!r) continue;
    found.set(account, {
      personId: r.id,
      name: r.name,
      campusName: r.campus,
      label: r.unit,
      forbidden: r.forbidden === true,
      groups: posterGroupsOf({ identity: r.identity, currentStatus: r.current_status, registered: r.registered }),
    });
  }
  return found;
}
