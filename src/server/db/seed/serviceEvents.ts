// A year of what the apps recorded about the demo tenant's services, generated in SQL (no row
// passes through JavaScript): visits with a weekly rhythm (weekends lower) and a term-time one
// (winter and summer holidays lower), popular services (first in the catalogue's order) busier,
// each by a person whose identity may see the service, from a mix of clients, in the day's
// waking hours (Beijing time); then the daily roll-up built from the log in one insert…select;
// favourites (with some added and later removed) and ratings for a good part of the people.
// The services are read back from the database (seed/services.ts wrote them). Deterministic:
// setseed before the first random().
import { sql } from 'kysely';
import type { Tx } from '../transaction';
import { seedAppKey } from './appKeys';

export interface ServiceEventSizes {
  /** visits of a term-time weekday over all services */
  visitsPerDay: number;
  /** the share of people with favourites, and with ratings */
  favouriteShare: number;
  ratingShare: number;
}

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** people numbered within their identity, for picking one at random by number */
const PEOPLE = (tenantId: string) => sql`select identity, (row_number() over (partition by identity order by id))::int as n, id,
    coalesce(account, student_no, work_no, exam_no, '') as account
  from people where tenant_id = ${tenantId}`;

/** services whose audience holds somebody, with their share of the visits (popularity by catalogue order) */
const SERVICES = (tenantId: string) => sql`select s.id, a.ids, w / sum(w) over () as share from (
    select id, identities, 1.0 / power(row_number() over (order by sort, id), 0.8) as w from services where tenant_id = ${tenantId}) s
  cross join lateral (select array(select i from unnest(s.identities) i where i in (select identity from people where tenant_id = ${tenantId})) as ids) a
  where cardinality(a.ids) > 0`;

export async function seedServiceEvents(tx: Tx, tenantId: string, sizes: ServiceEventSizes, nowMs: number): Promise<void> {
  await seedAppKey(tx, tenantId);
  const today = new Date(nowMs + BEIJING_MS).toISOString().slice(0, 10);
  const first = new Date(nowMs + BEIJING_MS - 364 * DAY_MS).toISOString().slice(0, 10);
  const now = new Date(nowMs);
  await sql`select setseed(0.14)`.execute(tx);
  await sql`insert into service_visits (tenant_id, service_id, person_id, account, identity, client, visited_at, batch_id)
    with ppl as materialized (${PEOPLE(tenantId)}),
    sizes as (select identity, count(*)::int as c from ppl group by identity),
    svc as (${SERVICES(tenantId)}),
    days as (select d::date as day,
        (case when extract(isodow from d) >= 6 then 0.4 else 1 end)
        * (case when (extract(month from d) = 1 and extract(day from d) >= 15) or (extract(month from d) = 2 and extract(day from d) <= 25) then 0.25
                when extract(month from d) in (7, 8) then 0.3 else 1 end) as f
      from generate_series(${first}::date, ${today}::date, interval '1 day') as d),
    cells as (select day, svc.id, svc.ids, round(${sizes.visitsPerDay} * f * share * (0.8 + random() * 0.4))::int as cnt from days cross join svc),
    picks as (select c.day, c.id, c.ids[1 + floor(random() * cardinality(c.ids))::int] as identity from cells c cross join generate_series(1, c.cnt)),
    numbered as (select p.day, p.id, p.identity, 1 + floor(random() * z.c)::int as n,
        (array['android','android','android','android','ios','ios','ios','harmony','h5','wechat','wechat','pc'])[1 + floor(random() * 12)::int] as client,
        ((p.day + interval '7 hours' + random() * interval '16 hours')::timestamp at time zone 'Asia/Shanghai') as at
      from picks p join sizes z on z.identity = p.identity)
    select ${tenantId}, x.id, ppl.id, ppl.account, x.identity, x.client, x.at, 'seed'
    from numbered x join ppl on ppl.identity = x.identity and ppl.n = x.n
    where x.at <= ${now}`.execute(tx);
  await sql`insert into service_visit_days (tenant_id, day, service_id, identity, visits)
    select tenant_id, (visited_at at time zone 'Asia/Shanghai')::date, service_id, identity, count(*)
    from service_visits where tenant_id = ${tenantId} group by 1, 2, 3, 4`.execute(tx);
  await seedFavourites(tx, tenantId, sizes, first, now);
  await seedRatings(tx, tenantId, sizes, first, now);
}

async function seedFavourites(tx: Tx, tenantId: string, sizes: ServiceEventSizes, first: string, now: Date) {
  // 1–5 services a person may see, popular ones likelier (weighted sampling by -ln(u)/share);
  // a fifth of the picks were added and later removed: counted in the days, not kept
  await sql`create temp table seed_favourites on commit drop as
    with ppl as materialized (${PEOPLE(tenantId)}), svc as materialized (${SERVICES(tenantId)})
    select ppl.id as person_id, f.service_id, f.removed,
      least(${now}, ${first}::timestamptz + random() * (${now}::timestamptz - ${first}::timestamptz)) as at
    from (select * from ppl where random() < ${sizes.favouriteShare}) ppl cross join lateral (
      select svc.id as service_id, random() < 0.2 as removed from svc
      where ppl.identity = any(svc.ids)
      order by -ln(1 - random()) / svc.share limit 1 + floor(random() * 5)::int) f
`.execute(tx);
  await sql`insert into service_favourites (tenant_id, service_id, person_id, created_at)
    select ${tenantId}, service_id, person_id, at from seed_favourites where not removed`.execute(tx);
  await sql`insert into service_favourite_days (tenant_id, day, service_id, added, removed)
    select ${tenantId}, day, service_id, sum(added)::int, sum(removed)::int from (
      select (at at time zone 'Asia/Shanghai')::date as day, service_id, 1 as added, 0 as removed from seed_favourites
      union all
      select ((least(${now}, at + interval '1 day' + random() * interval '60 days')) at time zone 'Asia/Shanghai')::date, service_id, 0, 1
      from seed_favourites where removed) e
    group by day, service_id`.execute(tx);
}

async function seedRatings(tx: Tx, tenantId: string, sizes: ServiceEventSizes, first: string, now: Date) {
  await sql`insert into service_ratings (tenant_id, service_id, person_id, score, comment, rated_at)
    with ppl as materialized (${PEOPLE(tenantId)}), svc as materialized (${SERVICES(tenantId)})
    select ${tenantId}, r.service_id, ppl.id, r.score,
      case when random() < 0.3 then (array['很方便','速度快，界面清晰','偶尔打不开','希望增加更多功能','非常实用'])[1 + floor(random() * 5)::int] else '' end,
      least(${now}, ${first}::timestamptz + random() * (${now}::timestamptz - ${first}::timestamptz))
    from (select * from ppl where random() < ${sizes.ratingShare}) ppl cross join lateral (
      select svc.id as service_id, (array[1,2,3,3,4,4,4,5,5,5,5,5])[1 + floor(random() * 12)::int]::smallint as score from svc
      where ppl.identity = any(svc.ids)
      order by -ln(1 - random()) / svc.share limit 1 + floor(random() * 3)::int) r`.execute(tx);
}
