// The overview's figures (userService/findServiceCountList, visitLog/getServiceByTop): services
// on and off the shelf, counted from `services`, and visits per service summed from the daily
// roll-ups over the range (the summaries of service_visit_days, sources.ts; the visit log is never
// scanned).
import { sql } from 'kysely';
import type { ServiceCount, ServiceCountList, ServiceCountQuery, TopServicesQuery } from '../../shared/services/stats';
import { TOP_DEFAULT } from '../../shared/services/stats';
import type { Db } from '../db/schema';
import { checkRange } from './filters';
import { serviceVisitRows } from './sources';

/** sums come back as float8: exact for whole numbers up to 2^53, and a number in JS */
type Row = { serviceId: number; serviceName: string; count: number };
const toCount = (r: Row): ServiceCount => ({ serviceId: r.serviceId, serviceName: r.serviceName, count: Number(r.count) });

async function shelfCounts(db: Db, tenantId: string) {
  const r = await sql<{ up: number; down: number }>`
    select count(*) filter (where shelf_status = 1)::int as up, count(*) filter (where shelf_status = 0)::int as down
    from services where tenant_id = ${tenantId}`.execute(db);
  return { upCount: r.rows[0]?.up ?? 0, downCount: r.rows[0]?.down ?? 0 };
}

/** Every service of the tenant with its visits in the range (0 without any), most visited first. */
async function visitsPerService(db: Db, tenantId: string, q: ServiceCountQuery): Promise<ServiceCount[]> {
  const r = await sql<Row>`
    select s.id as "serviceId", s.name as "serviceName", coalesce(v.count, 0)::float8 as count
    from services s
    left join (select service_id, sum(visits) as count from ${serviceVisitRows(tenantId, q)} r group by service_id) v
      on v.service_id = s.id
    where s.tenant_id = ${tenantId}
    order by count desc, s.id`.execute(db);
  return r.rows.map(toCount);
}

export async function serviceCountList(db: Db, tenantId: string, q: ServiceCountQuery): Promise<ServiceCountList> {
  checkRange(q);
  const [shelf, list] = await Promise.all([shelfCounts(db, tenantId), visitsPerService(db, tenantId, q)]);
  return { ...shelf, list };
}

/** The `top` most visited services in the range (only services with a visit). */
export async function topServices(db: Db, tenantId: string, q: TopServicesQuery): Promise<ServiceCount[]> {
  checkRange(q);
  const r = await sql<Row>`
    select s.id as "serviceId", s.name as "serviceName", v.count::float8 as count
    from (select service_id, sum(visits) as count from ${serviceVisitRows(tenantId, q)} r group by service_id) v
    join services s on s.id = v.service_id and s.tenant_id = ${tenantId}
    where v.count > 0
    order by v.count desc, s.id
    limit ${q.top ?? TOP_DEFAULT}`.execute(db);
  return r.rows.map(toCount);
}
