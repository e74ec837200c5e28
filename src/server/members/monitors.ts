// Monitors and their data APIs and service APIs (document 001 §3 "API add", §4, §7): the
// monitor list, the APIs in a monitor, and the candidate list with its fixedCount (matches
// already in the monitor, shown ticked and fixed) and the add, which applies a selection like
// the member picker's: picks must be this tenant's APIs of the type; select all inserts the
// query's matches not yet in the monitor minus the exclusions, in one statement.
import { RawBuilder, sql } from 'kysely';
import type { Page, AddMembersResult } from '../../shared/members/api';
import type { ApiCandidatePage, ApiCandidateRow, ApiProjectRow, ApiQuery, ApiSearchRow, MonitorApiRow, MonitorRow } from '../../shared/members/monitorApi';
import type { ApiType } from '../../shared/members/constants';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { escapeLike } from '../resources/list';
import { apiSearchCondition, checkApiSearch } from './apiSearch';
import { refuse } from '../refusal';
import { tenantZone } from '../time/tenantZone';

const contains = (ref: string, text: string) => sql<boolean>`${sql.ref(ref)} ilike ${`%${escapeLike(text)}%`} escape '\\'`;

export async function listMonitors(db: Db, tenantId: string, name: string | undefined, index: number, size: number): Promise<Page<MonitorRow>> {
  const where = name ? sql`m.tenant_id = ${tenantId} and ${contains('m.name', name)}` : sql`m.tenant_id = ${tenantId}`;
  const [page, count] = await Promise.all([
    sql<{ id: number; name: string; note: string | null; created_at: Date; data_n: number; service_n: number }>`
      select m.id, m.name, m.note, m.created_at,
        (select count(*)::int from monitor_apis x join apis a on a.id = x.api_id where x.monitor_id = m.id and a.type = 'DATA_API') as data_n,
        (select count(*)::int from monitor_apis x join apis a on a.id = x.api_id where x.monitor_id = m.id and a.type = 'SERVICE_API') as service_n
      from monitors m where ${where} order by m.id limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from monitors m where ${where}`.execute(db),
  ]);
  return {
    data: page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      note: r.note,
      dataApiCount: r.data_n,
      serviceApiCount: r.service_n,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: count.rows[0].total,
  };
}

export async function listProjects(db: Db, tenantId: string): Promise<ApiProjectRow[]> {
  const { rows } = await sql<ApiProjectRow>`select id, name from api_projects where tenant_id = ${tenantId} order by id`.execute(db);
  return rows;
}

/** The monitor when it is this tenant's; refused otherwise. */
export async function ownMonitor(db: Db, tenantId: string, id: number): Promise<void> {
  const { rows } = await sql`select 1 from monitors where tenant_id = ${tenantId} and id = ${id}`.execute(db);
  if (rows.length === 0) refuse('members.notFound.MONITOR');
}

interface RawApi {
  id: number;
  type: ApiType;
  name: string;
  note: string | null;
  quote_type: 'VIEW' | 'OUT_DATA';
  project_id: number;
  project_name: string;
  status: 'ON' | 'OFF';
  created_at: Date;
}
const API_COLUMNS = sql`a.id, a.type, a.name, a.note, a.quote_type, a.project_id, (select pr.name from api_projects pr where pr.id = a.project_id) as project_name, a.status, a.created_at`;
const apiOf = (r: RawApi) => ({
  id: r.id,
  type: r.type,
  name: r.name,
  note: r.note,
  quoteType: r.quote_type,
  apiServeDataProjectId: r.project_id,
  projectName: r.project_name,
  status: r.status,
  createTime: new Date(r.created_at).toISOString(),
});

export async function listMonitorApis(
  db: Db,
  tenantId: string,
  monitorId: number,
  type: ApiType | undefined,
  index: number,
  size: number,
): Promise<Page<MonitorApiRow>> {
  await ownMonitor(db, tenantId, monitorId);
  const where = sql`x.monitor_id = ${monitorId} and x.tenant_id = ${tenantId} ${type ? sql`and a.type = ${type}` : sql``}`;
  const [page, count] = await Promise.all([
    sql<RawApi & { link_id: number }>`select x.id as link_id, ${API_COLUMNS} from monitor_apis x join apis a on a.id = x.api_id
      where ${where} order by x.id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from monitor_apis x join apis a on a.id = x.api_id where ${where}`.execute(db),
  ]);
  return { data: page.rows.map((r) => ({ ...apiOf(r), linkId: r.link_id })), total: count.rows[0].total };
}

export async function removeMonitorApis(db: Db, tenantId: string, monitorId: number, ids: number[]): Promise<number> {
  await ownMonitor(db, tenantId, monitorId);
  const { rows } = await sql<{
    n: number;
  }>`with del as (delete from monitor_apis where tenant_id = ${tenantId} and monitor_id = ${monitorId} and id = any(${ids}::int[]) returning 1)
    select count(*)::int as n from del`.execute(db);
  return rows[0].n;
}

/** The APIs of the tenant the filter form and the advanced search match (alias a). */
function matching(tenantId: string, zone: string, type: ApiType, q: Omit<ApiQuery, 'type'>, search: ApiSearchRow[]): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql`a.tenant_id = ${tenantId}`, sql`a.type = ${type}`];
  if (q.name?.trim()) parts.push(contains('a.name', q.name.trim()));
  if (q.note?.trim()) parts.push(contains('a.note', q.note.trim()));
  if (q.quoteType) parts.push(sql`a.quote_type = ${q.quoteType}`);
  if (q.apiServeDataProjectId) parts.push(sql`a.project_id = ${q.apiServeDataProjectId}`);
  if (q.status) parts.push(sql`a.status = ${q.status}`);
  const cond = apiSearchCondition(checkApiSearch(search, zone));
  if (cond) parts.push(cond);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

const inMonitor = (monitorId: number) => sql<boolean>`exists (select 1 from monitor_apis x where x.api_id = a.id and x.monitor_id = ${monitorId})`;

export async function listCandidateApis(
  db: Db,
  tenantId: string,
  monitorId: number,
  query: ApiQuery,
  search: ApiSearchRow[],
  index: number,
  size: number,
): Promise<ApiCandidatePage> {
  await ownMonitor(db, tenantId, monitorId);
  const where = matching(tenantId, await tenantZone(db, tenantId), query.type, query, search);
  const [page, count] = await Promise.all([
    sql<RawApi & { added: boolean }>`select ${API_COLUMNS}, ${inMonitor(monitorId)} as added from apis a where ${where}
      order by a.id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{
      total: number;
      fixed: number;
    }>`select count(*)::int as total, (count(*) filter (where ${inMonitor(monitorId)}))::int as fixed from apis a where ${where}`.execute(db),
  ]);
  return {
    data: page.rows.map((r): ApiCandidateRow => ({ ...apiOf(r), added: r.added })),
    total: count.rows[0].total,
    fixedCount: count.rows[0].fixed,
  };
}

export interface AddApisRequest {
  tenantId: string;
  monitorId: number;
  type: ApiType;
  isAll: boolean;
  /** picks, or with isAll the exclusions */
  checkIds: number[];
  query: Omit<ApiQuery, 'type'>;
  advancedSearch: ApiSearchRow[];
}

export function addApis(db: Db, req: AddApisRequest): Promise<AddMembersResult> {
  return inTransaction(db, async (tx) => {
    await ownMonitor(tx as unknown as Db, req.tenantId, req.monitorId);
    const ids = [...new Set(req.checkIds)];
    if (!req.isAll && ids.length === 0) refuse('picker.selectData');
    if (ids.length > 0) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from apis where tenant_id = ${req.tenantId} and type = ${req.type} and id = any(${ids}::int[])`.execute(tx);
      if (rows[0].n !== ids.length) refuse('members.foreignApis');
    }
    const zone = await tenantZone(tx as unknown as Db, req.tenantId);
    const selection = req.isAll
      ? sql`select a.id from apis a where ${matching(req.tenantId, zone, req.type, req.query, req.advancedSearch)} and not ${inMonitor(req.monitorId)} and not (a.id = any(${ids}::int[]))`
      : sql`select a.id from apis a where a.tenant_id = ${req.tenantId} and a.id = any(${ids}::int[])`;
    const { rows } = await sql<{ matched: number; added: number }>`with sel as materialized (${selection}),
      ins as (insert into monitor_apis (tenant_id, monitor_id, api_id) select ${req.tenantId}, ${req.monitorId}::int, sel.id from sel on conflict do nothing returning 1)
      select (select count(*)::int from sel) as matched, (select count(*)::int from ins) as added`.execute(tx);
    const { matched, added } = rows[0];
    if (matched === 0) refuse('picker.selectData');
    return { added, skipped: matched - added };
  });
}
