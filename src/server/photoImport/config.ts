// The tenant's photo settings (photo_configs, migration 012): what the zip import accepts. A
// tenant without a row, or a stored value missing a setting, gets DEFAULT_PHOTO_CONFIG's; a stored
// value out of range is brought back within it rather than trusted.
import { DEFAULT_PHOTO_CONFIG, PhotoConfig } from '../../shared/photos/api';
import type { Db } from '../db/schema';

const MAX_KB = 20_480;

function within(v: unknown, min: number, max: number, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.floor(v))) : fallback;
}

export function photoConfigOf(stored: unknown): PhotoConfig {
  const c = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<PhotoConfig>;
  const formats = Array.isArray(c.formats) ? c.formats.filter((f): f is 'jpeg' | 'png' => f === 'jpeg' || f === 'png') : [];
  return {
    maxSizeKb: within(c.maxSizeKb, 1, MAX_KB, DEFAULT_PHOTO_CONFIG.maxSizeKb),
    minWidth: within(c.minWidth, 0, 100_000, DEFAULT_PHOTO_CONFIG.minWidth),
    minHeight: within(c.minHeight, 0, 100_000, DEFAULT_PHOTO_CONFIG.minHeight),
    formats: formats.length ? [...new Set(formats)] : [...DEFAULT_PHOTO_CONFIG.formats],
  };
}

export async function loadPhotoConfig(db: Db, tenantId: string): Promise<PhotoConfig> {
  const row = await db.selectFrom('photo_configs').select('config').where('tenant_id', '=', tenantId).executeTakeFirst();
  return photoConfigOf(row?.config);
}
