// The statistics screens' calls (issue 14: /serviceOverviewIndex, /serviceAccessRecordVisitCount)
// over a year of roll-ups worth 5M visits (60 services, 5 identities, every day of 2024, with a
// weekly rhythm and uneven services), through the real API (signed calls by app.inject) on a
// fresh PGlite data folder, and again on a PostgreSQL server when BENCH_PG_URL (or DATABASE_URL)
// names one (a schema of its own, dropped after): p95 at one client, a year's range (the longest
// allowed) and the default 30 days.
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';
import { DEMO_TENANT, seedTenant } from '../src/server/db/seed/tenants';
import { inTransaction } from '../src/server/db/transaction';
import { SERVICE_STATS_PATHS } from '../src/shared/services/stats';
import { BenchRow } from './report';
import { BenchDb, benchPgUrl, pgliteDb, postgresDb } from './benchDb';
import { withSeededApp } from './seededApp';
import { callStats, timed } from './timed';

const TENANT = DEMO_TENANT.id;
const VISITS = Number(process.env.BENCH_SERVICE_VISITS ?? 5_000_000);
const SERVICES = 60;
const CALLS = 100;
const YEAR = { beginDate: '2024-01-01', endDate: '2024-12-31' };
const MONTH = { beginDate: '2024-10-02', endDate: '2024-10-31' };
const DAY = { beginDate: '2024-10-02', endDate: '2024-10-02' };

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** 60 services and a year of roll-ups whose visits add up to exactly VISITS. */
async function generate(db: Db) {
  await sql`insert into services (tenant_id, name, url, shelf_status)
    select ${TENANT}, '压测服务' || g, 'https://example.edu/s' || g, (g % 6 <> 0)::int from generate_series(1, ${SERVICES}) g`.execute(db);
  await sql`insert into service_visit_days (tenant_id, day, service_id, identity, visits)
    with s as (select id, row_number() over (order by id) as rn from services where tenant_id = ${TENANT} and name like '压测服务%'),
    w as (
      select d::date as day, s.id as service_id, i.identity,
        (1 + s.rn % 12) * (case when extract(isodow from d) >= 6 then 1 else 3 end) * i.k as weight
      from generate_series(${YEAR.beginDate}::date, ${YEAR.endDate}::date, interval '1 day') d
      cross join s
      cross join (values ('NEW_STUDENT', 1), ('STUDENT', 6), ('GRADUATE_STUDENT', 3), ('TEACHER', 2), ('OTHER', 1)) as i(identity, k))
    select ${TENANT}, day, service_id, identity, floor(weight * ${VISITS}::float8 / sum(weight) over ())::int from w`.execute(db);
  await sql`update service_visit_days set visits = visits + (${VISITS} - (select sum(visits) from service_visit_days where tenant_id = ${TENANT} and day between ${YEAR.beginDate}::date and ${YEAR.endDate}::date))
    where (tenant_id, day, service_id, identity) = (select tenant_id, day, service_id, identity from service_visit_days where tenant_id = ${TENANT} and day = ${YEAR.beginDate}::date limit 1)`.execute(
    db,
  );
  // PGlite has no autovacuum (docs/NOTES.md)
  await sql`vacuum analyze service_visit_days`.execute(db);
  await sql`vacuum analyze services`.execute(db);
  const r = await sql<{ rows: number; visits: number }>`select count(*)::int as rows, sum(visits)::float8 as visits from service_visit_days
    where tenant_id = ${TENANT} and day between ${YEAR.beginDate}::date and ${YEAR.endDate}::date`.execute(db);
  return r.rows[0];
}

export async function serviceStatsRows(): Promise<BenchRow[]> {
  const url = benchPgUrl();
  const rows = await statsRowsOn(pgliteDb);
  return url ? [...rows, ...(await statsRowsOn(() => postgresDb(url)))] : rows;
}

/** the tenant and its administrator only: the figures are the bench's own rows */
const tenantOnly = (db: Db) => inTransaction(db, (tx) => seedTenant(tx, DEMO_TENANT));

function statsRowsOn(open: (dir: string) => Promise<BenchDb>): Promise<BenchRow[]> {
  const generated = ({ db }: { db: Db }) => timed(() => generate(db));
  return withSeededApp({ prefix: 'bench-service-stats-', open, seed: tenantOnly, tenant: TENANT, beforeApp: generated }, async (x) => {
    const { db, app, session: s, label } = x;
    const { value: made, ms: generateMs } = x.before;
    const calls: Array<[string, string, string, object]> = [
      ['overview', 'pie + bar (findServiceCountList)', SERVICE_STATS_PATHS.countList, YEAR],
      ['overview', 'top 10 (getServiceByTop)', SERVICE_STATS_PATHS.top, { ...YEAR, top: 10 }],
      ['overview', 'trend (findServiceList)', SERVICE_STATS_PATHS.visitDays, { ...YEAR, pageSize: 10 }],
      ['visit count', 'rows page 1 + trend + identities', SERVICE_STATS_PATHS.visitDays, { ...YEAR, pageIndex: 1, pageSize: 20 }],
      ['visit count', 'rows page 500, one identity', SERVICE_STATS_PATHS.visitDays, { ...YEAR, identity: 'STUDENT', pageIndex: 500, pageSize: 20 }],
      ['visit count', 'one service', SERVICE_STATS_PATHS.visitDays, { ...YEAR, serviceId: (await firstBenchService(db)) ?? 1 }],
      ['visit count', 'bar per service, one identity', SERVICE_STATS_PATHS.countList, { ...YEAR, identity: 'TEACHER' }],
      ['overview', 'pie + bar, default 30 days', SERVICE_STATS_PATHS.countList, MONTH],
      ['floor', 'the same call over one day (the API’s own cost at this load)', SERVICE_STATS_PATHS.countList, DAY],
    ];
    const rows: BenchRow[] = [];
    for (const [screen, what, url, body] of calls) {
      const { last: _, ...r } = await callStats(app, s, () => ({ url, body }), CALLS, { warmup: 10 });
      const range = body === MONTH ? '30 days' : body === DAY ? 'one day' : 'a year';
      rows.push({
        flow: 'service statistics',
        work: `${screen}: ${what}, ${range} of ${(made.visits / 1e6).toFixed(1)}M visits (${made.rows} roll-up rows), ${label}, ${CALLS} calls`,
        figure: `p95 ${ms(r.p95)} (p50 ${ms(r.p50)})`,
        budget: screen === 'floor' ? 'info' : 'p95 ≤ 50 ms',
        pass: (screen === 'floor' || r.p95 <= 50) && r.errors === 0,
        data: { ...r, ...made, generateMs },
      });
    }
    return rows;
  });
}

async function firstBenchService(db: Db) {
  const r = await sql<{ id: number }>`select min(id) as id from services where tenant_id = ${TENANT} and name like '压测服务%'`.execute(db);
  return r.rows[0]?.id;
}

if (process.argv[1]?.endsWith('serviceStats.ts')) {
  serviceStatsRows().then((rows) => {
    for (const r of rows) console.log(r.work, '|', r.figure, '|', r.budget, '|', r.pass ? 'PASS' : 'FAIL');
  });
}
