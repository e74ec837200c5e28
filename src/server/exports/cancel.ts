// Cancelling an export job of any kind (the bulk export's and the photo export's cancel calls):
// a queued job ends at once (a file of an earlier attempt goes with it), a running one after its
// current page, its file removed by the runner; a job that already ended is left as it is. The
// answer waits (up to 10 s) for the runner to let go, so the caller sees the end state, and an
// ending it answers counts as seen (follower.ts).
import type { Db } from '../db/schema';
import type { FileStore } from '../imports/fileStore';
import { followExport } from './follower';
import { endExport, ExportJobRow, findExport } from './jobRows';
import type { ExportRunner } from './runner';
import { exportDb } from './tables';

const CANCEL_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function cancelExport(db: Db, services: { files: FileStore; runner: ExportRunner }, job: ExportJobRow, now: Date): Promise<ExportJobRow> {
  const answered = async (row: ExportJobRow) => (await followExport(db, { tenantId: row.tenant_id, key: row.key }, now)) ?? row;
  if (job.state !== 'queued' && job.state !== 'running') return answered(job);
  const { key, tenant_id: tenantId } = job;
  await exportDb(db).updateTable('export_jobs').set({ cancel_requested: true }).where('key', '=', key).where('state', 'in', ['queued', 'running']).execute();
  // nobody runs a queued job: end it here (a file of an earlier attempt goes with it)
  if ((await endExport(db, key, null, 'cancelled', now)) && job.stored_name) await services.files.remove(job.stored_name);
  services.runner.kick();
  // the runner ends a running job after its current page, well within a second
  const until = Date.now() + CANCEL_WAIT_MS;
  let current = (await findExport(db, tenantId, key)) ?? job;
  while ((current.state === 'running' || current.state === 'queued') && Date.now() < until) {
    await sleep(50);
    current = (await findExport(db, tenantId, key)) ?? current;
  }
  // the caller asked for this ending and is answered it: nothing to announce at the next sign-in
  return answered(current);
}
