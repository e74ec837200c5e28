// The tenant's photo settings (what the zip import accepts; document 000 "User image: config"): the
// photoConfig document (src/shared/documents/photoConfig). The import and the documented read take
// its published version (the defaults before any publish) through the documents' read of
// published content; the documented save saves the whole settings and publishes them at once
// (../documents/savePublished.ts: a version, the audit rows). Read in one form: known keys only,
// numbers within their bounds, formats once each in a fixed order.
import { photoConfig, PHOTO_FORMATS, PHOTO_MAX_KB, PHOTO_MAX_SIDE } from '../../shared/documents/photoConfig/definition';
import { DEFAULT_PHOTO_CONFIG, PhotoConfig } from '../../shared/photos/api';
import type { Db } from '../db/schema';
import { publishedContent } from '../documents/published';
import { savePublished } from '../documents/savePublished';
import type { WriteContext, WriteOutcome } from '../documents/write';

function within(v: unknown, min: number, max: number, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.floor(v))) : fallback;
}

/** The settings in their one form, from a document content (or a save's body). */
export function photoConfigOf(content: Partial<Record<keyof PhotoConfig, unknown>>): PhotoConfig {
  const sent = Array.isArray(content.formats) ? (content.formats as unknown[]) : [];
  const formats = PHOTO_FORMATS.filter((f) => sent.includes(f));
  return {
    maxSizeKb: within(content.maxSizeKb, 1, PHOTO_MAX_KB, DEFAULT_PHOTO_CONFIG.maxSizeKb),
    minWidth: within(content.minWidth, 0, PHOTO_MAX_SIDE, DEFAULT_PHOTO_CONFIG.minWidth),
    minHeight: within(content.minHeight, 0, PHOTO_MAX_SIDE, DEFAULT_PHOTO_CONFIG.minHeight),
    formats: formats.length > 0 ? formats : [...DEFAULT_PHOTO_CONFIG.formats],
  };
}

export async function readPhotoConfig(db: Db, tenantId: string): Promise<PhotoConfig> {
  return photoConfigOf(await publishedContent(db, photoConfig, tenantId));
}

export function savePhotoConfig(tenantId: string, config: PhotoConfig, ctx: WriteContext & { db: Db }): Promise<WriteOutcome> {
  return savePublished({ def: photoConfig, tenantId, identity: '' }, { ...photoConfigOf(config) }, ctx);
}
