// Failed rows go to import_errors in the batch's own transaction, one line per problem (row,
// column, value, reason key and its parameters), localized only when the report is downloaded.
import type { Tx } from '../../db/transaction';
import type { RowIssue } from './normaliseRow';
import { unnestInsert } from './setSql';

export interface RowError extends RowIssue {
  row: number;
}

export async function recordErrors(tx: Tx, jobKey: string, errors: RowError[]): Promise<void> {
  if (errors.length === 0) return;
  await unnestInsert(
    'import_errors',
    [{ column: 'job_key', type: 'text', value: jobKey }],
    [
      { column: 'row_n', type: 'int4', values: errors.map((e) => e.row) },
      { column: 'column_name', type: 'text', values: errors.map((e) => e.column) },
      { column: 'value', type: 'text', values: errors.map((e) => e.value) },
      { column: 'reason', type: 'text', values: errors.map((e) => e.reason) },
      { column: 'params', type: 'jsonb', values: errors.map((e) => (e.params ? JSON.stringify(e.params) : null)) },
    ],
    ['id'],
  ).execute(tx);
}
