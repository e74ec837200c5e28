// The error report of a photo job: entry name, identifier, reason, in the caller's language and
// in the zip's order, written by the Excel import's text-only writer (every cell text, never a
// formula: an entry named "=cmd.jpg" stays that text). A line without an entry is about the job
// as a whole. A zip holds at most ZIP_MAX_ENTRIES photos, so the report is read in one go.
import type { Db } from '../db/schema';
import { workbookBuffer } from '../imports/workbook';
import type { Translate } from '../types';
import { localParams } from './status';
import { photoImportDb } from './tables';

export async function photoErrorReport(db: Db, jobKey: string, t: Translate): Promise<Buffer> {
  const errors = await photoImportDb(db)
    .selectFrom('photo_import_errors')
    .select(['entry_name', 'identifier', 'reason', 'params'])
    .where('job_key', '=', jobKey)
    .orderBy('entry_index')
    .orderBy('id')
    .execute();
  const rows = errors.map((e) => [e.entry_name, e.identifier, t(e.reason, localParams(e.params, t))]);
  const header = ['photoImport.errorReport.entry', 'photoImport.errorReport.identifier', 'photoImport.errorReport.reason'].map((k) => t(k));
  return workbookBuffer([{ name: t('import.errorInformation'), header, rows, widths: [40, 24, 60] }]);
}
