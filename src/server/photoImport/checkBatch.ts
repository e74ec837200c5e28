// One batch of the check phase, in two halves so the next batch can be judged while this one is
// written. judgeBatch (no writes): each photo's person found, its bytes read from the zip and
// judged (validatePhoto: content, settings, sharp decode) in parallel.
// commitBatch: the valid photos written to the photo store under new names (recorded as items
// first, so a restart can find them) and, in one transaction, the failures recorded, the counts
// added and the position moved on. With error rule 1 the photos are placed on their people in
// that same transaction (old files removed after the commit); with error rule 2 they wait as
// items until the whole zip is checked.
import type { PhotoConfig } from '../../shared/photos/api';
import { inTransaction } from '../db/transaction';
import type { ZipReader } from '../zip/reader';
import type { PhotoRunContext } from './context';
import type { PhotoPlan, Problem } from './entries';
import { PhotoError, recordPhotoErrors } from './errors';
import { deleteItems, recordItems, removePhotoFiles } from './items';
import { recordStep } from './jobRows';
import { mapLimit } from './parallel';
import { findPeople, Placement, placePhotos, Scope } from './people';
import type { PhotoJobRow } from './tables';
import { tooLargeBySize, validatePhoto } from './validatePhoto';

export interface CheckEnv {
  ctx: PhotoRunContext;
  job: PhotoJobRow;
  zip: ZipReader;
  config: PhotoConfig;
  scope: Scope;
}

/** Photos from `from` on, at most batchSize of them and batchBytes declared (at least one). */
export function nextBatch(plans: PhotoPlan[], from: number, batchSize: number, batchBytes: number): PhotoPlan[] {
  const out: PhotoPlan[] = [];
  let bytes = 0;
  for (let i = from; i < plans.length && out.length < batchSize; i += 1) {
    bytes += plans[i].entry.size;
    if (out.length > 0 && bytes > batchBytes) break;
    out.push(plans[i]);
  }
  return out;
}

export interface JudgedBatch {
  batch: PhotoPlan[];
  errors: PhotoError[];
  /** repeat rule 2: the person has a photo already */
  skipped: number;
  valid: (Placement & { bytes: Buffer })[];
}

/**
 * Photos read and decoded at once. sharp decodes on libuv's threads (4 unless UV_THREADPOOL_SIZE
 * says otherwise), the same threads every file read and write waits for; with a whole batch queued
 * at once, the previous batch's writes and this batch's reads waited behind 48 decodes. Twice the
 * pool keeps every thread busy and lets the file operations through (measured on 4,000 photos:
 * 220–295 photos/s with the whole batch at once, 270–375 with 6–12 at once, on the shared 2 cores).
 */
const DECODE_LANES = 2 * (Number(process.env.UV_THREADPOOL_SIZE) || 4);
const WRITE_LANES = 8;

const errorOf = (p: PhotoPlan, problem: Problem): PhotoError => ({
  entryIndex: p.ordinal,
  entryName: p.shownName,
  identifier: p.identifier,
  reason: problem.reason,
  params: problem.params,
});

const noPerson = (p: PhotoPlan, field: string): Problem => ({
  reason: 'photoImport.reason.noPerson',
  params: { field: `naming.${field}`, identifier: p.identifier },
});

export async function judgeBatch(env: CheckEnv, batch: PhotoPlan[]): Promise<JudgedBatch> {
  const { ctx, job, config, scope } = env;
  const { repeatRule, field } = job.params;
  const errors: PhotoError[] = [];
  let skipped = 0;
  // the person of each photo whose name could be an identifier and is the first of its kind
  const people = await findPeople(
    ctx.db,
    scope,
    field,
    batch.filter((p) => !p.problem).map((p) => p.key!),
  );
  const toRead: { plan: PhotoPlan; personId: number }[] = [];
  for (const p of batch) {
    const person = p.problem ? null : people.get(p.key!);
    const large = tooLargeBySize(p.entry.size, config);
    if (p.problem) errors.push(errorOf(p, p.problem));
    else if (!person) errors.push(errorOf(p, noPerson(p, field)));
    else if (repeatRule === 2 && person.photoPath) skipped += 1;
    else if (large) errors.push(errorOf(p, large));
    else toRead.push({ plan: p, personId: person.id });
  }
  // read and judge in parallel (sharp decodes off the event loop)
  const judged = await mapLimit(toRead, DECODE_LANES, async ({ plan, personId }) => {
    const bytes = await env.zip.read(plan.entry).catch(() => null);
    // the upload read every photo through already: only a file changed since fails to read
    const verdict = bytes ? await validatePhoto(bytes, config) : { ok: false as const, reason: 'photoImport.reason.corrupt' };
    return { plan, personId, bytes, verdict };
  });
  const valid: JudgedBatch['valid'] = [];
  for (const j of judged) {
    if (!j.verdict.ok) errors.push(errorOf(j.plan, j.verdict));
    else valid.push({ entryIndex: j.plan.ordinal, personId: j.personId, storedName: ctx.photos.newName(j.verdict.ext), bytes: j.bytes! });
  }
  return { batch, errors, skipped, valid };
}

export async function commitBatch(env: CheckEnv, judged: JudgedBatch): Promise<{ cancelRequested: boolean }> {
  const { ctx, job, scope } = env;
  const { repeatRule, errorRule, field } = job.params;
  const { batch, errors, skipped, valid } = judged;
  // the files, recorded before they are written so a restart can find them
  const placements: Placement[] = valid.map(({ entryIndex, personId, storedName }) => ({ entryIndex, personId, storedName }));
  await recordItems(ctx.db, job.key, placements);
  await mapLimit(valid, WRITE_LANES, (v) => ctx.photos.save(job.tenant_id, v.storedName, v.bytes));

  const lastIndex = batch[batch.length - 1].ordinal + 1;
  const { cancelRequested, toRemove } = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const counts = { checked: batch.length, skipped, failed: errors.length, inserted: 0, updated: 0 };
    const toRemove: string[] = [];
    const batchErrors = [...errors];
    if (errorRule === 1) {
      const placed = await placePhotos(tx, scope, repeatRule, placements, now);
      // the person went meanwhile
      for (const m of placed.missing) {
        const p = batch.find((b) => b.ordinal === m.entryIndex)!;
        batchErrors.push(errorOf(p, noPerson(p, field)));
      }
      Object.assign(counts, {
        failed: batchErrors.length,
        inserted: placed.inserted.length,
        updated: placed.updated.length,
        skipped: skipped + placed.skipped.length,
      });
      toRemove.push(...placed.replaced, ...placed.skipped.map((p) => p.storedName), ...placed.missing.map((p) => p.storedName));
      await deleteItems(
        tx,
        job.key,
        placements.map((p) => p.entryIndex),
      );
    }
    // error rule 2: the valid photos are validated, not final: they wait for the end of the check
    await recordPhotoErrors(tx, job.key, batchErrors);
    const cancel = await recordStep(tx, job, ctx.workerId, counts, now, { lastIndex });
    return { cancelRequested: cancel, toRemove };
  });
  await removePhotoFiles(ctx.photos, job.tenant_id, toRemove);
  return { cancelRequested };
}
