// The ratings of one service of the tenant, newest first: who (name and account), the score, the
// comment and when. A service of another tenant has no ratings here (an empty page).
import { sql } from 'kysely';
import type { Page, ServiceRatingRow } from '../../shared/services/score';
import type { Db } from '../db/schema';

type Row = Omit<ServiceRatingRow, 'ratedAt'> & { ratedAt: Date; total: number };

export async function listRatings(db: Db, tenantId: string, serviceId: number, index: number, size: number): Promise<Page<ServiceRatingRow>> {
  const { rows } = await sql<Row>`
    select r.person_id as "personId", p.name, coalesce(p.account, '') as account, r.score::int as score, r.comment,
      r.rated_at as "ratedAt", count(*) over ()::int as total
    from service_ratings r
    join people p on p.id = r.person_id and p.tenant_id = r.tenant_id
    where r.tenant_id = ${tenantId} and r.service_id = ${serviceId}
    order by r.rated_at desc, r.person_id
    limit ${size} offset ${(index - 1) * size}`.execute(db);
  return {
    data: rows.map(({ total: _total, ratedAt, ...row }) => ({ ...row, ratedAt: new Date(ratedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
  };
}
