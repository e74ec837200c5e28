// Which people an export (and its count) covers, from the dialog's data range (document 001 §3):
// 1 every person of the identity, 2 the list's current search (its filters and advanced search),
// 3 the checked rows (a comma list of ids). The people reader turns the selection into SQL; here
// only the body is read and the id list checked.
import type { Identity } from '../../shared/domain/people';
import { DataRange, MAX_CHOICE_IDS } from '../../shared/exports/api';
import type { AdvancedSearchRow, PeopleFieldKey } from '../../shared/people/query';
import { PeopleSelection, readFilters } from '../people';
import { refuse } from '../refusal';

/** the selection part of ExportCountBody, as its schema admits it (text may be null) */
export interface SelectionBody {
  identity: Identity;
  dataRange: DataRange;
  formInline?: object | null;
  advancedSearch?: AdvancedSearchRow[] | null;
  choiceDataIds?: string | null;
}

const MAX_ID = 2_147_483_647;

/** '12,7, 30' → [12, 7, 30]: refused when empty, when a part is not an id, or past the limit. */
export function readChoiceIds(text: string | null | undefined): number[] {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) refuse('export.refused.noChoice');
  const ids = new Set<number>();
  for (const part of parts) {
    const n = /^\d{1,10}$/.test(part) ? Number(part) : NaN;
    if (!(n >= 1 && n <= MAX_ID)) refuse('export.refused.badChoice', { value: part.slice(0, 20) });
    ids.add(n);
  }
  if (ids.size > MAX_CHOICE_IDS) refuse('export.refused.tooManyChoices', { max: MAX_CHOICE_IDS });
  return [...ids];
}

export function selectionOf(identity: Identity, body: SelectionBody): PeopleSelection {
  switch (body.dataRange) {
    case 2:
      return { identity, filters: readFilters((body.formInline ?? {}) as Record<string, unknown>), advancedSearch: body.advancedSearch ?? [] };
    case 3:
      return { identity, filters: {}, advancedSearch: [], ids: readChoiceIds(body.choiceDataIds) };
    default:
      return { identity, filters: {}, advancedSearch: [] };
  }
}

/**
 * The selection narrowed to the people whose `field` is empty (null or ''), e.g. the people a
 * photo export cannot name. Expressed in the advanced search, so every reader of a selection (the
 * count, the xlsx export's job) applies it unchanged: the rows are OR-groups of AND-ed rows
 * ('and' binds tighter), so the condition is AND-ed into every group —
 * (A or B and C) and X = A and X or B and C and X.
 */
export function lackingField(sel: PeopleSelection, field: PeopleFieldKey): PeopleSelection {
  const missing: AdvancedSearchRow = { join: 'and', field, operator: 'empty' };
  const rows: AdvancedSearchRow[] = [];
  sel.advancedSearch.forEach((row, i) => {
    if (i > 0 && row.join === 'or') rows.push(missing);
    rows.push(row);
  });
  rows.push(missing);
  return { ...sel, advancedSearch: rows };
}
