// Whether an import still has something to undo: a row it inserted or updated that is still
// there. An import whose rows were all removed since (by hand, or by undoing a later import that
// replaced them) is spent: the history shows it so, and undo refuses it instead of answering
// "removed 0, restored 0".
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

/** The given jobs that still have a row they wrote. */
export async function jobsWithRowsLeft(db: Db | Tx, tenantId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const r = await sql<{ key: string }>`select j.key from unnest(${keys}::text[]) as j(key)
    where exists (select 1 from import_changes c cross join lateral unnest(c.inserted_ids || c.updated_ids) as x(id)
      where c.job_key = j.key and (
        (c.table_name = 'people' and exists (select 1 from people p where p.id = x.id and p.tenant_id = ${tenantId}))
        or (c.table_name = 'org_units' and exists (select 1 from org_units o where o.id = x.id and o.tenant_id = ${tenantId}))))`.execute(db);
  return new Set(r.rows.map((row) => row.key));
}
