// What an uploaded file is, judged by its bytes: a real .xlsx or .xls (never by its name), not a
// zip bomb, readable, within the reader's limits, not empty, not over the row limit. Gives what
// the wizard needs next: the first rows, a suggested header row, and the sheet's extent for
// progress estimates. The zip directory is checked here; everything else (the parts, the sheet)
// is read once, in the parse worker (spreadsheet/readSpreadsheet.ts).
import { MAX_CELL_CHARS, MAX_PART_BYTES, MAX_ROW_XML_CHARS, MAX_TAG_CHARS, toMiB } from '../../spreadsheet/limits';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, NumericColumnTally, ParseProblem } from '../../spreadsheet/protocol';
import { inspectSpreadsheet as inspectInWorker, SpreadsheetRefused } from '../../spreadsheet/readSpreadsheet';
import { SpreadsheetKind } from '../../spreadsheet/sniff';
import { checkXlsxZip } from '../../spreadsheet/zipGuard';
import { Refusal, refuse } from '../../refusal';
import type { PreviewRow } from '../tables';
import type { SheetExtent } from './xlsxExtent';

export const PREVIEW_ROWS = 30;

export interface Inspection {
  extent: SheetExtent;
  preview: PreviewRow[];
  numeric: NumericColumnTally[];
}

const PROBLEMS: Record<ParseProblem, Refusal> = {
  corrupt: { key: 'import.refused.corrupt' },
  empty: { key: 'import.refused.empty' },
  tooManyRows: { key: 'import.refused.tooManyRows', params: { max: MAX_IMPORT_ROWS } },
  tooManyColumns: { key: 'import.refused.tooManyColumns', params: { max: MAX_IMPORT_COLUMNS } },
  tagTooLong: { key: 'import.refused.tagTooLong', params: { max: MAX_TAG_CHARS } },
  cellTooLong: { key: 'import.refused.cellTooLong', params: { max: MAX_CELL_CHARS } },
  rowTooLarge: { key: 'import.refused.rowTooLarge', params: { max: toMiB(MAX_ROW_XML_CHARS) } },
  workbookTooLarge: { key: 'import.refused.workbookTooLarge', params: { max: toMiB(MAX_PART_BYTES.workbook) } },
  stylesTooLarge: { key: 'import.refused.stylesTooLarge', params: { max: toMiB(MAX_PART_BYTES.styles) } },
  sharedStringsTooLarge: { key: 'import.refused.sharedStringsTooLarge', params: { max: toMiB(MAX_PART_BYTES.sharedStrings) } },
  timeout: { key: 'import.refused.timeout' },
  outOfMemory: { key: 'import.refused.outOfMemory' },
  busy: { key: 'import.refused.busy' },
  cancelled: { key: 'import.refused.cancelled' },
};

/** A parse problem as the refusal the administrator reads. */
export const refusalOfProblem = (problem: ParseProblem): Refusal => PROBLEMS[problem];

export function refuseProblem(e: unknown): never {
  if (e instanceof SpreadsheetRefused) {
    const r = refusalOfProblem(e.problem);
    refuse(r.key, r.params);
  }
  throw e;
}

/**
 * Reads the whole sheet once in the worker: the extent, the number cells per column, and the rows down to PREVIEW_ROWS below
 * the first row holding a value (blank rows above the table are common).
 */
export async function inspectSpreadsheet(file: string, kind: SpreadsheetKind, signal?: AbortSignal): Promise<Inspection> {
  if (kind === 'xlsx') {
    const zip = await checkXlsxZip(file);
    if (zip === 'corrupt') refuse('import.refused.corrupt');
    if (zip) refuse('import.refused.zipTooLarge');
  }
  const { extent, preview, numeric } = await inspectInWorker(file, kind, PREVIEW_ROWS, { signal }).catch(refuseProblem);
  if (extent.rows === 0) refuse('import.refused.empty');
  if (extent.rows > MAX_IMPORT_ROWS) refuse('import.refused.tooManyRows', { max: MAX_IMPORT_ROWS });
  return { extent, preview, numeric };
}

/** The preview as the wizard shows it: rows 1..n with blank rows kept, so index + 1 is the row number. */
export function previewGrid(preview: PreviewRow[]): string[][] {
  const last = preview.length ? preview[preview.length - 1].n : 0;
  if (last > PREVIEW_ROWS * 3) return preview.map((r) => r.cells);
  const grid: string[][] = Array.from({ length: last }, () => []);
  for (const r of preview) grid[r.n - 1] = r.cells;
  return grid;
}
