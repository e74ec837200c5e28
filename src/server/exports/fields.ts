// The export's columns: the header list the dialog offers (key -> label, in the list's default
// order, from the shared allow-list) and the chosen 'label:key,...' text read back into columns.
// A key outside the identity's allow-list is refused; a column never names a database column.
import { fieldError } from '../envelope';
import type { Identity } from '../../shared/domain/people';
import type { ExportHeaders } from '../../shared/exports/api';
import { peopleFields, PeopleFieldKey } from '../../shared/people/query';
import type { FieldError } from '../../shared/protocol';
import type { Translate } from '../types';
import type { ExportColumn } from './tables';

/** a header text's longest length; columns an export may have */
export const EXPORT_LABEL_MAX = 50;
export const EXPORT_COLUMNS_MAX = 50;

export function exportHeaders(identity: Identity, t: Translate): ExportHeaders {
  const headers: ExportHeaders = {};
  for (const f of peopleFields(identity)) headers[f.key] = t(f.label);
  return headers;
}

export type ColumnsOutcome = { ok: true; columns: ExportColumn[] } | { ok: false; error: FieldError };

/**
 * 'label:key,...' (document 001 §3) → columns in the order given. The key follows the last
 * colon, so a label may hold one; a blank label takes the field's own. The same key may appear
 * twice under two labels.
 */
export function readExportColumns(identity: Identity, text: string | undefined, t: Translate): ColumnsOutcome {
  const fail = (key: string, params?: Record<string, string | number>): ColumnsOutcome => ({
    ok: false,
    error: fieldError(t, 'exportField', key, params),
  });
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return fail('export.fieldsRequired');
  if (parts.length > EXPORT_COLUMNS_MAX) return fail('export.refused.tooManyFields', { max: EXPORT_COLUMNS_MAX });
  const allowed = new Map(peopleFields(identity).map((f) => [f.key as string, f]));
  const columns: ExportColumn[] = [];
  for (const part of parts) {
    const colon = part.lastIndexOf(':');
    const key = part.slice(colon + 1).trim();
    const field = allowed.get(key);
    if (!field) return fail('export.refused.unknownField', { key: key.slice(0, 40) });
    const label = colon > 0 ? part.slice(0, colon).trim() : '';
    if ([...label].length > EXPORT_LABEL_MAX) return fail('export.refused.labelTooLong', { max: EXPORT_LABEL_MAX });
    columns.push({ key: key as PeopleFieldKey, label: label || t(field.label) });
  }
  return { ok: true, columns };
}
