// The header row of an upload: read from the stored preview when it covers the row, else from the
// file, and checked before any header text is used. Header texts are never used as object keys
// (they could be "__proto__"); code that maps them uses Map or null-prototype objects.
import { previewSpreadsheet } from '../spreadsheet/readSpreadsheet';
import type { FileStore } from './fileStore';
import { refuse } from '../refusal';
import { refuseProblem } from './upload/inspect';
import type { UploadRecord } from './uploads';

/** Names that would collide with the server's own keys or object internals. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype', 'tenantid', 'tenant_id', 'id']);

/** Excel's column letters: 0 -> A, 26 -> AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** The header texts, trimmed; refuses empty, reserved and repeated ones. */
export function checkHeaders(cells: string[]): string[] {
  const headers = cells.map((c) => c.trim());
  if (headers.length === 0) refuse('import.refused.emptyHeader', { column: 'A' });
  const seen = new Set<string>();
  headers.forEach((h, i) => {
    if (h === '') refuse('import.refused.emptyHeader', { column: columnLetter(i) });
    if (RESERVED.has(h.toLowerCase())) refuse('import.refused.reservedHeader', { header: h });
    if (seen.has(h)) refuse('import.refused.duplicateHeader', { header: h });
    seen.add(h);
  });
  return headers;
}

export async function readHeaderRow(files: FileStore, upload: UploadRecord, headerLine: number): Promise<string[]> {
  if (headerLine > upload.lastRow) refuse('import.refused.headerPastData', { rows: upload.lastRow });
  if (headerLine === upload.lastRow) refuse('import.refused.noDataRows', { row: headerLine });
  const lastPreviewed = upload.preview.length ? upload.preview[upload.preview.length - 1].n : 0;
  const rows =
    headerLine <= lastPreviewed
      ? upload.preview
      : await files.withLocalFile(upload.storedName, (file) => previewSpreadsheet(file, upload.kind, headerLine)).catch(refuseProblem);
  return checkHeaders(rows.find((r) => r.n === headerLine)?.cells ?? []);
}
