// The favourites added and removed per day over a range, from the daily roll-up
// service_favourite_days (never the favourites themselves): all services summed, or one. Days
// without a row are answered as zeros so the chart's axis has every day.
import { sql } from 'kysely';
import type { FavouriteTrend, FavouriteTrendDay } from '../../shared/services/favourites';
import type { Db } from '../db/schema';
import { rangeDays, StatsRange } from '../../shared/services/stats';

export async function favouriteTrend(db: Db, tenantId: string, range: StatsRange, serviceId?: number | null): Promise<FavouriteTrend> {
  const ofService = serviceId ? sql`and service_id = ${serviceId}` : sql``;
  const { rows } = await sql<FavouriteTrendDay>`
    select to_char(day, 'YYYY-MM-DD') as day, sum(added)::int as added, sum(removed)::int as removed
    from service_favourite_days
    where tenant_id = ${tenantId} and day between ${range.beginDate}::date and ${range.endDate}::date ${ofService}
    group by day`.execute(db);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = rangeDays(range).map((day) => byDay.get(day) ?? { day, added: 0, removed: 0 });
  return {
    days,
    added: days.reduce((n, d) => n + d.added, 0),
    removed: days.reduce((n, d) => n + d.removed, 0),
  };
}
