// The advanced search of document 000 §5 over any allow-listed set of fields (the people lists,
// the monitors' candidate APIs): rows of join, field, operator and value are checked, then turned
// into one parameterised SQL condition. 'and' binds tighter than 'or', so the rows form OR-groups
// of AND-ed rows:  a and b or c and d  →  (a and b) or (c and d).
// Every negative operator is the exact complement of its positive one (!= and not like also match
// an empty field), so a row is always in exactly one of "x" and "not x". Dictionary (enumerated)
// fields are compared by = only (document 000 §5 "force the operator ="); dates take no like and
// compare by the span their value names; the four valueless operators refuse a value and the
// others need one. A field's column comes from the caller's map: never text from a request.
import { RawBuilder, sql } from 'kysely';
import { DICT_OPERATOR, SEARCH_JOINS, SEARCH_OPERATORS, SearchOperator, VALUELESS_OPERATORS } from '../../shared/people/query';
import { refuseQuery } from '../people/refused';
import { parseSearchTime, TimeSpan } from '../people/searchTime';
import { escapeLike } from '../resources/list';

/** how a field's values compare: text (like, = and text order), int (a dictionary key stored as a number), date (timestamptz) */
export type ColumnKind = 'text' | 'int' | 'date';

export interface SearchColumn {
  ref: RawBuilder<unknown>;
  kind: ColumnKind;
}

/** what the checks need of a field: dictionary fields take = only, dates no like */
export type FieldRule = 'text' | 'dict' | 'date';

export interface SearchRowInput {
  join?: unknown;
  field?: unknown;
  operator?: unknown;
  value?: unknown;
}

export interface CheckedRow<K extends string> {
  /** starts a new OR-group (every row after the first joined by 'or') */
  or: boolean;
  field: K;
  operator: SearchOperator;
  /** trimmed; undefined for the valueless operators */
  value?: string;
  /** for date fields */
  span?: TimeSpan;
}

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);
const textOf = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The rows checked one by one (row numbers in messages count from 1); throws PeopleQueryRefused.
 * `known` are every key the product has; `ruleOf` answers null for a known key this list lacks;
 * a time without its own offset is read in `zone` (the tenant's).
 */
export function checkRows<K extends string>(
  rows: readonly SearchRowInput[],
  known: readonly K[],
  ruleOf: (key: K) => FieldRule | null,
  zone: string,
): CheckedRow<K>[] {
  return rows.map((r, i) => {
    const row = i + 1;
    const { field, operator, join } = r;
    if (textOf(field) === '') return refuseQuery('peopleQuery.search.fieldRequired', { row });
    if (!isOneOf(known, field)) return refuseQuery('peopleQuery.search.unknownField', { row, field: String(field ?? '') });
    const rule = ruleOf(field);
    if (!rule) return refuseQuery('peopleQuery.search.fieldNotInList', { row, field });
    if (textOf(operator) === '') return refuseQuery('peopleQuery.search.operatorRequired', { row });
    if (!isOneOf(SEARCH_OPERATORS, operator)) return refuseQuery('peopleQuery.search.unknownOperator', { row, operator: String(operator ?? '') });
    if (i > 0 && !isOneOf(SEARCH_JOINS, join)) return refuseQuery('peopleQuery.search.unknownJoin', { row, join: String(join ?? '') });
    if (rule === 'dict' && operator !== DICT_OPERATOR) return refuseQuery('peopleQuery.search.dictOperator', { row, field, operator: DICT_OPERATOR });
    if (rule === 'date' && (operator === 'like' || operator === 'not like'))
      return refuseQuery('peopleQuery.search.operatorNotForField', { row, field, operator });
    const value = textOf(r.value);
    const or = i > 0 && join === 'or';
    if (VALUELESS_OPERATORS.includes(operator)) {
      if (value !== '') return refuseQuery('peopleQuery.search.valueNotAllowed', { row, operator });
      return { or, field, operator };
    }
    if (value === '') return refuseQuery('peopleQuery.search.valueRequired', { row });
    if (rule === 'date') {
      const span = parseSearchTime(value, zone);
      if (!span) return refuseQuery('peopleQuery.search.badTime', { row, value });
      return { or, field, operator, value, span };
    }
    return { or, field, operator, value };
  });
}

const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();

function likeOf(c: RawBuilder<unknown>, value: string): RawBuilder<boolean> {
  // text with no case (Chinese) finds the same rows with plain LIKE at half ILIKE's cost
  const pattern = `%${escapeLike(value)}%`;
  return hasCase(value) ? sql<boolean>`${c} ilike ${pattern} escape '\\'` : sql<boolean>`${c} like ${pattern} escape '\\'`;
}

function dateCondition(c: RawBuilder<unknown>, operator: SearchOperator, { start, end }: TimeSpan): RawBuilder<boolean> {
  switch (operator) {
    case '=':
      return sql<boolean>`(${c} >= ${start} and ${c} < ${end})`;
    case '!=':
      return sql<boolean>`(${c} is null or ${c} < ${start} or ${c} >= ${end})`;
    case '>':
      return sql<boolean>`${c} >= ${end}`;
    case '>=':
      return sql<boolean>`${c} >= ${start}`;
    case '<':
      return sql<boolean>`${c} < ${start}`;
    default:
      return sql<boolean>`${c} < ${end}`; // <=
  }
}

const COMPARISONS: Partial<Record<SearchOperator, string>> = { '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

function condition({ ref: c, kind }: SearchColumn, r: CheckedRow<string>): RawBuilder<boolean> {
  const text = kind === 'text';
  switch (r.operator) {
    case 'is null':
      return sql<boolean>`${c} is null`;
    case 'is not null':
      return sql<boolean>`${c} is not null`;
    case 'empty':
      return text ? sql<boolean>`(${c} is null or ${c} = '')` : sql<boolean>`${c} is null`;
    case 'not empty':
      return text ? sql<boolean>`(${c} is not null and ${c} <> '')` : sql<boolean>`${c} is not null`;
    default:
  }
  if (kind === 'date') return dateCondition(c, r.operator, r.span!);
  const value = r.value!;
  // a dictionary key stored as a number (gender) is compared as text: a key that is not a
  // number then matches nobody instead of failing the query
  const v = kind === 'int' ? sql`${c}::text` : c;
  switch (r.operator) {
    case 'like':
      return likeOf(v, value);
    case 'not like':
      return sql<boolean>`(${c} is null or not ${likeOf(v, value)})`;
    case '=':
      return sql<boolean>`${v} = ${value}`;
    case '!=':
      return sql<boolean>`(${c} is null or ${v} <> ${value})`;
    default:
      return sql<boolean>`${v} ${sql.raw(COMPARISONS[r.operator]!)} ${value}`;
  }
}

/** One condition for all the rows: OR-groups of AND-ed rows; null when there are none. */
export function searchCondition<K extends string>(rows: readonly CheckedRow<K>[], columns: Record<K, SearchColumn>): RawBuilder<boolean> | null {
  if (rows.length === 0) return null;
  const groups: RawBuilder<boolean>[][] = [];
  for (const r of rows) {
    if (groups.length === 0 || r.or) groups.push([]);
    groups[groups.length - 1].push(condition(columns[r.field], r));
  }
  const ands = groups.map((g) => (g.length === 1 ? g[0] : sql<boolean>`(${sql.join(g, sql` and `)})`));
  return ands.length === 1 ? ands[0] : sql<boolean>`(${sql.join(ands, sql` or `)})`;
}
