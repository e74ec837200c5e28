// Failed photos go to photo_import_errors in their batch's own transaction, one line each (entry,
// identifier, reason key and its parameters), localized only when the report is downloaded.
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { unnestInsert } from '../imports/jobs/setSql';

export interface PhotoError {
  /** the photo's position among the zip's photos; -1 for a line about the job as a whole */
  entryIndex: number;
  entryName: string;
  identifier: string;
  reason: string;
  params?: Record<string, string | number>;
}

export async function recordPhotoErrors(tx: Tx | Db, jobKey: string, errors: PhotoError[]): Promise<void> {
  if (errors.length === 0) return;
  await unnestInsert(
    'photo_import_errors',
    [{ column: 'job_key', type: 'text', value: jobKey }],
    [
      { column: 'entry_index', type: 'int4', values: errors.map((e) => e.entryIndex) },
      { column: 'entry_name', type: 'text', values: errors.map((e) => e.entryName) },
      { column: 'identifier', type: 'text', values: errors.map((e) => e.identifier) },
      { column: 'reason', type: 'text', values: errors.map((e) => e.reason) },
      { column: 'params', type: 'jsonb', values: errors.map((e) => (e.params ? JSON.stringify(e.params) : null)) },
    ],
    ['id'],
  ).execute(tx as Tx);
}
