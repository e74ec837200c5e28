// The advanced search of the candidate API list (document 001 §2 "advanced search", with the
// operators and rules of document 000 §5 as the people lists apply them, src/server/people/README):
// rows over the API fields of the allow-list API_SEARCH_FIELDS, 'and' binding tighter than 'or',
// negatives as complements, like as "contains" with literal % and _, enumerations (quoteType,
// status) by = only, dates as the span their precision names. Refusals reuse the people search's
// messages (9009 naming the row).
import { RawBuilder, sql } from 'kysely';
import type { ApiSearchRow } from '../../shared/members/api';
import { API_SEARCH_FIELDS, ApiSearchField } from '../../shared/members/constants';
import { DICT_OPERATOR, SEARCH_JOINS, SEARCH_OPERATORS, SearchOperator, VALUELESS_OPERATORS } from '../../shared/people/query';
import { refuseQuery } from '../people/refused';
import { parseSearchTime, TimeSpan } from '../people/searchTime';
import { escapeLike } from '../resources/list';

type Kind = 'text' | 'enum' | 'date';
const COLUMNS: Record<ApiSearchField, { ref: RawBuilder<unknown>; kind: Kind }> = {
  name: { ref: sql.ref('a.name'), kind: 'text' },
  note: { ref: sql.ref('a.note'), kind: 'text' },
  quoteType: { ref: sql.ref('a.quote_type'), kind: 'enum' },
  status: { ref: sql.ref('a.status'), kind: 'enum' },
  projectName: { ref: sql`(select pr.name from api_projects pr where pr.id = a.project_id)`, kind: 'text' },
  createTime: { ref: sql.ref('a.created_at'), kind: 'date' },
};

interface Checked {
  or: boolean;
  field: ApiSearchField;
  operator: SearchOperator;
  value?: string;
  span?: TimeSpan;
}

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);
const textOf = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

/** Throws PeopleQueryRefused (answered 9009) for a row outside the rules. */
export function checkApiSearch(rows: readonly ApiSearchRow[]): Checked[] {
  return rows.map((r, i) => {
    const row = i + 1;
    const { field, operator, join } = r as { field: unknown; operator: unknown; join: unknown };
    if (textOf(field) === '') return refuseQuery('peopleQuery.search.fieldRequired', { row });
    if (!isOneOf(API_SEARCH_FIELDS, field)) return refuseQuery('peopleQuery.search.unknownField', { row, field: String(field ?? '') });
    if (textOf(operator) === '') return refuseQuery('peopleQuery.search.operatorRequired', { row });
    if (!isOneOf(SEARCH_OPERATORS, operator)) return refuseQuery('peopleQuery.search.unknownOperator', { row, operator: String(operator ?? '') });
    if (i > 0 && !isOneOf(SEARCH_JOINS, join)) return refuseQuery('peopleQuery.search.unknownJoin', { row, join: String(join ?? '') });
    const kind = COLUMNS[field].kind;
    if (kind === 'enum' && operator !== DICT_OPERATOR) return refuseQuery('peopleQuery.search.dictOperator', { row, field, operator: DICT_OPERATOR });
    if (kind === 'date' && (operator === 'like' || operator === 'not like')) return refuseQuery('peopleQuery.search.operatorNotForField', { row, field, operator });
    const value = textOf(r.value);
    const or = i > 0 && join === 'or';
    if (VALUELESS_OPERATORS.includes(operator)) {
      if (value !== '') return refuseQuery('peopleQuery.search.valueNotAllowed', { row, operator });
      return { or, field, operator };
    }
    if (value === '') return refuseQuery('peopleQuery.search.valueRequired', { row });
    if (kind === 'date') {
      const span = parseSearchTime(value);
      if (!span) return refuseQuery('peopleQuery.search.badTime', { row, value });
      return { or, field, operator, value, span };
    }
    return { or, field, operator, value };
  });
}

const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();
function like(c: RawBuilder<unknown>, value: string): RawBuilder<boolean> {
  const pattern = `%${escapeLike(value)}%`;
  return hasCase(value) ? sql<boolean>`${c} ilike ${pattern} escape '\\'` : sql<boolean>`${c} like ${pattern} escape '\\'`;
}
const COMPARE: Partial<Record<SearchOperator, string>> = { '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

function condition(r: Checked): RawBuilder<boolean> {
  const { ref: c, kind } = COLUMNS[r.field];
  switch (r.operator) {
    case 'is null': return sql<boolean>`${c} is null`;
    case 'is not null': return sql<boolean>`${c} is not null`;
    case 'empty': return kind === 'date' ? sql<boolean>`${c} is null` : sql<boolean>`(${c} is null or ${c} = '')`;
    case 'not empty': return kind === 'date' ? sql<boolean>`${c} is not null` : sql<boolean>`(${c} is not null and ${c} <> '')`;
    default:
  }
  if (kind === 'date') {
    const { start, end } = r.span!;
    switch (r.operator) {
      case '=': return sql<boolean>`(${c} >= ${start} and ${c} < ${end})`;
      case '!=': return sql<boolean>`(${c} is null or ${c} < ${start} or ${c} >= ${end})`;
      case '>': return sql<boolean>`${c} >= ${end}`;
      case '>=': return sql<boolean>`${c} >= ${start}`;
      case '<': return sql<boolean>`${c} < ${start}`;
      default: return sql<boolean>`${c} < ${end}`;
    }
  }
  const v = r.value!;
  switch (r.operator) {
    case 'like': return like(c, v);
    case 'not like': return sql<boolean>`(${c} is null or not ${like(c, v)})`;
    case '=': return sql<boolean>`${c} = ${v}`;
    case '!=': return sql<boolean>`(${c} is null or ${c} <> ${v})`;
    default: return sql<boolean>`${c} ${sql.raw(COMPARE[r.operator]!)} ${v}`;
  }
}

/** One condition over the APIs aliased a; null without rows. */
export function apiSearchCondition(rows: readonly Checked[]): RawBuilder<boolean> | null {
  if (rows.length === 0) return null;
  const groups: RawBuilder<boolean>[][] = [];
  for (const r of rows) {
    if (groups.length === 0 || r.or) groups.push([]);
    groups[groups.length - 1].push(condition(r));
  }
  const ands = groups.map((g) => (g.length === 1 ? g[0] : sql<boolean>`(${sql.join(g, sql` and `)})`));
  return ands.length === 1 ? ands[0] : sql<boolean>`(${sql.join(ands, sql` or `)})`;
}
