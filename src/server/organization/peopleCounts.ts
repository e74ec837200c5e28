// How many people each unit holds, itself and every unit below it, by identity. A person sits
// at their deepest unit (the class when they have one, else their unit); counts are read once
// for all the units of a page and summed up the paths in memory, so a page costs two indexed
// queries however many units it shows.
import { sql } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { Db } from '../db/schema';
import { escapeLike } from '../resources/list';

export interface UnitCounts {
  total: number;
  byIdentity: Partial<Record<Identity, number>>;
}

export async function peopleCountsOf(db: Db, tenantId: string, units: { id: number; path: string }[]): Promise<Map<number, UnitCounts>> {
  const result = new Map<number, UnitCounts>(units.map((u) => [u.id, { total: 0, byIdentity: {} }]));
  if (units.length === 0) return result;
  const below = await db
    .selectFrom('org_units')
    .select(['id', 'path'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or(units.map((u) => sql<boolean>`path like ${`${escapeLike(u.path)}%`}`)))
    .execute();
  const ids = below.map((u) => u.id);
  const placed = await db
    .selectFrom('people')
    .select([sql<number>`coalesce(class_id, org_unit_id)`.as('unit_id'), 'identity', sql<number>`count(*)::int`.as('n')])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('class_id', 'in', ids), eb.and([eb('class_id', 'is', null), eb('org_unit_id', 'in', ids)])]))
    .groupBy([sql`1`, 'identity'])
    .execute();
  const pathOf = new Map(below.map((u) => [u.id, u.path]));
  for (const { unit_id, identity, n } of placed) {
    const path = pathOf.get(Number(unit_id));
    if (!path) continue;
    for (const u of units) {
      if (!path.startsWith(u.path)) continue;
      const counts = result.get(u.id)!;
      counts.total += Number(n);
      counts.byIdentity[identity] = (counts.byIdentity[identity] ?? 0) + Number(n);
    }
  }
  return result;
}
