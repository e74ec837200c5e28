// Error rule 2, once the whole zip is checked and nothing failed: the photos waiting as items are
// placed on their people a batch at a time (one transaction each, old files removed after it).
import { inTransaction } from '../db/transaction';
import type { PhotoRunContext } from './context';
import type { PhotoPlan } from './entries';
import { PhotoError, recordPhotoErrors } from './errors';
import { deleteItems, pendingItems, removePhotoFiles } from './items';
import { recordStep } from './jobRows';
import { placePhotos, Scope } from './people';
import type { PhotoJobRow } from './tables';

export async function placeStep(
  ctx: PhotoRunContext,
  job: PhotoJobRow,
  scope: Scope,
  plans: PhotoPlan[],
): Promise<{ done: boolean; cancelRequested: boolean }> {
  const items = await pendingItems(ctx.db, job.key, ctx.batchSize);
  if (items.length === 0) return { done: true, cancelRequested: false };
  const { cancelRequested, toRemove } = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const placed = await placePhotos(tx, scope, job.params.repeatRule, items, now);
    const errors: PhotoError[] = placed.missing.map((m) => {
      const p = plans[m.entryIndex];
      return {
        entryIndex: m.entryIndex,
        entryName: p?.shownName ?? '',
        identifier: p?.identifier ?? '',
        reason: 'photoImport.reason.noPerson',
        params: { field: `naming.${job.params.field}`, identifier: p?.identifier ?? '' },
      };
    });
    await recordPhotoErrors(tx, job.key, errors);
    await deleteItems(
      tx,
      job.key,
      items.map((i) => i.entryIndex),
    );
    const cancel = await recordStep(
      tx,
      job,
      ctx.workerId,
      { inserted: placed.inserted.length, updated: placed.updated.length, skipped: placed.skipped.length, failed: errors.length },
      now,
    );
    return { cancelRequested: cancel, toRemove: [...placed.replaced, ...placed.skipped.map((p) => p.storedName), ...placed.missing.map((p) => p.storedName)] };
  });
  await removePhotoFiles(ctx.photos, job.tenant_id, toRemove);
  return { done: false, cancelRequested };
}
