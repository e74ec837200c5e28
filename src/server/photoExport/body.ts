// The photo export dialog's choices read and checked (document 001 §3, §5, §9): the file name
// trimmed, 1..30 characters (the bulk export's messages), the naming rule one of the identity's
// export rules, the format 1 jpg / 2 jpeg / 3 png (the schema), and the data range resolved into
// the people selection like the bulk export's (checked ids and the advanced search checked too).
import { fieldError } from '../envelope';
import type { Identity } from '../../shared/domain/people';
import type { FieldError } from '../../shared/protocol';
import { defaultExportNamingRule, exportNamingField, FormatRule, NamingField, NamingRule } from '../../shared/photos/naming';
import { selectionOf, SelectionBody } from '../exports/selection';
import { readFileName } from '../exports/start';
import { checkPeopleQuery, PeopleSelection } from '../people';
import type { Translate } from '../types';

export interface RangeChoice {
  identity: Identity;
  selection: PeopleSelection;
  namingRule: NamingRule;
  field: NamingField;
}

export interface PhotoExportChoice extends RangeChoice {
  fileName: string;
  formatRule: FormatRule;
}

export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const namingError = (t: Translate): FieldError => fieldError(t, 'namingRule', 'photoExport.refused.namingRule');

/** The range and the naming rule (the count's body; the rule defaults to the identity's). Throws
 *  a refusal (../refusal.ts) for bad checked ids, PeopleQueryRefused for a bad advanced search. */
export function readRange(body: SelectionBody & { namingRule?: number | null }, t: Translate): Read<RangeChoice> {
  const identity = body.identity;
  const namingRule = (body.namingRule ?? defaultExportNamingRule(identity)) as NamingRule;
  const field = exportNamingField(identity, namingRule);
  if (!field) return { ok: false, errors: [namingError(t)] };
  const selection = selectionOf(identity, body);
  checkPeopleQuery(identity, selection.advancedSearch, []);
  return { ok: true, value: { identity, selection, namingRule, field } };
}

/** Everything the check and the start need; every unfit field named at once. */
export function readPhotoExport(
  body: SelectionBody & { fileName?: string | null; namingRule: number; formatRule: FormatRule },
  t: Translate,
): Read<PhotoExportChoice> {
  const file = readFileName(body.fileName, t, 'zip');
  const errors: FieldError[] = 'error' in file ? [file.error] : [];
  if (!exportNamingField(body.identity, body.namingRule)) errors.push(namingError(t));
  if (errors.length > 0 || !('name' in file)) return { ok: false, errors };
  const range = readRange(body, t);
  if (!range.ok) return range;
  return { ok: true, value: { ...range.value, fileName: file.name, formatRule: body.formatRule } };
}
