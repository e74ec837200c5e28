// org_units.path holds the ancestors and self as /id/id/…/, so "everything under this faculty"
// is one indexed prefix match. Rows are inserted with an empty path (the id is not known yet)
// and this fills the paths level by level; imports of organisation units use it as well.
import { sql } from 'kysely';
import type { Db } from './schema';
import type { Tx } from './transaction';

const MAX_DEPTH = 16;

export async function fillOrgPaths(db: Db | Tx, tenantId: string): Promise<void> {
  await sql`update org_units set path = '/' || id || '/' where tenant_id = ${tenantId} and parent_id is null and path = ''`.execute(db);
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const result = await sql`update org_units c set path = p.path || c.id || '/'
      from org_units p
      where c.parent_id = p.id and c.tenant_id = ${tenantId} and c.path = '' and p.path <> ''`.execute(db);
    if (Number(result.numAffectedRows ?? 0) === 0) return;
  }
}
