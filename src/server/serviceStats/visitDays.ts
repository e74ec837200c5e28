// The visit counts per day, service and identity (visitLog/findServiceList): the trend (every
// day of the range), the visits per identity and the total in one pass over the day totals
// (sources.ts; grouping sets), and one page of the (day, service, identity) rows, newest day first.
import { sql } from 'kysely';
import type { VisitDays, VisitDaysQuery } from '../../shared/services/stats';
import { rangeDays, VISIT_ROWS_PAGE_SIZE } from '../../shared/services/stats';
import type { Db } from '../db/schema';
import { checkRange, dayWhere } from './filters';
import { dayIdentityRows } from './sources';

interface SumRow {
  day: string | null;
  identity: string | null;
  /** grouping(day, identity): 1 a day's sum, 2 an identity's, 3 the whole range's */
  level: number;
  count: number;
  rows: number;
}

async function sums(db: Db, tenantId: string, q: VisitDaysQuery) {
  const r = await sql<SumRow>`
    select r.day::text as day, r.identity, grouping(r.day, r.identity) as level,
      sum(r.visits)::float8 as count, sum(r.entries)::int as rows
    from ${dayIdentityRows(tenantId, q)} r
    group by grouping sets ((r.day), (r.identity), ())`.execute(db);
  const byDay = new Map<string, number>();
  const identities: VisitDays['identities'] = [];
  let total = 0;
  let rowTotal = 0;
  for (const row of r.rows) {
    const count = Number(row.count);
    if (row.level === 1) byDay.set(row.day!, count);
    // an identity whose rows were all removed keeps a summary row at 0: not shown
    else if (row.level === 2) {
      if (count > 0) identities.push({ identity: row.identity ?? '', count });
    } else {
      total = count;
      rowTotal = row.rows;
    }
  }
  identities.sort((a, b) => b.count - a.count || a.identity.localeCompare(b.identity));
  const trend = rangeDays(q).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  return { total, trend, identities, rowTotal };
}

async function rowsPage(db: Db, tenantId: string, q: VisitDaysQuery) {
  const size = Math.max(1, Math.min(q.pageSize ?? VISIT_ROWS_PAGE_SIZE, 1000));
  const offset = (Math.max(1, q.pageIndex ?? 1) - 1) * size;
  // the page first, then the names of its rows only: a deep page skips rows without joining them
  const r = await sql<{ day: string; serviceId: number; serviceName: string; identity: string; count: number }>`
    select p.day::text as day, p.service_id as "serviceId", s.name as "serviceName", p.identity, p.visits as count
    from (
      select d.day, d.service_id, d.identity, d.visits from service_visit_days d
      where ${dayWhere(tenantId, q)}
      order by d.day desc, d.service_id desc, d.identity desc
      limit ${size} offset ${offset}
    ) p join services s on s.id = p.service_id
    order by p.day desc, p.service_id desc, p.identity desc`.execute(db);
  return r.rows;
}

export async function visitDays(db: Db, tenantId: string, q: VisitDaysQuery): Promise<VisitDays> {
  checkRange(q);
  const [s, rows] = await Promise.all([sums(db, tenantId, q), rowsPage(db, tenantId, q)]);
  return { ...s, rows };
}
