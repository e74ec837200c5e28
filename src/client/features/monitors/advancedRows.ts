// The advanced search over the API list (document 000 §5 applied to the fields of
// API_SEARCH_FIELDS): each row needs a field, an operator and a value (请选择 / 请输入); the
// last four operators need no value; a field with a fixed set of values (quote type, status)
// forces '='; the creation time is compared, never matched with like. Pure.
import type { ApiSearchRow } from '../../../shared/members/monitorApi';
import { API_STATUSES, ApiSearchField, QUOTE_TYPES } from '../../../shared/members/constants';
import {
  MAX_SEARCH_ROWS,
  MAX_SEARCH_VALUE,
  SEARCH_JOINS,
  SEARCH_OPERATORS,
  SearchJoin,
  SearchOperator,
  VALUELESS_OPERATORS,
} from '../../../shared/people/query';
import type { ApiDraftRow, ApiRowErrors } from './state';

export type ApiFieldType = 'text' | 'choice' | 'date';

export interface ApiField {
  key: ApiSearchField;
  label: string;
  type: ApiFieldType;
  /** choice fields: the values and their labels' message keys */
  choices?: { value: string; label: string }[];
}

export const API_FIELDS: ApiField[] = [
  { key: 'name', label: 'membersUi.api.name', type: 'text' },
  { key: 'note', label: 'membersUi.col.note', type: 'text' },
  { key: 'quoteType', label: 'membersUi.api.quoteType', type: 'choice', choices: QUOTE_TYPES.map((v) => ({ value: v, label: `monitor.quoteType.${v}` })) },
  { key: 'status', label: 'membersUi.api.status', type: 'choice', choices: API_STATUSES.map((v) => ({ value: v, label: `monitor.status.${v}` })) },
  { key: 'projectName', label: 'membersUi.api.project', type: 'text' },
  { key: 'createTime', label: 'common.createdAt', type: 'date' },
];
export const MAX_API_ROWS = MAX_SEARCH_ROWS;

export const fieldOf = (key: string): ApiField | undefined => API_FIELDS.find((f) => f.key === key);
const DATE_OPERATORS = SEARCH_OPERATORS.filter((op) => op !== 'like' && op !== 'not like');

export function operatorsFor(field: ApiField | undefined): readonly SearchOperator[] {
  if (field?.type === 'choice') return ['='];
  if (field?.type === 'date') return DATE_OPERATORS;
  return SEARCH_OPERATORS;
}

export const isValueless = (op: SearchOperator | ''): boolean => op !== '' && VALUELESS_OPERATORS.includes(op);
export const emptyRow = (): ApiDraftRow => ({ join: 'and', field: '', operator: '', value: '' });

/** One part of a row changed: a new field clears the value (and forces '=' for a choice field);
 *  a valueless operator clears the value; an operator the field does not offer is ignored. */
export function changeRow(row: ApiDraftRow, part: 'join' | 'field' | 'operator' | 'value', value: string): ApiDraftRow {
  if (part === 'join') return (SEARCH_JOINS as readonly string[]).includes(value) ? { ...row, join: value as SearchJoin } : row;
  if (part === 'field') {
    const field = fieldOf(value);
    if (!field) return row;
    const kept = row.operator !== '' && operatorsFor(field).includes(row.operator) && fieldOf(row.field)?.type !== 'choice' ? row.operator : '';
    return { ...row, field: field.key, operator: field.type === 'choice' ? '=' : kept, value: '' };
  }
  if (part === 'operator') {
    const field = fieldOf(row.field);
    if (field?.type === 'choice' || !operatorsFor(field).includes(value as SearchOperator)) return row;
    const op = value as SearchOperator;
    return { ...row, operator: op, value: isValueless(op) ? '' : row.value };
  }
  return isValueless(row.operator) ? row : { ...row, value: value.slice(0, MAX_SEARCH_VALUE) };
}

/** Each row's messages; empty when every row is complete. */
export function validateRows(rows: ApiDraftRow[]): ApiRowErrors[] {
  const errors = rows.map((row) => {
    const field = fieldOf(row.field);
    const e: ApiRowErrors = {};
    if (!field) e.field = 'common.pleaseSelect';
    if (row.operator === '') e.operator = 'common.pleaseSelect';
    if (!isValueless(row.operator) && row.value.trim() === '') e.value = field && field.type !== 'text' ? 'common.pleaseSelect' : 'common.pleaseInput';
    return e;
  });
  return errors.some((e) => Object.keys(e).length > 0) ? errors : [];
}

/** Complete rows as the list call sends them (the first row's join is 'and'). */
export const toSearchRows = (rows: ApiDraftRow[]): ApiSearchRow[] =>
  rows.map((row, i) => {
    const operator = row.operator as SearchOperator;
    const sent: ApiSearchRow = { join: i === 0 ? 'and' : row.join, field: row.field as ApiSearchField, operator };
    return isValueless(operator) ? sent : { ...sent, value: row.value.trim() };
  });

export const toDraftRows = (rows: ApiSearchRow[]): ApiDraftRow[] =>
  rows.length === 0 ? [emptyRow()] : rows.map((r) => ({ join: r.join, field: r.field, operator: r.operator, value: r.value ?? '' }));
