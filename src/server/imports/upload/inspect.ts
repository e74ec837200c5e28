// What an uploaded file is, judged by its bytes: a real .xlsx or .xls (never by its name), not a
// zip bomb, readable, not empty, not over the row limit. Gives what the wizard needs next: the
// first rows, a suggested header row, and the sheet's extent for progress estimates.
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, ParseProblem } from '../../spreadsheet/protocol';
import { previewSpreadsheet, readSpreadsheet, SpreadsheetRefused } from '../../spreadsheet/readSpreadsheet';
import { SpreadsheetKind } from '../../spreadsheet/sniff';
import { checkXlsxZip } from '../../spreadsheet/zipGuard';
import { Refusal, refuse } from '../refusal';
import type { PreviewRow } from '../tables';
import { measureXlsxSheet, SheetExtent } from './xlsxExtent';

export const PREVIEW_ROWS = 30;

export interface Inspection {
  extent: SheetExtent;
  preview: PreviewRow[];
}

const PROBLEMS: Record<ParseProblem, Refusal> = {
  corrupt: { key: 'import.refused.corrupt' },
  empty: { key: 'import.refused.empty' },
  tooManyRows: { key: 'import.refused.tooManyRows', params: { max: MAX_IMPORT_ROWS } },
  tooManyColumns: { key: 'import.refused.tooManyColumns', params: { max: MAX_IMPORT_COLUMNS } },
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

async function inspectXlsx(file: string): Promise<Inspection> {
  const zip = await checkXlsxZip(file);
  if (zip === 'corrupt') refuse('import.refused.corrupt');
  if (zip) refuse('import.refused.zipTooLarge');
  // the scan (this thread) and the preview (the parse worker) run side by side; the preview reads
  // rows up to PREVIEW_ROWS past the first one that holds a value, which the scan only learns later
  const scanning = measureXlsxSheet(file).catch(() => refuse('import.refused.corrupt'));
  const previewing = previewSpreadsheet(file, 'xlsx', PREVIEW_ROWS).catch((e) => e as Error);
  const extent = await scanning;
  let preview = await previewing;
  if (extent.rows === 0) refuse('import.refused.empty');
  if (extent.rows > MAX_IMPORT_ROWS) refuse('import.refused.tooManyRows', { max: MAX_IMPORT_ROWS });
  // data that starts further down (blank rows above the table): read again from there
  if (extent.firstRow > PREVIEW_ROWS) preview = await previewSpreadsheet(file, 'xlsx', extent.firstRow + PREVIEW_ROWS - 1).catch(refuseProblem);
  if (preview instanceof Error) refuseProblem(preview);
  return { extent, preview: (preview as PreviewRow[]).slice(0, PREVIEW_ROWS) };
}

/** SheetJS reads an .xls whole anyway, so one pass in the worker gives the exact extent too. */
async function inspectXls(file: string): Promise<Inspection> {
  const preview: PreviewRow[] = [];
  const extent: SheetExtent = { rows: 0, firstRow: 0, lastRow: 0 };
  try {
    for await (const batch of readSpreadsheet(file, 'xls')) {
      for (const row of batch) {
        if (preview.length < PREVIEW_ROWS) preview.push(row);
        extent.rows += 1;
        extent.firstRow ||= row.n;
        extent.lastRow = row.n;
      }
    }
  } catch (e) {
    refuseProblem(e);
  }
  return { extent, preview };
}

export function inspectSpreadsheet(file: string, kind: SpreadsheetKind): Promise<Inspection> {
  return kind === 'xlsx' ? inspectXlsx(file) : inspectXls(file);
}

/** The preview as the wizard shows it: rows 1..n with blank rows kept, so index + 1 is the row number. */
export function previewGrid(preview: PreviewRow[]): string[][] {
  const last = preview.length ? preview[preview.length - 1].n : 0;
  if (last > PREVIEW_ROWS * 3) return preview.map((r) => r.cells);
  const grid: string[][] = Array.from({ length: last }, () => []);
  for (const r of preview) grid[r.n - 1] = r.cells;
  return grid;
}
