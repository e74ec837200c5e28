// A batch's visits counted per day in the tenant's zone, service and identity, and added to the four roll-ups
// (service_visit_days and migration 029's months, service days and day totals) by one statement:
// each upsert reads the same unnest of the counts, and the day totals' `entries` (how many
// service_visit_days rows they sum) grow by the rows the first upsert created. The migration 029
// triggers are told to stand aside for this transaction (SUMMARIES_WRITTEN, migration 031).
import { sql } from 'kysely';
import { SUMMARIES_WRITTEN } from '../db/migrations/031_visit_summaries_written_once';
import type { Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';
import { dayOfZone } from './days';

export interface DayCount {
  day: string;
  serviceId: number;
  identity: string;
  visits: number;
}

/** The visits per day (in the tenant's zone), service and identity. */
export function dayCounts(times: Float64Array, services: number[], identities: string[], zone: string): DayCount[] {
  const counts = new Map<string, DayCount>();
  const dayOf = dayOfZone(zone);
  for (let i = 0; i < times.length; i += 1) {
    const day = dayOf(times[i]);
    const key = `${day}\u001f${services[i]}\u001f${identities[i]}`;
    const c = counts.get(key);
    if (c) c.visits += 1;
    else counts.set(key, { day, serviceId: services[i], identity: identities[i], visits: 1 });
  }
  return [...counts.values()];
}

export async function addDayCounts(tx: Tx, tenantId: string, days: DayCount[]): Promise<void> {
  const column = <K extends keyof DayCount>(k: K) => days.map((c) => c[k]);
  await sql`select set_config(${SUMMARIES_WRITTEN.name}, ${SUMMARIES_WRITTEN.value}, true)`.execute(tx);
  await sql`with counts as (
      select u.day::date as day, u.service_id, u.identity, u.visits::bigint as visits
      from unnest(${typedArray(column('day'), 'text')}, ${typedArray(column('serviceId'), 'int4')}, ${typedArray(column('identity'), 'text')},
        ${typedArray(column('visits'), 'int4')}) as u(day, service_id, identity, visits)),
    days as (
      insert into service_visit_days as d (tenant_id, day, service_id, identity, visits)
      select ${tenantId}, day, service_id, identity, visits from counts
      on conflict (tenant_id, day, service_id, identity) do update set visits = d.visits + excluded.visits
      returning d.day, d.service_id, d.identity, (d.xmax = 0) as created),
    months as (
      insert into service_visit_months as m (tenant_id, month, service_id, identity, visits)
      select ${tenantId}, date_trunc('month', day)::date, service_id, identity, sum(visits) from counts group by 2, 3, 4
      on conflict (tenant_id, month, service_id, identity) do update set visits = m.visits + excluded.visits),
    service_days as (
      insert into service_visit_service_days as s (tenant_id, day, service_id, visits)
      select ${tenantId}, day, service_id, sum(visits) from counts group by 2, 3
      on conflict (tenant_id, day, service_id) do update set visits = s.visits + excluded.visits)
    insert into service_visit_day_totals as t (tenant_id, day, identity, visits, entries)
    select ${tenantId}, c.day, c.identity, sum(c.visits), count(*) filter (where d.created)
    from counts c join days d using (day, service_id, identity) group by 2, 3
    on conflict (tenant_id, day, identity) do update set visits = t.visits + excluded.visits, entries = t.entries + excluded.entries`.execute(tx);
}
