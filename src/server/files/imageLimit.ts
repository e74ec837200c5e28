// How large a picture the tenant takes: the picture limit its administrators published in
// /generalConfig (generalSettings.imageUploadMaxMb; the definition's default before any publish),
// never above the hard ceiling IMAGE_CEILING_MB. The upload route (routes/fileUpload) asks before
// it reads the body, so a larger file is refused naming the published limit. Read through the
// published-content reader (../documents/published.ts), so a publish here or in another process
// sharing the database counts from the next upload, and a draft never does.
import { generalSettings } from '../../shared/documents/generalSettings/definition';
import { IMAGE_CEILING_MB } from '../../shared/resources/files';
import type { Db } from '../db/schema';
import { publishedContent } from '../documents/published';

const FIELD = 'imageUploadMaxMb';
const MB = 1024 * 1024;

/** The tenant's picture limit in MB (a whole number from 1 to the ceiling). */
export async function imageLimitMb(db: Db, tenantId: string): Promise<number> {
  const published = Number((await publishedContent(db, generalSettings, tenantId))[FIELD]);
  const mb = Number.isFinite(published) ? Math.floor(published) : Number(generalSettings.defaults[FIELD]);
  return Math.min(IMAGE_CEILING_MB, Math.max(1, mb));
}

export const megabytes = (mb: number) => mb * MB;
