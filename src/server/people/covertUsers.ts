// Covert users beyond the collection's calls (document 002 §4): clear the tenant's whole list
// (truncate, one audit row naming the people who were hidden) and count them per identity (overview).
import { sql } from 'kysely';
import { IDENTITIES, Identity } from '../../shared/domain/people';
import { covertUsers } from '../../shared/resources/covertUsers/definition';
import type { Db } from '../db/schema';
import { Actor, audited } from '../resources/audited';

export interface CovertOverview {
  total: number;
  identities: { identity: Identity; count: number }[];
}

/** Removes every covert user of the tenant; how many went. */
export function truncateCovertUsers(db: Db, actor: Actor): Promise<number> {
  return audited(db, covertUsers, actor, async (tx) => {
    const gone = await tx.deleteFrom('covert_users').where('tenant_id', '=', actor.tenantId).returning(['id', 'person_id']).execute();
    if (gone.length === 0) return { result: 0, note: null };
    // the people who were hidden, by name (the row names the list as a whole)
    const people = gone.map((r) => r.person_id);
    return {
      result: gone.length,
      note: { action: 'remove', id: 'all', title: null, changes: [{ path: 'personId', before: people, after: null }] },
    };
  });
}

/** The tenant's covert users counted per identity, every identity listed (0 when none). */
export async function covertOverview(db: Db, tenantId: string): Promise<CovertOverview> {
  const rows = await db
    .selectFrom('covert_users')
    .select(['identity', sql<number>`count(*)::int`.as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('identity')
    .execute();
  const counts = new Map(rows.map((r) => [r.identity as string, Number(r.n)]));
  const identities = IDENTITIES.map((identity) => ({ identity, count: counts.get(identity) ?? 0 }));
  return { total: identities.reduce((sum, i) => sum + i.count, 0), identities };
}
