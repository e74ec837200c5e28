// How many rows of an .xlsx's first worksheet hold a value, and where they start and end: the
// upload refuses a sheet with too many rows at once and estimates the job's progress from it.
// Counted in the parse worker (nothing of the file is parsed on the API's thread), by the same
// streaming reader as the import, over the same sheet: rows holding a <v> or an <is> element,
// whatever a <dimension> claims.
import { inspectSpreadsheet, ReadOptions } from '../../spreadsheet/readSpreadsheet';
import type { SheetExtent } from '../../spreadsheet/protocol';

export type { SheetExtent } from '../../spreadsheet/protocol';

/** Throws SpreadsheetRefused when the file cannot be read or passes a limit of the reader. */
export async function measureXlsxSheet(file: string, options: ReadOptions = {}): Promise<SheetExtent> {
  return (await inspectSpreadsheet(file, 'xlsx', 0, options)).extent;
}
