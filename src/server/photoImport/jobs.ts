// Reading a tenant's photo import jobs for the routes. Every lookup is scoped by the caller's
// tenant: another tenant's key answers exactly like one that never existed.
import type { Db } from '../db/schema';
import { refuse } from '../refusal';
import { photoImportDb, PhotoJobRow } from './tables';

export async function findPhotoJob(db: Db, tenantId: string, key: string): Promise<PhotoJobRow> {
  const job = await photoImportDb(db).selectFrom('photo_import_jobs').selectAll().where('key', '=', key).where('tenant_id', '=', tenantId).executeTakeFirst();
  return job ?? refuse('photoImport.refused.jobNotFound');
}

export async function findPhotoJobByErrorKey(db: Db, tenantId: string, errorKey: string): Promise<PhotoJobRow> {
  const job = await photoImportDb(db)
    .selectFrom('photo_import_jobs')
    .selectAll()
    .where('error_key', '=', errorKey)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return job ?? refuse('photoImport.refused.jobNotFound');
}
