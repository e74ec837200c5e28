// A collection's export writer (kind 'resource'): the records of the list query read in keyset
// pages (resourceRows.ts), each page turned into text cells (resourceCells.ts) and appended to
// the same streaming xlsx as the people export (xlsxSheet.ts: inline strings, never formulas),
// the rows written recorded after each page (the poll reads them; a cancel is seen there).
import { resourceByKey } from '../../shared/resources';
import { recordProgress } from './jobRows';
import type { ExportWriter } from './kinds';
import { yieldToEventLoop } from './pace';
import { refuseExport } from './refusal';
import { resourceRowWriter } from './resourceCells';
import { resourceParamsOf } from './resourceParams';
import { readResourcePages } from './resourceRows';
import { MAX_SHEET_ROWS } from './xlsxWriter';
import { openSheet, SheetSink } from './xlsxSheet';

/** CJK characters take two columns' room */
const displayWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

export const resourceWriter: ExportWriter<SheetSink> = {
  open(_ctx, job, file) {
    const p = resourceParamsOf(job);
    return openSheet(file, { sheetName: p.sheetName, header: p.columns.map((c) => c.label), widths: p.columns.map((c) => Math.min(40, Math.max(12, displayWidth(c.label) + 2))) });
  },

  async fill(ctx, job, workerId, sink) {
    const p = resourceParamsOf(job);
    const def = resourceByKey(p.resource);
    if (!def?.exportable) return refuseExport('export.refused.failed');
    const toCells = resourceRowWriter(def, p);
    let written = 0;
    for await (const page of readResourcePages(ctx.db, def, job.tenant_id, p.query, ctx.pageSize)) {
      const room = MAX_SHEET_ROWS - written;
      const rows = (page.length > room ? page.slice(0, room) : page).map(toCells);
      await sink.addRows(rows);
      written += rows.length;
      const cancel = await recordProgress(ctx.db, job.key, workerId, written, ctx.now());
      await ctx.afterPage?.(job, written);
      if (cancel) return 'cancelled';
      if (ctx.stopping()) return 'stopped';
      if (written >= MAX_SHEET_ROWS) break;
      await yieldToEventLoop();
    }
    return 'finished';
  },
};
