// The advanced search of the candidate API list (document 001 §2 "advanced search"): the general
// search of document 000 §5 (src/server/search/conditions.ts) over the API fields of the
// allow-list API_SEARCH_FIELDS. Enumerations (quoteType, status) take = only. Refusals are the
// people search's messages (9009 naming the row).
import { sql } from 'kysely';
import type { ApiSearchRow } from '../../shared/members/monitorApi';
import { API_SEARCH_FIELDS, ApiSearchField } from '../../shared/members/constants';
import { CheckedRow, checkRows, FieldRule, SearchColumn, searchCondition } from '../search/conditions';

const COLUMNS: Record<ApiSearchField, SearchColumn & { rule: FieldRule }> = {
  name: { ref: sql.ref('a.name'), kind: 'text', rule: 'text' },
  note: { ref: sql.ref('a.note'), kind: 'text', rule: 'text' },
  quoteType: { ref: sql.ref('a.quote_type'), kind: 'text', rule: 'dict' },
  status: { ref: sql.ref('a.status'), kind: 'text', rule: 'dict' },
  projectName: { ref: sql`(select pr.name from api_projects pr where pr.id = a.project_id)`, kind: 'text', rule: 'text' },
  createTime: { ref: sql.ref('a.created_at'), kind: 'date', rule: 'date' },
};

/** Throws PeopleQueryRefused (answered 9009) for a row outside the rules. */
export const checkApiSearch = (rows: readonly ApiSearchRow[], zone: string): CheckedRow<ApiSearchField>[] =>
  checkRows(rows, API_SEARCH_FIELDS, (key) => COLUMNS[key].rule, zone);

/** One condition over the APIs aliased a; null without rows. */
export const apiSearchCondition = (rows: readonly CheckedRow<ApiSearchField>[]) => searchCondition(rows, COLUMNS);
