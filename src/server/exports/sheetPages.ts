// The page loop both sheet writers share (people: xlsxWriter.ts, collections: resourceWriter.ts):
// each page turned into cells and appended to the sheet, the rows written recorded after each
// page (the poll reads them; a cancel asked for is seen there), stopping at Excel's row limit
// (logged: the rest is left out) and letting the event loop go between pages so the API keeps
// answering.
import type { Cell } from './cells';
import type { ExportJobRow } from './jobRows';
import { recordProgress } from './jobRows';
import type { ExportContext } from './kinds';
import { yieldToEventLoop } from '../jobs/pace';
import type { SheetSink } from './xlsxSheet';

/** Excel's last row is 1,048,576; the header takes one */
export const MAX_SHEET_ROWS = 1_048_575;

export async function writeSheetPages<R>(
  ctx: ExportContext,
  job: ExportJobRow,
  workerId: string,
  sink: SheetSink,
  pages: AsyncIterable<R[]>,
  toCells: (row: R) => Cell[],
): Promise<'finished' | 'cancelled' | 'stopped'> {
  let written = 0;
  for await (const page of pages) {
    const room = MAX_SHEET_ROWS - written;
    const rows = (page.length > room ? page.slice(0, room) : page).map(toCells);
    await sink.addRows(rows);
    written += rows.length;
    ctx.onRows?.(rows.length);
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
