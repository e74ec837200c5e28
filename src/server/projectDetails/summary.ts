// The counts of /ProjectDetails for one tenant, in one round of parallel queries: people per
// identity, services on the shelf of all, flow services (while their table exists), the rows of
// each collection of the definitions, published configuration documents and the newest
// published app version per platform. Counts only (no visit log is read): cheap on any size.
import { sql } from 'kysely';
import { DOCUMENTS } from '../../shared/documents';
import { IDENTITIES, Identity } from '../../shared/domain/people';
import type { AppPlatform } from '../../shared/home/api';
import type { ProjectSummary } from '../../shared/platform/projectDetails';
import { RESOURCES } from '../../shared/resources';
import type { Db } from '../db/schema';

const FLOW_SERVICES = 'flow_services';

/** Of the given tables, those that exist with a tenant_id column (a definition whose table is not migrated yet is skipped). */
async function tenantTables(db: Db, names: string[]): Promise<Set<string>> {
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'tenant_id' and table_name in (${sql.join(names)})`.execute(db);
  return new Set(rows.rows.map((r) => r.table_name));
}

async function tableCounts(db: Db, tenantId: string, tables: string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const parts = tables.map((t) => sql`select ${t}::text as t, count(*)::int as n from ${sql.table(t)} where tenant_id = ${tenantId}`);
  const rows = await sql<{ t: string; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.rows.map((r) => [r.t, Number(r.n)]));
}

export async function projectSummaryOf(db: Db, tenantId: string): Promise<ProjectSummary> {
  const collectionTables = [...new Set(RESOURCES.map((r) => r.table))];
  const existing = await tenantTables(db, [...collectionTables, FLOW_SERVICES]);
  const [people, services, counts, documents, versions] = await Promise.all([
    sql<{ identity: Identity; n: number }>`select identity, count(*)::int as n from people where tenant_id = ${tenantId} group by identity`.execute(db),
    sql<{ total: number; shelved: number }>`
      select count(*)::int as total, count(*) filter (where shelf_status = 1)::int as shelved from services where tenant_id = ${tenantId}`.execute(db),
    tableCounts(db, tenantId, [...existing]),
    sql<{ n: number }>`
      select count(distinct key)::int as n from documents
      where tenant_id = ${tenantId} and published_version is not null and key in (${sql.join(DOCUMENTS.map((d) => d.key))})`.execute(db),
    sql<{ platform: AppPlatform; version: string; build: number }>`
      select distinct on (platform) platform, version, build from app_versions
      where tenant_id = ${tenantId} and published order by platform, build desc`.execute(db),
  ]);
  const perIdentity = new Map(people.rows.map((r) => [r.identity, Number(r.n)]));
  return {
    people: IDENTITIES.map((identity) => ({ identity, count: perIdentity.get(identity) ?? 0 })),
    services: { total: Number(services.rows[0]?.total ?? 0), shelved: Number(services.rows[0]?.shelved ?? 0) },
    flowServices: existing.has(FLOW_SERVICES) ? (counts.get(FLOW_SERVICES) ?? 0) : null,
    collections: RESOURCES.filter((r) => counts.has(r.table)).map((r) => ({ key: r.key, count: counts.get(r.table) ?? 0 })),
    documents: { published: Number(documents.rows[0]?.n ?? 0), total: DOCUMENTS.length },
    appVersions: versions.rows.map((v) => ({ platform: v.platform, version: v.version, build: Number(v.build) })),
  };
}
