// The package jobs' rows: claimed and requeued through the shared queue (src/server/jobs/queue.ts),
// found by key within the caller's tenant (another tenant's key answers like an unknown one),
// and ended as failed with the reason's key, by the worker that holds it.
import type { Db } from '../db/schema';
import { refuse, Refusal } from '../refusal';
import { packageDb, PackageJobRow } from './tables';

export async function findPackageJob(db: Db, tenantId: string, key: string): Promise<PackageJobRow> {
  const job = await packageDb(db).selectFrom('business_package_jobs').selectAll().where('key', '=', key).where('tenant_id', '=', tenantId).executeTakeFirst();
  return job ?? refuse('businessPackages.refused.jobNotFound');
}

/** The reached share of the job's reading, with the heartbeat that says its worker lives. */
export async function markProgress(db: Db, job: PackageJobRow, workerId: string, rate: number, now: Date): Promise<void> {
  await packageDb(db)
    .updateTable('business_package_jobs')
    .set({ finish_rate: Math.min(0.99, rate), heartbeat_at: now })
    .where('key', '=', job.key)
    .where('worker_id', '=', workerId)
    .execute();
}

/** Ends the job as failed with the reason; its archive is no longer its to keep. */
export async function failPackageJobRow(db: Db, job: PackageJobRow, workerId: string, reason: Refusal, now: Date): Promise<void> {
  await packageDb(db)
    .updateTable('business_package_jobs')
    .set({
      state: 'failed',
      stored_name: null,
      finished_at: now,
      error_msg: reason.key,
      error_params: reason.params ? JSON.stringify(reason.params) : null,
    })
    .where('key', '=', job.key)
    .where('worker_id', '=', workerId)
    .execute();
}
