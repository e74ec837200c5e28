// Where the statistics reads take their rows (migration 029's summaries of service_visit_days),
// so a year's range reads a few thousand rows:
// - visits per service: whole months from service_visit_months, the days around them from
//   service_visit_service_days (or, with an identity, from service_visit_days itself)
// - visits per day and identity: service_visit_day_totals (service_visit_days for one service)
import { sql, RawBuilder } from 'kysely';
import type { IdentityFilter, StatsRange } from '../../shared/services/stats';
import { DayFilter, dayWhere } from './filters';
import { splitRange } from './periods';

const identityIs = (identity: IdentityFilter | undefined) => (identity ? sql`and identity = ${identity}` : sql``);
const daysIn = (r: StatsRange) => sql`day between ${r.beginDate}::date and ${r.endDate}::date`;

/** rows (service_id, visits) whose sums per service are the range's visits */
export function serviceVisitRows(tenantId: string, q: StatsRange & { identity?: IdentityFilter }): RawBuilder<unknown> {
  const { months, days } = splitRange(q);
  const parts: RawBuilder<unknown>[] = [];
  if (months) {
    parts.push(sql`select service_id, visits from service_visit_months
      where tenant_id = ${tenantId} and month between ${months.first}::date and ${months.last}::date ${identityIs(q.identity)}`);
  }
  for (const r of days) {
    parts.push(
      q.identity
        ? sql`select service_id, visits::bigint from service_visit_days where tenant_id = ${tenantId} and ${daysIn(r)} ${identityIs(q.identity)}`
        : sql`select service_id, visits from service_visit_service_days where tenant_id = ${tenantId} and ${daysIn(r)}`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** rows (day, identity, visits, entries) of the range: every service, or the filter's one */
export function dayIdentityRows(tenantId: string, f: DayFilter): RawBuilder<unknown> {
  if (f.serviceId) return sql`(select d.day, d.identity, d.visits::bigint as visits, 1 as entries from service_visit_days d where ${dayWhere(tenantId, f)})`;
  return sql`(select day, identity, visits, entries from service_visit_day_totals where tenant_id = ${tenantId} and ${daysIn(f)} ${identityIs(f.identity)})`;
}
