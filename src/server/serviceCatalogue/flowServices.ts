// The flow services' reads beyond their collection calls: the counts (getNum, also shown on
// /ProjectDetails) and one flow service by its process key (getOne, how the apps find it).
import { sql } from 'kysely';
import type { ResourceRow } from '../../shared/resources';
import { flowServices } from '../../shared/resources/flowServices/definition';
import type { FlowServiceCounts } from '../../shared/services/catalogue';
import type { Db } from '../db/schema';
import { DbRow, rowSelection, toRecord } from '../resources/records';
import { tenantZone } from '../time/tenantZone';

export async function flowServiceCounts(db: Db, tenantId: string): Promise<FlowServiceCounts> {
  const { rows } = await sql<FlowServiceCounts>`select count(*)::int as total, (count(*) filter (where enabled))::int as enabled
    from flow_services where tenant_id = ${tenantId}`.execute(db);
  return rows[0];
}

/** The tenant's flow service of this key (compared trimmed, case-insensitive, as its uniqueness is). */
export async function flowServiceByKey(db: Db, tenantId: string, flowKey: string): Promise<ResourceRow | undefined> {
  const row = await db
    .selectFrom('flow_services')
    .select(rowSelection(flowServices, await tenantZone(db, tenantId)))
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(trim(flow_key)) = lower(trim(${flowKey}))`)
    .executeTakeFirst();
  return row && toRecord(flowServices, row as DbRow);
}
