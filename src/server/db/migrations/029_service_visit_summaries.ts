// Issue 14: coarser roll-ups of service_visit_days, so a statistics screen over a year reads a
// few thousand rows instead of every (day, service, identity) row (at 5M visits a year, 110k):
// - service_visit_months: visits per tenant, month (its first day), service and identity
// - service_visit_service_days: visits per tenant, day and service (every identity)
// - service_visit_day_totals: visits per tenant, day and identity (every service), with the
//   number of service_visit_days rows they sum (the visit-count table's row total)
// Statement-level triggers with transition tables keep them equal to service_visit_days
// whatever writes it (the recording call, the demo seed, tests): one grouped upsert per
// statement, not one per row. A service's removal cascades to all three.
import { sqlMigration } from './sql';

/**
 * a trigger function adding `changed` (a select of rows with signed visits and entries) to the
 * summaries; `head` (migration 031) replaces the function and begins its body
 */
export const summaryFunction = (
  name: string,
  changed: string,
  head = { create: 'create', first: '' },
) => `${head.create} function ${name}() returns trigger language plpgsql as $$
begin
${head.first}  with changed (tenant_id, day, service_id, identity, visits, entries) as (${changed})
  insert into service_visit_months (tenant_id, month, service_id, identity, visits)
    select tenant_id, date_trunc('month', day)::date, service_id, identity, sum(visits) from changed group by 1, 2, 3, 4
    on conflict (tenant_id, month, service_id, identity) do update set visits = service_visit_months.visits + excluded.visits;
  with changed (tenant_id, day, service_id, identity, visits, entries) as (${changed})
  insert into service_visit_service_days (tenant_id, day, service_id, visits)
    select tenant_id, day, service_id, sum(visits) from changed group by 1, 2, 3
    on conflict (tenant_id, day, service_id) do update set visits = service_visit_service_days.visits + excluded.visits;
  with changed (tenant_id, day, service_id, identity, visits, entries) as (${changed})
  insert into service_visit_day_totals (tenant_id, day, identity, visits, entries)
    select tenant_id, day, identity, sum(visits), sum(entries) from changed group by 1, 2, 3
    on conflict (tenant_id, day, identity) do update
      set visits = service_visit_day_totals.visits + excluded.visits, entries = service_visit_day_totals.entries + excluded.entries;
  return null;
end $$`;

/** each trigger function's changed rows */
export const SUMMARY_CHANGES = {
  service_visit_days_inserted: `select tenant_id, day, service_id, identity, visits::bigint, 1 from new_rows`,
  service_visit_days_updated: `select tenant_id, day, service_id, identity, visits::bigint, 1 from new_rows
     union all select tenant_id, day, service_id, identity, -visits::bigint, -1 from old_rows`,
  // a removed row whose service is gone (a cascade) finds its summaries gone too: nothing to subtract from
  service_visit_days_deleted: `select o.tenant_id, o.day, o.service_id, o.identity, -o.visits::bigint, -1 from old_rows o where exists (select 1 from services s where s.id = o.service_id)`,
};

export default sqlMigration('029_service_visit_summaries', [
  `create table service_visit_months (
    tenant_id text not null references tenants(id),
    month date not null,
    service_id integer not null references services(id) on delete cascade,
    identity text not null default '',
    visits bigint not null,
    primary key (tenant_id, month, service_id, identity))`,
  `create table service_visit_service_days (
    tenant_id text not null references tenants(id),
    day date not null,
    service_id integer not null references services(id) on delete cascade,
    visits bigint not null,
    primary key (tenant_id, day, service_id))`,
  `create table service_visit_day_totals (
    tenant_id text not null references tenants(id),
    day date not null,
    identity text not null default '',
    visits bigint not null,
    entries integer not null,
    primary key (tenant_id, day, identity))`,
  ...Object.entries(SUMMARY_CHANGES).map(([name, changed]) => summaryFunction(name, changed)),
  `create trigger service_visit_days_summaries_insert after insert on service_visit_days
    referencing new table as new_rows for each statement execute function service_visit_days_inserted()`,
  `create trigger service_visit_days_summaries_update after update on service_visit_days
    referencing old table as old_rows new table as new_rows for each statement execute function service_visit_days_updated()`,
  `create trigger service_visit_days_summaries_delete after delete on service_visit_days
    referencing old table as old_rows for each statement execute function service_visit_days_deleted()`,
]);
