// The tenant's photo settings (what the zip import accepts; document 000 "User image: config"):
// one row a tenant in photo_configs, DEFAULT_PHOTO_CONFIG until one is saved. The body's schema
// (routes/photos/schemas.ts) admits only valid values; what is stored is read back through the
// defaults, so a setting added later has its default for tenants that saved before.
import { DEFAULT_PHOTO_CONFIG, PhotoConfig } from '../../shared/photos/api';
import type { Db } from '../db/schema';

const FORMAT_ORDER: PhotoConfig['formats'] = ['jpeg', 'png'];

/** The settings in their one form: known keys only, formats once each in a fixed order. */
export function normaliseConfig(raw: Partial<PhotoConfig>): PhotoConfig {
  const c = { ...DEFAULT_PHOTO_CONFIG, ...raw };
  const formats = FORMAT_ORDER.filter((f) => (c.formats ?? []).includes(f));
  return { maxSizeKb: c.maxSizeKb, minWidth: c.minWidth, minHeight: c.minHeight, formats: formats.length > 0 ? formats : DEFAULT_PHOTO_CONFIG.formats };
}

export async function readPhotoConfig(db: Db, tenantId: string): Promise<PhotoConfig> {
  const row = await db.selectFrom('photo_configs').select('config').where('tenant_id', '=', tenantId).executeTakeFirst();
  return normaliseConfig((row?.config ?? {}) as Partial<PhotoConfig>);
}

export async function savePhotoConfig(db: Db, tenantId: string, config: PhotoConfig, now: Date): Promise<PhotoConfig> {
  const saved = normaliseConfig(config);
  const json = JSON.stringify(saved);
  await db
    .insertInto('photo_configs')
    .values({ tenant_id: tenantId, config: json, updated_at: now })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ config: json, updated_at: now }))
    .execute();
  return saved;
}
