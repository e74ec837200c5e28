// The mapping each tenant used last for each target (saved when an import starts), which the
// mapping step offers again after exact and synonym matches.
import type { Db } from '../db/schema';
import type { MatchField } from '../../shared/imports';
import { importDb } from './tables';

/** system column -> header, as a null-prototype object (matchColumns reads it by column name). */
export async function rememberedMapping(db: Db, tenantId: string, target: string): Promise<Record<string, string>> {
  const row = await importDb(db)
    .selectFrom('import_mappings')
    .select('mapping')
    .where('tenant_id', '=', tenantId)
    .where('target', '=', target)
    .executeTakeFirst();
  const out: Record<string, string> = Object.create(null);
  for (const [column, header] of Object.entries(row?.mapping ?? {})) if (typeof header === 'string') out[column] = header;
  return out;
}

export async function saveMapping(db: Db, tenantId: string, target: string, userId: number, pairs: MatchField[], now: Date): Promise<void> {
  const mapping = JSON.stringify(Object.fromEntries(pairs.map((p) => [p.column, p.configure])));
  await importDb(db)
    .insertInto('import_mappings')
    .values({ tenant_id: tenantId, target, mapping, user_id: userId, updated_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'target']).doUpdateSet({ mapping, user_id: userId, updated_at: now }))
    .execute();
}
