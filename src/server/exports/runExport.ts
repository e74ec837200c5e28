// Runs one claimed export job, whatever its kind (kinds.ts): the file of an earlier attempt
// removed (a job claimed again starts its file over), a new file begun under a new stored name,
// the kind's writer filling it page by page, then the job ended: finished with the file's size,
// cancelled or failed without a file. A stop (the server closing) leaves the job running, to be
// claimed again after the restart.
import type { FileStore } from '../imports/fileStore';
import { JobTakenOver } from '../jobs/queue';
import { beginFile, endExport, ExportJobRow } from './jobRows';
import { EXPORT_FILE_TYPES, ExportContext, ExportSink, ExportWriters } from './kinds';
import { yieldToEventLoop } from '../jobs/pace';
import { Refused } from '../refusal';
import { exportDb } from './tables';

export type { ExportContext } from './kinds';

export type ExportOutcome = 'finished' | 'cancelled' | 'failed' | 'stopped' | 'lost';

async function removeFile(files: FileStore, name: string | null): Promise<void> {
  if (name) await files.remove(name);
}

/** Ends the job as failed with a reason the poll shows; its file, if any, is removed. */
export async function failExport(
  ctx: Pick<ExportContext, 'db' | 'files' | 'now'>,
  job: ExportJobRow,
  workerId: string,
  why: { key: string; params?: Record<string, string | number> },
): Promise<void> {
  const current = await exportDb(ctx.db).selectFrom('export_jobs').select('stored_name').where('key', '=', job.key).executeTakeFirst();
  await removeFile(ctx.files, current?.stored_name ?? job.stored_name);
  await endExport(ctx.db, job.key, workerId, 'failed', ctx.now(), { error: why });
}

export async function runExport(ctx: ExportContext, writers: ExportWriters, job: ExportJobRow, workerId: string): Promise<ExportOutcome> {
  // claimed right after the start call (its count) in one chain of microtasks: let the loop go
  // round first, so the two do not hold it together
  await yieldToEventLoop();
  // a file left by an earlier attempt (a restart) is not resumed: the export starts over
  await removeFile(ctx.files, job.stored_name);
  if (job.cancel_requested) {
    await endExport(ctx.db, job.key, workerId, 'cancelled', ctx.now());
    return 'cancelled';
  }
  const writer = writers.get(job.kind);
  if (!writer) {
    ctx.log.error({ job: job.key, kind: job.kind }, 'no writer for this kind of export');
    await endExport(ctx.db, job.key, workerId, 'failed', ctx.now(), { error: { key: 'export.refused.failed' } });
    return 'failed';
  }
  const storedName = ctx.files.newName(EXPORT_FILE_TYPES[job.kind].ext);
  let sink: ExportSink | null = null;
  // written to a local file (the folder's own, or a temporary one stored in the database when finished)
  const staged = await ctx.files.stage(storedName);
  try {
    await beginFile(ctx.db, job.key, workerId, storedName, ctx.now());
    sink = await writer.open(ctx, job, staged.path);
    const outcome = await writer.fill(ctx, job, workerId, sink);
    if (outcome !== 'finished') {
      await sink.abort();
      await staged.discard();
      // stopped: the job stays running, to be claimed again after the restart
      if (outcome === 'cancelled') await endExport(ctx.db, job.key, workerId, 'cancelled', ctx.now());
      return outcome;
    }
    const fileSize = await sink.finish();
    sink = null;
    await staged.keep();
    if (!(await endExport(ctx.db, job.key, workerId, 'finished', ctx.now(), { fileSize }))) {
      await removeFile(ctx.files, storedName);
      return 'lost';
    }
    return 'finished';
  } catch (e) {
    await sink?.abort().catch(() => undefined);
    await staged.discard();
    if (e instanceof JobTakenOver) {
      await removeFile(ctx.files, storedName);
      return 'lost';
    }
    const why = e instanceof Refused ? e.refusal : null;
    if (!why) ctx.log.error({ err: e, job: job.key }, 'export failed');
    await removeFile(ctx.files, storedName);
    await endExport(ctx.db, job.key, workerId, 'failed', ctx.now(), { error: why ?? { key: 'export.refused.failed' } });
    return 'failed';
  }
}
