// The mapping each tenant used last for each target (saved when an import starts, with the file's
// headers). The mapping step offers it again: for a file with the same headers it wins over name
// matching (the administrator's own choice), for another file it fills what names leave open.
import type { Db } from '../db/schema';
import type { MatchField } from '../../shared/imports';
import { importDb } from './tables';

export interface RememberedMapping {
  /** system column -> header, as a null-prototype object (matchColumns reads it by column name) */
  pairs: Record<string, string>;
  /** the file has the same headers as the one the mapping was made for */
  sameHeaders: boolean;
}

const headerSet = (headers: string[]) => [...new Set(headers.map((h) => h.trim()).filter((h) => h !== ''))].sort();

export async function rememberedMapping(db: Db, tenantId: string, target: string, headers: string[]): Promise<RememberedMapping> {
  const row = await importDb(db)
    .selectFrom('import_mappings')
    .select(['mapping', 'headers'])
    .where('tenant_id', '=', tenantId)
    .where('target', '=', target)
    .executeTakeFirst();
  const pairs: Record<string, string> = Object.create(null);
  for (const [column, header] of Object.entries(row?.mapping ?? {})) if (typeof header === 'string') pairs[column] = header;
  const saved = Array.isArray(row?.headers) ? row.headers.filter((h): h is string => typeof h === 'string') : null;
  const sameHeaders = saved !== null && headerSet(saved).join('\u0000') === headerSet(headers).join('\u0000');
  return { pairs, sameHeaders };
}

export async function saveMapping(db: Db, tenantId: string, target: string, userId: number, pairs: MatchField[], headers: string[], now: Date): Promise<void> {
  const mapping = JSON.stringify(Object.fromEntries(pairs.map((p) => [p.column, p.configure])));
  const fileHeaders = JSON.stringify(headers);
  await importDb(db)
    .insertInto('import_mappings')
    .values({ tenant_id: tenantId, target, mapping, headers: fileHeaders, user_id: userId, updated_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'target']).doUpdateSet({ mapping, headers: fileHeaders, user_id: userId, updated_at: now }))
    .execute();
}
