// Scores per service (formula in src/shared/services/score.ts), one page: the ratings
// (service_ratings), the visits of the mechanism's window (the roll-up service_visit_days, never
// the visit log) and the favourites (service_favourites). The visit and favourite parts are
// shares of the tenant's busiest service over all its services, so a name search does not change
// a score. Best score first, unscored services last.
import { sql } from 'kysely';
import type { Page, ScoreMechanism, ServiceScoreRow } from '../../shared/services/score';
import { todayIn } from '../../shared/dateTime';
import { dayNumber, dayText } from '../../shared/services/stats';
import type { Db } from '../db/schema';
import { escapeLike } from '../resources/list';
import { tenantZone } from '../time/tenantZone';

type Row = ServiceScoreRow & { total: number };

export async function listScores(
  db: Db,
  tenantId: string,
  m: ScoreMechanism,
  o: { nowMs: number; index: number; size: number; serviceName?: string },
): Promise<Page<ServiceScoreRow>> {
  // the window's days end today in the tenant's zone, as the roll-up's days are counted there
  const since = dayText(dayNumber(todayIn(o.nowMs, await tenantZone(db, tenantId)))! - (m.visitWindowDays - 1));
  const named = o.serviceName ? sql`where "serviceName" ilike ${`%${escapeLike(o.serviceName)}%`}` : sql``;
  const { rows } = await sql<Row>`
    with r as (
      select service_id, avg(score)::float8 as average, count(*)::int as n from service_ratings where tenant_id = ${tenantId} group by service_id
    ), v as (
      select service_id, sum(visits)::float8 as n from service_visit_days where tenant_id = ${tenantId} and day >= ${since}::date group by service_id
    ), f as (
      select service_id, count(*)::int as n from service_favourites where tenant_id = ${tenantId} group by service_id
    ), base as (
      select s.id as "serviceId", s.name as "serviceName", r.average, coalesce(r.n, 0) as ratings,
        coalesce(v.n, 0) as visits, coalesce(f.n, 0) as favourites
      from services s
      left join r on r.service_id = s.id
      left join v on v.service_id = s.id
      left join f on f.service_id = s.id
      where s.tenant_id = ${tenantId}
    ), scored as (
      select *, case when ratings >= ${m.minRatings} then round((
          ${m.ratingWeight}::float8 * coalesce(average, 0) * 20
          + ${m.visitWeight}::float8 * coalesce(visits * 100 / nullif(max(visits) over (), 0), 0)
          + ${m.favouriteWeight}::float8 * coalesce(favourites * 100.0 / nullif(max(favourites) over (), 0), 0)
        )::numeric / 100, 1)::float8 end as score
      from base
    )
    select "serviceId", "serviceName", round(average::numeric, 2)::float8 as "averageRating", ratings,
      visits::int as visits, favourites, score, count(*) over ()::int as total
    from scored ${named}
    order by score desc nulls last, visits desc, "serviceId"
    limit ${o.size} offset ${(o.index - 1) * o.size}`.execute(db);
  return { data: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
