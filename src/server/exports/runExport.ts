// Runs one claimed export: the selected people read in keyset pages (the people reader), each
// page turned into text cells and appended to the streaming xlsx, the rows written recorded
// after each page (the poll reads them; a cancel asked for is seen there), the event loop let go
// between pages so the API keeps answering. A stop (the server closing) leaves the job running
// to be claimed again, and a job claimed again writes its file from the top.
import type { FastifyBaseLogger } from 'fastify';
import { PeopleQueryRefused, readPeople } from '../people';
import type { Db } from '../db/schema';
import type { FileStore } from '../imports/fileStore';
import { loadDictionaries, rowWriter } from './cells';
import { beginFile, endExport, ExportJobRow, JobTakenOver, recordProgress } from './jobRows';
import { ExportRefused } from './refusal';
import { exportDb } from './tables';
import { columnWidth } from './widths';
import { openSheet, SheetSink } from './xlsxSheet';

/** Excel's last row is 1,048,576; the header takes one */
export const MAX_SHEET_ROWS = 1_048_575;

export interface ExportContext {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now: () => Date;
  /** rows a page: one read, one append, one progress write */
  pageSize: number;
  stopping: () => boolean;
  /** tests: called after each page is written and recorded */
  afterPage?: (job: ExportJobRow, written: number) => Promise<void> | void;
}

export type ExportOutcome = 'finished' | 'cancelled' | 'failed' | 'stopped' | 'lost';

// A timer, not setImmediate: PGlite answers with promises that settle as microtasks, so a page
// started from an immediate could run the next one in the same loop turn (imports/jobs/runJob.ts).
const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function removeFile(files: FileStore, name: string | null): Promise<void> {
  if (name) await files.remove(name);
}

/** Ends the job as failed with a reason the poll shows; its file, if any, is removed. */
export async function failExport(ctx: Pick<ExportContext, 'db' | 'files' | 'now'>, job: ExportJobRow, workerId: string, why: { key: string; params?: Record<string, string | number> }): Promise<void> {
  const current = await exportDb(ctx.db).selectFrom('export_jobs').select('stored_name').where('key', '=', job.key).executeTakeFirst();
  await removeFile(ctx.files, current?.stored_name ?? job.stored_name);
  await endExport(ctx.db, job.key, workerId, 'failed', ctx.now(), { error: why });
}

async function write(ctx: ExportContext, job: ExportJobRow, workerId: string, sink: SheetSink): Promise<ExportOutcome> {
  const p = job.params;
  const dicts = await loadDictionaries(ctx.db, job.tenant_id, job.identity, p.columns);
  const toCells = rowWriter(job.identity, p.columns, dicts);
  await yieldToEventLoop();
  const selection = { identity: job.identity, filters: p.filters, advancedSearch: p.advancedSearch, ids: p.ids };
  let written = 0;
  for await (const page of readPeople(ctx.db, job.tenant_id, selection, p.order, ctx.pageSize)) {
    const room = MAX_SHEET_ROWS - written;
    const rows = (page.length > room ? page.slice(0, room) : page).map(toCells);
    await sink.addRows(rows);
    written += rows.length;
    const cancel = await recordProgress(ctx.db, job.key, workerId, written, ctx.now());
    await ctx.afterPage?.(job, written);
    if (cancel) return 'cancelled';
    if (ctx.stopping()) return 'stopped';
    if (written >= MAX_SHEET_ROWS) {
      ctx.log.warn({ job: job.key }, 'export reached the sheet row limit; the rest is left out');
      break;
    }
    await yieldToEventLoop();
  }
  return 'finished';
}

export async function runExport(ctx: ExportContext, job: ExportJobRow, workerId: string): Promise<ExportOutcome> {
  // claimed right after the start call (its count) in one chain of microtasks: let the loop go
  // round first, so the two do not hold it together
  await yieldToEventLoop();
  // a file left by an earlier attempt (a restart) is not resumed: the export starts over
  await removeFile(ctx.files, job.stored_name);
  if (job.cancel_requested) {
    await endExport(ctx.db, job.key, workerId, 'cancelled', ctx.now());
    return 'cancelled';
  }
  const storedName = ctx.files.newName('xlsx');
  let sink: SheetSink | null = null;
  try {
    await beginFile(ctx.db, job.key, workerId, storedName, ctx.now());
    const p = job.params;
    sink = openSheet(ctx.files.pathOf(storedName), { sheetName: p.sheetName, header: p.columns.map((c) => c.label), widths: p.columns.map((c) => columnWidth(c)) });
    const outcome = await write(ctx, job, workerId, sink);
    if (outcome !== 'finished') {
      await sink.abort();
      // stopped: the job stays running, to be claimed again after the restart
      if (outcome === 'cancelled') await endExport(ctx.db, job.key, workerId, 'cancelled', ctx.now());
      return outcome;
    }
    const fileSize = await sink.finish();
    sink = null;
    if (!(await endExport(ctx.db, job.key, workerId, 'finished', ctx.now(), { fileSize }))) {
      await removeFile(ctx.files, storedName);
      return 'lost';
    }
    return 'finished';
  } catch (e) {
    await sink?.abort().catch(() => undefined);
    if (e instanceof JobTakenOver) {
      await removeFile(ctx.files, storedName);
      return 'lost';
    }
    const why = e instanceof PeopleQueryRefused || e instanceof ExportRefused ? { key: e.key, params: e.params } : null;
    if (!why) ctx.log.error({ err: e, job: job.key }, 'export failed');
    await removeFile(ctx.files, storedName);
    await endExport(ctx.db, job.key, workerId, 'failed', ctx.now(), { error: why ?? { key: 'export.refused.failed' } });
    return 'failed';
  }
}
