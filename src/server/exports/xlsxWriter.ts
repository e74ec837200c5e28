// The bulk export's writer (kind 'xlsx'): the selected people read in keyset pages (the people
// reader), each page turned into text cells and appended to the streaming xlsx, the rows
// written recorded after each page (the poll reads them; a cancel asked for is seen there), the
// event loop let go between pages so the API keeps answering.
import { readPeople } from '../people';
import { loadDictionaries, rowWriter } from './cells';
import { peopleIdentity, recordProgress } from './jobRows';
import type { ExportWriter } from './kinds';
import { yieldToEventLoop } from './pace';
import { columnWidth } from './widths';
import { openSheet, SheetSink } from './xlsxSheet';

/** Excel's last row is 1,048,576; the header takes one */
export const MAX_SHEET_ROWS = 1_048_575;

export const xlsxWriter: ExportWriter<SheetSink> = {
  open(_ctx, job, file) {
    const p = job.params;
    return openSheet(file, { sheetName: p.sheetName, header: p.columns.map((c) => c.label), widths: p.columns.map((c) => columnWidth(c)) });
  },

  async fill(ctx, job, workerId, sink) {
    const p = job.params;
    const identity = peopleIdentity(job);
    const dicts = await loadDictionaries(ctx.db, job.tenant_id, identity, p.columns);
    const toCells = rowWriter(identity, p.columns, dicts);
    await yieldToEventLoop();
    const selection = { identity, filters: p.filters, advancedSearch: p.advancedSearch, ids: p.ids };
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
  },
};
