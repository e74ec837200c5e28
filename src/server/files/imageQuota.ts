// The per-tenant quota on kept pictures (IMAGE_QUOTA in limits.ts): checked before an upload is
// kept, refused with the quota, the tenant's use and what to do. Pictures nothing names are
// removed a day after their upload (imageSweep.ts), so removing records frees room. Two uploads
// at the same moment can pass the check together (5 MB over at most per concurrent call): the
// quota bounds growth, it is not an exact ledger.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { refuse } from '../refusal';
import { IMAGE_QUOTA, IMAGE_UNUSED_HOURS } from './limits';

const mb = (bytes: number) => String(Math.ceil((bytes / 1024 / 1024) * 10) / 10);

export async function imageBytes(db: Db, tenantId: string): Promise<number> {
  const { rows } = await sql<{ bytes: string | number }>`select coalesce(sum(size), 0) as bytes from uploaded_files where tenant_id = ${tenantId}`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}

/** Refuses a picture of `bytes` over the tenant's quota (upload.image.quota). */
export async function checkImageQuota(db: Db, tenantId: string, bytes: number, quota = IMAGE_QUOTA): Promise<void> {
  const used = await imageBytes(db, tenantId);
  if (used + bytes > quota.maxBytes) refuse('upload.image.quota', { maxMb: mb(quota.maxBytes), mb: mb(used), hours: IMAGE_UNUSED_HOURS });
}
