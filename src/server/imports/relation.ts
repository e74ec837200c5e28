// The mapping step's data (document 000 §3 "Field mapping"): the target's system fields with their
// localized names, the file's headers, the automatic pairs (exact, synonym, remembered; the
// remembered ones first when the file has the headers they were made for), the headers those
// pairs leave out, and the columns the file holds as number cells.
import type { CheckFieldEntry, NumericIdentifierColumn, RelationResult } from '../../shared/imports';
import { HEADER_SYNONYMS, matchColumns, systemFields, unmappedHeaders } from '../../shared/imports';
import type { NumericColumnTally } from '../spreadsheet/protocol';
import type { Translate } from '../types';
import type { ImportTarget } from '../../shared/imports';
import type { RememberedMapping } from './mappings';

/**
 * The upload's number cells by the file's headers. A column whose first number cell is at or
 * above the header row is left out (the inspection keeps one example a column, and it would not
 * be data).
 */
export function numericColumnsOf(tallies: NumericColumnTally[], headers: string[], headerLine: number): NumericIdentifierColumn[] {
  return tallies
    .filter((c) => c.index < headers.length && c.example.row > headerLine)
    .map((c) => ({ column: headers[c.index], rows: c.rows, example: c.example }));
}

export interface RelationInput {
  target: ImportTarget;
  headers: string[];
  headerLine: number;
  numeric: NumericColumnTally[];
  remembered: RememberedMapping;
}

export function relationResult({ target, headers, headerLine, numeric, remembered }: RelationInput, t: Translate): RelationResult {
  const fields = systemFields(target, (key) => t(key));
  const pairs = matchColumns(fields, headers, HEADER_SYNONYMS, remembered.pairs, remembered.sameHeaders);
  const matchFieldList = pairs.map((p) => ({ column: p.column, configure: p.configure }));
  return {
    matchFieldList,
    dbFieldList: fields.map((f) => ({ column: f.column, columnName: f.columnName, is_must: f.is_must })),
    excelField: headers,
    unmappedHeaders: unmappedHeaders(headers, matchFieldList),
    numericColumns: numericColumnsOf(numeric, headers, headerLine),
  };
}

export function checkFieldEntries(target: ImportTarget, t: Translate): CheckFieldEntry[] {
  return target.checkFields.map((c) => ({ fieldName: c.fieldName, fieldNote: t(c.fieldNote), isKey: c.isKey }));
}
