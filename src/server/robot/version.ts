// The library's version per tenant (faq_library_versions): bumped inside every transaction that
// changes types or questions, read by "try it" to know whether its index is stale. Kept in the
// database so every API process behind a load balancer sees a change.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

export async function bumpVersion(tx: Tx, tenantId: string): Promise<void> {
  await sql`insert into faq_library_versions (tenant_id, version) values (${tenantId}, 1)
    on conflict (tenant_id) do update set version = faq_library_versions.version + 1`.execute(tx);
}

export async function versionOf(db: Db | Tx, tenantId: string): Promise<number> {
  const { rows } = await sql<{ version: string | number }>`select version from faq_library_versions where tenant_id = ${tenantId}`.execute(db);
  return rows[0] ? Number(rows[0].version) : 0;
}
