// The mapping step's data (document 000 §3 "Field mapping"): the target's system fields with their
// localized names, the file's headers, and the automatic pairs (exact, synonym, remembered; the
// remembered ones first when the file has the headers they were made for).
import type { CheckFieldEntry, RelationResult } from '../../shared/imports';
import { HEADER_SYNONYMS, matchColumns, systemFields } from '../../shared/imports';
import type { Translate } from '../types';
import type { ImportTarget } from '../../shared/imports';
import type { RememberedMapping } from './mappings';

export function relationResult(target: ImportTarget, headers: string[], remembered: RememberedMapping, t: Translate): RelationResult {
  const fields = systemFields(target, (key) => t(key));
  const pairs = matchColumns(fields, headers, HEADER_SYNONYMS, remembered.pairs, remembered.sameHeaders);
  return {
    matchFieldList: pairs.map((p) => ({ column: p.column, configure: p.configure })),
    dbFieldList: fields.map((f) => ({ column: f.column, columnName: f.columnName, is_must: f.is_must })),
    excelField: headers,
  };
}

export function checkFieldEntries(target: ImportTarget, t: Translate): CheckFieldEntry[] {
  return target.checkFields.map((c) => ({ fieldName: c.fieldName, fieldNote: t(c.fieldNote), isKey: c.isKey }));
}
