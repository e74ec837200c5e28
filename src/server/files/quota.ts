// The per-tenant quota on uploads still waiting (UPLOAD_QUOTA in limits.ts): checked before an
// upload is kept, refused with the quota, the tenant's use and what to do. Uploads a job used are
// the history, not waiting, and do not count. Two uploads arriving at the same moment can pass
// the check together (one over the count at most per concurrent call): the quota bounds growth,
// it is not an exact ledger.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { refuse } from '../refusal';
import type { ZipStore } from '../photoImport/zipStore';
import { photoImportDb } from '../photoImport/tables';
import { packageDb } from '../businessPackages/tables';
import type { PackageStore } from '../businessPackages/store';
import { Quota, UPLOAD_QUOTA, UPLOAD_UNUSED_HOURS } from './limits';

export interface Usage {
  count: number;
  bytes: number;
}

const mb = (bytes: number) => String(Math.ceil((bytes / 1024 / 1024) * 10) / 10);

const over = (q: Quota, used: Usage, incoming: number) => used.count + 1 > q.maxPending || used.bytes + incoming > q.maxBytes;

/** The tenant's Excel uploads no import job used yet (leaving out `exceptId`, an upload being replaced). */
export async function pendingUploads(db: Db, tenantId: string, exceptId?: string): Promise<Usage> {
  const { rows } = await sql<{ count: number; bytes: number }>`select count(*) as count, coalesce(sum(u.size), 0) as bytes
    from import_uploads as u
    where u.tenant_id = ${tenantId} and u.id <> ${exceptId ?? ''}
      and not exists (select 1 from import_jobs as j where j.upload_id = u.id)`.execute(db);
  return { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
}

/** Refuses an Excel upload of `bytes` over the tenant's quota (import.refused.uploadQuota). */
export async function checkUploadQuota(db: Db, tenantId: string, bytes: number, replaceId?: string, quota: Quota = UPLOAD_QUOTA.imports): Promise<void> {
  const used = await pendingUploads(db, tenantId, replaceId);
  if (over(quota, used, bytes)) {
    refuse('import.refused.uploadQuota', {
      maxCount: quota.maxPending,
      maxMb: mb(quota.maxBytes),
      count: used.count,
      mb: mb(used.bytes),
      hours: UPLOAD_UNUSED_HOURS,
    });
  }
}

/** The tenant's photo zips still kept (their jobs have not ended), with their sizes on disk. */
export async function pendingZips(db: Db, zips: ZipStore, tenantId: string): Promise<Usage> {
  const rows = await photoImportDb(db)
    .selectFrom('photo_import_jobs')
    .select('stored_name')
    .where('tenant_id', '=', tenantId)
    .where('stored_name', 'is not', null)
    .execute();
  let bytes = 0;
  for (const r of rows) {
    bytes += (await zips.sizeOf(r.stored_name!).catch(() => null)) ?? 0;
  }
  return { count: rows.length, bytes };
}

/** Refuses a photo zip of `bytes` over the tenant's quota (photoImport.refused.zipQuota). */
export async function checkZipQuota(db: Db, zips: ZipStore, tenantId: string, bytes: number, quota: Quota = UPLOAD_QUOTA.photoZips): Promise<void> {
  const used = await pendingZips(db, zips, tenantId);
  if (over(quota, used, bytes)) {
    refuse('photoImport.refused.zipQuota', { maxCount: quota.maxPending, maxMb: mb(quota.maxBytes), count: used.count, mb: mb(used.bytes) });
  }
}

/** The tenant's package archives: those of jobs not yet ended (count), and every archive kept,
 *  theirs and the recorded versions' (bytes). */
export async function keptPackageArchives(db: Db, store: PackageStore, tenantId: string): Promise<Usage> {
  const pdb = packageDb(db);
  const pending = await pdb
    .selectFrom('business_package_jobs')
    .select('stored_name')
    .where('tenant_id', '=', tenantId)
    .where('state', 'in', ['queued', 'running'])
    .where('stored_name', 'is not', null)
    .execute();
  let bytes = 0;
  for (const r of pending) bytes += (await store.sizeOf(r.stored_name!).catch(() => null)) ?? 0;
  const versions = await pdb
    .selectFrom('business_package_versions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('size'), eb.lit(0)).as('bytes'))
    .where('tenant_id', '=', tenantId)
    .where('stored_name', 'is not', null)
    .executeTakeFirst();
  return { count: pending.length, bytes: bytes + Number(versions?.bytes ?? 0) };
}

/** Refuses a package archive of `bytes` over the tenant's quota (businessPackages.refused.quota). */
export async function checkPackageQuota(db: Db, store: PackageStore, tenantId: string, bytes: number, quota: Quota = UPLOAD_QUOTA.packages): Promise<void> {
  const used = await keptPackageArchives(db, store, tenantId);
  if (over(quota, used, bytes)) {
    refuse('businessPackages.refused.quota', { maxCount: quota.maxPending, maxMb: mb(quota.maxBytes), count: used.count, mb: mb(used.bytes) });
  }
}
