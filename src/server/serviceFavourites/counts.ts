// How many people keep each service among their favourites now: service_favourites (one row a
// person and service) counted per service, every service of the tenant listed (0 when none),
// most kept first, then by name.
import { sql } from 'kysely';
import type { FavouriteCountRow } from '../../shared/services/favourites';
import type { Db } from '../db/schema';
import { escapeLike } from '../resources/list';

export async function favouriteCounts(db: Db, tenantId: string, serviceName?: string): Promise<FavouriteCountRow[]> {
  const named = serviceName ? sql`and s.name ilike ${`%${escapeLike(serviceName)}%`}` : sql``;
  const { rows } = await sql<FavouriteCountRow>`
    select s.id as "serviceId", s.name as "serviceName", coalesce(f.n, 0)::int as favourites
    from services s
    left join (
      select service_id, count(*) as n from service_favourites where tenant_id = ${tenantId} group by service_id
    ) f on f.service_id = s.id
    where s.tenant_id = ${tenantId} ${named}
    order by favourites desc, s.name, s.id`.execute(db);
  return rows;
}
