// Runs one claimed photo job: opens its zip (the safe reader judges it again), plans every photo
// from the names alone (identifier, second photo for the same person), then checks the photos a
// batch at a time from where the job stands (last_index), yielding to the event loop between
// batches so the API keeps answering (the next batch is read and decoded while the current one is
// written). Error rule 1 places each batch as it goes; error rule 2 places nothing until the
// whole zip is checked: any failure then removes every file written and
// counts the valid photos as skipped (the message says nothing was imported), otherwise the
// place phase puts them all on their people. A job resumed after a restart first removes the
// files of the batch that never committed. Cancel stops between batches: photos already placed
// stay, counted; photos validated but not placed are removed and counted as skipped.
import { Refusal, Refused, refuse } from '../refusal';
import { inTransaction } from '../db/transaction';
import { withZip } from '../zip/reader';
import { CheckEnv, commitBatch, judgeBatch, nextBatch } from './checkBatch';
import { readPhotoConfig } from '../photos/config';
import { PhotoOutcome, PhotoRunContext, yieldToEventLoop } from './context';
import { planPhotos, PhotoPlan } from './entries';
import { recordPhotoErrors } from './errors';
import { dropItems } from './items';
import { JobTakenOver } from '../jobs/queue';
import { endPhotoJob, loadPhotoJob, recordStep } from './jobRows';
import type { Scope } from './people';
import { placeStep } from './placeStep';
import type { PhotoJobRow } from './tables';

/** Photos validated but not placed (error rule 2) are removed and counted as skipped. */
async function discardWaiting(ctx: PhotoRunContext, job: PhotoJobRow): Promise<boolean> {
  const n = await dropItems(ctx, job, 0);
  if (n === 0) return false;
  await recordStep(ctx.db, job, ctx.workerId, { skipped: n }, ctx.now());
  return true;
}

async function endCancelled(ctx: PhotoRunContext, job: PhotoJobRow): Promise<PhotoOutcome> {
  await discardWaiting(ctx, job);
  await endPhotoJob(ctx.db, job, ctx.workerId, 'cancelled', ctx.now(), { msg: 'photoImport.cancelled' });
  await removeZip(ctx, job);
  return 'cancelled';
}

/** The zip is not needed once the job has ended (its row no longer names it; the clean-up
 *  removes the file should this fail). */
async function removeZip(ctx: PhotoRunContext, job: PhotoJobRow): Promise<void> {
  if (job.stored_name) await ctx.zips.remove(job.stored_name).catch((e) => ctx.log.warn({ err: e, job: job.key }, 'photo import zip not removed'));
}

/**
 * The check, a batch at a time from where the job stands. The next batch is judged (read and
 * decoded: no writes) while this one is written and committed, so sharp's threads stay busy
 * through the writes; a judged batch not committed (cancel, stop) is simply dropped.
 */
async function checkPhase(ctx: PhotoRunContext, job: PhotoJobRow, plans: PhotoPlan[], env: CheckEnv): Promise<'done' | 'cancelled' | 'stopped'> {
  const judge = (from: number) => {
    if (from >= plans.length) return null;
    const judging = judgeBatch(env, nextBatch(plans, from, ctx.batchSize, ctx.batchBytes));
    // settled later (or dropped): never an unhandled rejection meanwhile
    judging.catch(() => undefined);
    return judging;
  };
  let next = judge(job.last_index);
  while (next) {
    const judged = await next;
    const at = judged.batch[judged.batch.length - 1].ordinal + 1;
    next = judge(at);
    const { cancelRequested } = await commitBatch(env, judged);
    await ctx.afterBatch?.(job, at);
    const end = cancelRequested ? 'cancelled' : ctx.stopping() ? 'stopped' : null;
    if (end) {
      // the batch being judged reads the zip: let it finish before the zip closes
      await next?.catch(() => undefined);
      return end;
    }
    await yieldToEventLoop();
  }
  return 'done';
}

async function placePhase(ctx: PhotoRunContext, job: PhotoJobRow, scope: Scope, plans: PhotoPlan[]): Promise<'done' | 'cancelled' | 'stopped'> {
  for (;;) {
    const { done, cancelRequested } = await placeStep(ctx, job, scope, plans);
    if (done) return 'done';
    await ctx.afterBatch?.(job, plans.length);
    if (cancelRequested) return 'cancelled';
    if (ctx.stopping()) return 'stopped';
    await yieldToEventLoop();
  }
}

async function process(ctx: PhotoRunContext, job: PhotoJobRow): Promise<PhotoOutcome> {
  if (job.cancel_requested) return endCancelled(ctx, job);
  if (!job.stored_name || !(await ctx.zips.exists(job.stored_name))) refuse('photoImport.refused.uploadGone');
  const scope: Scope = { tenantId: job.tenant_id, identity: job.identity };
  // random access in the zip: the folder's own file, or a local copy streamed from the database
  return ctx.zips.withLocalFile(job.stored_name, (file) =>
    withZip(file, async (zip) => {
      const plans = planPhotos(zip.entries, job.params.field);
      if (plans.length !== job.photo_count) refuse('photoImport.refused.uploadGone');
      const config = await readPhotoConfig(ctx.db, job.tenant_id);
      // a batch that wrote its files but never committed (the process stopped): its files go
      if (job.phase === 'check') await dropItems(ctx, job, job.last_index);
      if (job.phase === 'check') {
        const checked = await checkPhase(ctx, job, plans, { ctx, job, zip, config, scope });
        if (checked === 'cancelled') return endCancelled(ctx, job);
        if (checked === 'stopped') return 'stopped';
        if (job.params.errorRule === 2) {
          const now = await loadPhotoJob(ctx.db, job.key);
          if (now && now.fail_num > 0) {
            await discardWaiting(ctx, job);
            await endPhotoJob(ctx.db, job, ctx.workerId, 'finished', ctx.now(), {
              msg: 'photoImport.nothingImported',
              params: { failed: now.fail_num, total: plans.length },
            });
            await removeZip(ctx, job);
            return 'finished';
          }
          await recordStep(ctx.db, job, ctx.workerId, {}, ctx.now(), { phase: 'place' });
        }
      }
      const placed = await placePhase(ctx, job, scope, plans);
      if (placed === 'cancelled') return endCancelled(ctx, job);
      if (placed === 'stopped') return 'stopped';
      await endPhotoJob(ctx.db, job, ctx.workerId, 'finished', ctx.now());
      await removeZip(ctx, job);
      return 'finished';
    }),
  );
}

function refusalOf(e: unknown): Refusal | null {
  return e instanceof Refused ? e.refusal : null;
}

/** Ends the job as failed, with a first line in its report saying why; what was not placed goes. */
export async function failPhotoJob(ctx: PhotoRunContext, job: PhotoJobRow, workerId: string | null, why: Refusal): Promise<void> {
  await dropItems(ctx, job, 0);
  await inTransaction(ctx.db, async (tx) => {
    await recordPhotoErrors(tx, job.key, [{ entryIndex: -1, entryName: '', identifier: '', reason: why.key, params: why.params }]);
    await endPhotoJob(tx, job, workerId, 'failed', ctx.now(), { msg: why.key, params: why.params });
  });
  await removeZip(ctx, job);
}

export async function runPhotoJob(ctx: PhotoRunContext, job: PhotoJobRow): Promise<PhotoOutcome> {
  try {
    return await process(ctx, job);
  } catch (e) {
    if (e instanceof JobTakenOver) return 'lost';
    const why = refusalOf(e);
    if (!why) ctx.log.error({ err: e, job: job.key }, 'photo import job failed');
    await failPhotoJob(ctx, job, ctx.workerId, why ?? { key: 'photoImport.refused.failed' });
    return 'failed';
  }
}
