// The people lists' advanced search: the general search (src/server/search/conditions.ts) over
// the identity's allow-list (src/shared/people/query.ts) and the people columns (columns.ts).
// A field of another identity is refused; dictionary fields take = only.
import type { RawBuilder } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import { AdvancedSearchRow, PEOPLE_FIELD_KEYS, PeopleFieldKey, peopleFields } from '../../shared/people/query';
import { CheckedRow, checkRows, searchCondition as condition } from '../search/conditions';
import { PEOPLE_COLUMNS, PeopleJoin } from './columns';

export type CheckedSearchRow = CheckedRow<PeopleFieldKey>;

/** The rows checked one by one (row numbers in messages count from 1), times read in the
 *  tenant's `zone`; throws PeopleQueryRefused. */
export function checkSearch(identity: Identity, rows: readonly AdvancedSearchRow[], zone: string): CheckedSearchRow[] {
  const allowed = new Map(peopleFields(identity).map((f) => [f.key, f.type]));
  return checkRows(rows, PEOPLE_FIELD_KEYS, (key) => allowed.get(key) ?? null, zone);
}

/** The joins the rows need (unit and class names). */
export const searchJoins = (rows: readonly CheckedSearchRow[]): PeopleJoin[] =>
  rows.flatMap((r) => (PEOPLE_COLUMNS[r.field].join ? [PEOPLE_COLUMNS[r.field].join!] : []));

/** One condition for all the rows; null when there are none. */
export const searchCondition = (rows: readonly CheckedSearchRow[]): RawBuilder<boolean> | null => condition(rows, PEOPLE_COLUMNS);
