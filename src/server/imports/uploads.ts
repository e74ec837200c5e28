// Reading a tenant's upload record. Every lookup is scoped by the caller's tenant: another
// tenant's upload id answers exactly like one that never existed.
import type { Db } from '../db/schema';
import type { ImportTarget } from '../../shared/imports';
import { importTarget } from '../../shared/imports';
import { refuse } from '../refusal';
import type { NumericColumnTally } from '../spreadsheet/protocol';
import { importDb, PreviewRow } from './tables';

export interface UploadRecord {
  id: string;
  target: ImportTarget;
  fileName: string;
  storedName: string;
  kind: 'xlsx' | 'xls';
  rowCount: number;
  lastRow: number;
  preview: PreviewRow[];
  /** the sheet's number cells per column (spreadsheet/protocol.ts Inspection.numeric) */
  numericColumns: NumericColumnTally[];
}

export async function loadUpload(db: Db, tenantId: string, id: string): Promise<UploadRecord> {
  const row = await importDb(db).selectFrom('import_uploads').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  const target = row && importTarget(row.target);
  if (!row || !target) return refuse('import.refused.uploadGone');
  return {
    id: row.id,
    target,
    fileName: row.file_name,
    storedName: row.stored_name,
    kind: row.kind,
    rowCount: row.row_count,
    lastRow: row.last_row,
    preview: row.preview,
    numericColumns: row.numeric_columns ?? [],
  };
}
