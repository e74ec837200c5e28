// The error report of a job (row, column, value, reason), with reasons in the caller's language.
// A line with row 0 is about the job as a whole (for example an interrupted import).
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import { importDb } from './tables';
import { workbookBuffer } from './workbook';

const PAGE = 5000;

export async function errorReport(db: Db, jobKey: string, t: Translate): Promise<Buffer> {
  const rows: string[][] = [];
  let after = -1;
  for (;;) {
    // keyset pages keep memory flat however many rows failed
    const page = await importDb(db)
      .selectFrom('import_errors')
      .select(['id', 'row_n', 'column_name', 'value', 'reason', 'params'])
      .where('job_key', '=', jobKey)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const e of page) rows.push([e.row_n > 0 ? String(e.row_n) : '', e.column_name, e.value, t(e.reason, e.params ?? undefined)]);
    if (page.length < PAGE) break;
    after = page[page.length - 1].id;
  }
  rows.sort((a, b) => (Number(a[0]) || 0) - (Number(b[0]) || 0));
  const header = ['import.errorReport.row', 'import.errorReport.column', 'import.errorReport.value', 'import.errorReport.reason'].map((k) => t(k));
  return workbookBuffer([{ name: t('import.errorInformation'), header, rows, widths: [8, 20, 28, 60] }]);
}
