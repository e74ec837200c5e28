// A collection's export writer (kind 'resource'): the records of the list query read in keyset
// pages (resourceRows.ts), each page turned into text cells (resourceCells.ts) and appended to
// the same streaming xlsx as the people export (xlsxSheet.ts: inline strings, never formulas) by
// the shared page loop (sheetPages.ts: progress, cancel, row limit). Personal fields
// (ResourceDef.masked) are masked by the published rules for exports (resources/masking.ts).
import { resourceByKey, ResourceRow } from '../../shared/resources';
import { RecordMasker, recordMasker } from '../resources/masking';
import type { ExportWriter } from './kinds';
import { refuse } from '../refusal';
import { resourceRowWriter } from './resourceCells';
import { resourceParamsOf } from './resourceParams';
import { readResourcePages } from './resourceRows';
import { writeSheetPages } from './sheetPages';
import { openSheet, SheetSink } from './xlsxSheet';

/** Each page's records through the masker (personal fields by the published rules). */
async function* maskedPages(pages: AsyncGenerator<ResourceRow[]>, mask: RecordMasker): AsyncGenerator<ResourceRow[]> {
  for await (const rows of pages) yield rows.map(mask);
}

/** CJK characters take two columns' room */
const displayWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

export const resourceWriter: ExportWriter<SheetSink> = {
  open(_ctx, job, file) {
    const p = resourceParamsOf(job);
    return openSheet(file, {
      sheetName: p.sheetName,
      header: p.columns.map((c) => c.label),
      widths: p.columns.map((c) => Math.min(40, Math.max(12, displayWidth(c.label) + 2))),
    });
  },

  async fill(ctx, job, workerId, sink) {
    const p = resourceParamsOf(job);
    const def = resourceByKey(p.resource);
    if (!def?.exportable) return refuse('export.refused.failed');
    const exported = new Set(p.columns.map((c) => c.name));
    // a masked collection's rows are read with their identity, whose rules count, shown or not
    if (def.masked?.identity) exported.add(def.masked.identity);
    const fields = def.fields.filter((f) => exported.has(f.name));
    const mask = await recordMasker(ctx.db, def, job.tenant_id, 'export');
    const pages = maskedPages(readResourcePages(ctx.db, def, job.tenant_id, p.query, ctx.pageSize, fields), mask);
    return writeSheetPages(ctx, job, workerId, sink, pages, resourceRowWriter(def, p));
  },
};
