// The bulk export's writer (kind 'xlsx'): the selected people read in keyset pages (the people
// reader), each page turned into text cells and appended to the streaming xlsx by the shared page
// loop (sheetPages.ts: progress, cancel, row limit, the event loop let go between pages).
import { readPeople } from '../people';
import { peopleMasker } from '../people/masking';
import { tenantZone } from '../time/tenantZone';
import { loadDictionaries, rowWriter, StoredRow } from './cells';
import { peopleIdentity } from './jobRows';
import type { ExportWriter } from './kinds';
import { yieldToEventLoop } from '../jobs/pace';
import { writeSheetPages } from './sheetPages';
import { columnWidth } from './widths';
import { openSheet, SheetSink } from './xlsxSheet';

export const xlsxWriter: ExportWriter<SheetSink> = {
  open(_ctx, job, file) {
    const p = job.params;
    return openSheet(file, { sheetName: p.sheetName, header: p.columns.map((c) => c.label), widths: p.columns.map((c) => columnWidth(c)) });
  },

  async fill(ctx, job, workerId, sink) {
    const p = job.params;
    const identity = peopleIdentity(job);
    const dicts = await loadDictionaries(ctx.db, job.tenant_id, identity, p.columns);
    // masked as the tenant's published sensitive-information rules say for exports, when the job runs
    const mask = await peopleMasker(ctx.db, job.tenant_id, identity, 'export');
    const cellsOf = rowWriter(identity, p.columns, dicts, await tenantZone(ctx.db, job.tenant_id));
    const toCells = (row: StoredRow) => cellsOf(mask(row));
    await yieldToEventLoop();
    const selection = { identity, filters: p.filters, advancedSearch: p.advancedSearch, ids: p.ids };
    return writeSheetPages(ctx, job, workerId, sink, readPeople(ctx.db, job.tenant_id, selection, p.order, ctx.pageSize), toCells);
  },
};
