// Reading a tenant's jobs for the routes. Every lookup is scoped by the caller's tenant: another
// tenant's job key or error key answers like one that never existed.
import type { Db } from '../db/schema';
import { refuse } from '../refusal';
import { importDb } from './tables';

export async function findJob(db: Db, tenantId: string, key: string) {
  const job = await importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).where('tenant_id', '=', tenantId).executeTakeFirst();
  return job ?? refuse('import.refused.jobNotFound');
}

export async function findJobByErrorKey(db: Db, tenantId: string, errorKey: string) {
  const job = await importDb(db)
    .selectFrom('import_jobs')
    .select(['key', 'params', 'target', 'created_at'])
    .where('error_key', '=', errorKey)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return job ?? refuse('import.refused.jobNotFound');
}

/** Cancels a queued job at once; a running one stops after its current batch (the runner ends it). */
export async function requestCancel(db: Db, tenantId: string, key: string, now: Date): Promise<void> {
  const job = await findJob(db, tenantId, key);
  if (job.state !== 'queued' && job.state !== 'running') refuse('import.refused.notRunning');
  const idb = importDb(db);
  const queued = await idb
    .updateTable('import_jobs')
    .set((eb) => ({ state: 'cancelled', cancel_requested: true, finished_at: now, total_num: eb.ref('finish_num') }))
    .where('key', '=', key)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows ?? 0) > 0) return;
  // queued again meanwhile (a stale job taken back) is covered too: the runner ends a claimed job that asks to cancel
  await idb.updateTable('import_jobs').set({ cancel_requested: true }).where('key', '=', key).where('state', 'in', ['queued', 'running']).execute();
}
