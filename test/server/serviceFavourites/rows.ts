// Rows written straight into the tables the statistics screens read (migration 026), so these
// tests do not depend on the apps' recording calls: services, people, favourites, their daily
// roll-up, ratings and the visits' daily roll-up.
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/schema';

export async function addService(db: Db, tenantId: string, name: string): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`insert into services (tenant_id, name, url, identities) values (${tenantId}, ${name}, 'https://example.edu.cn/', '{STUDENT}') returning id`.execute(db);
  return rows[0].id;
}

export async function addPerson(db: Db, tenantId: string, name: string, account: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into people (tenant_id, identity, name, account) values (${tenantId}, 'STUDENT', ${name}, ${account}) returning id`.execute(db);
  return rows[0].id;
}

export const addFavourite = (db: Db, tenantId: string, serviceId: number, personId: number) =>
  sql`insert into service_favourites (tenant_id, service_id, person_id, created_at) values (${tenantId}, ${serviceId}, ${personId}, now())`.execute(db);

export const addFavouriteDay = (db: Db, tenantId: string, day: string, serviceId: number, added: number, removed: number) =>
  sql`insert into service_favourite_days (tenant_id, day, service_id, added, removed) values (${tenantId}, ${day}::date, ${serviceId}, ${added}, ${removed})`.execute(
    db,
  );

export const addRating = (db: Db, tenantId: string, serviceId: number, personId: number, score: number, comment: string, ratedAt: Date) =>
  sql`insert into service_ratings (tenant_id, service_id, person_id, score, comment, rated_at)
      values (${tenantId}, ${serviceId}, ${personId}, ${score}, ${comment}, ${ratedAt})`.execute(db);

export const addVisitDay = (db: Db, tenantId: string, day: string, serviceId: number, visits: number, identity = 'STUDENT') =>
  sql`insert into service_visit_days (tenant_id, day, service_id, identity, visits) values (${tenantId}, ${day}::date, ${serviceId}, ${identity}, ${visits})`.execute(
    db,
  );

/** Every event row of a tenant gone (the demo seed's included), so figures are exactly the test's. */
export async function clearEvents(db: Db, tenantId: string): Promise<void> {
  for (const table of ['service_favourites', 'service_favourite_days', 'service_ratings', 'service_visit_days']) {
    await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db);
  }
}
