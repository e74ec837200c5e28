// The rules of the advanced-search builder (document 000 §5), pure so the reducer, the views
// and the tests read them the same way: which operators a field offers, what a change to a
// row does, when a row is complete, and how draft rows become the rows the list call sends.
import {
  AdvancedSearchRow,
  DICT_OPERATOR,
  MAX_SEARCH_VALUE,
  PeopleField,
  SEARCH_JOINS,
  SEARCH_OPERATORS,
  SearchJoin,
  SearchOperator,
  VALUELESS_OPERATORS,
} from '../../../shared/people/query';
import type { AdvancedDraftRow, AdvancedRowErrors } from './state';

/** the prompts of document 000 §5, also the messages of an empty part */
export const PLEASE_SELECT = 'common.pleaseSelect';
export const PLEASE_INPUT = 'common.pleaseInput';

/** dates take no like (the server refuses it too) */
const DATE_OPERATORS: readonly SearchOperator[] = SEARCH_OPERATORS.filter((op) => op !== 'like' && op !== 'not like');

export const emptyAdvancedRow = (): AdvancedDraftRow => ({ join: 'and', field: '', operator: '', value: '' });

export const isValueless = (operator: SearchOperator | ''): boolean => operator !== '' && VALUELESS_OPERATORS.includes(operator);

/** The operators a field offers: a dictionary field only '=', a date field the comparisons. */
export function operatorsFor(field: PeopleField | undefined): readonly SearchOperator[] {
  if (field?.type === 'dict') return [DICT_OPERATOR];
  if (field?.type === 'date') return DATE_OPERATORS;
  return SEARCH_OPERATORS;
}

export const fieldOf = (fields: PeopleField[], key: string): PeopleField | undefined => fields.find((f) => f.key === key);

/** A new field clears the value; a dictionary field forces '=', and an operator the new field
 *  does not offer (or one that was forced) is dropped. */
export function withField(row: AdvancedDraftRow, fields: PeopleField[], key: string): AdvancedDraftRow {
  const field = fieldOf(fields, key);
  if (!field) return row;
  const wasForced = fieldOf(fields, row.field)?.type === 'dict';
  let operator = row.operator;
  if (field.type === 'dict') operator = DICT_OPERATOR;
  else if (wasForced || (operator !== '' && !operatorsFor(field).includes(operator))) operator = '';
  return { ...row, field: field.key, operator, value: '' };
}

/** A valueless operator clears the value; a dictionary field keeps its forced '='. */
export function withOperator(row: AdvancedDraftRow, fields: PeopleField[], operator: string): AdvancedDraftRow {
  const field = fieldOf(fields, row.field);
  if (field?.type === 'dict') return row;
  if (!operatorsFor(field).includes(operator as SearchOperator)) return row;
  const op = operator as SearchOperator;
  return { ...row, operator: op, value: isValueless(op) ? '' : row.value };
}

export function withValue(row: AdvancedDraftRow, value: string): AdvancedDraftRow {
  if (isValueless(row.operator)) return row;
  return { ...row, value: value.slice(0, MAX_SEARCH_VALUE) };
}

export function withJoin(row: AdvancedDraftRow, join: string): AdvancedDraftRow {
  return (SEARCH_JOINS as readonly string[]).includes(join) ? { ...row, join: join as SearchJoin } : row;
}

/** Each row needs a field, an operator and (unless the operator takes none) a value: 请选择
 *  for what is picked, 请输入 for what is typed. Empty when every row is complete. */
export function validateAdvancedRows(rows: AdvancedDraftRow[], fields: PeopleField[]): AdvancedRowErrors[] {
  const errors = rows.map((row) => {
    const field = fieldOf(fields, row.field);
    const e: AdvancedRowErrors = {};
    if (!field) e.field = PLEASE_SELECT;
    if (row.operator === '') e.operator = PLEASE_SELECT;
    if (!isValueless(row.operator) && row.value.trim() === '') e.value = field && field.type !== 'text' ? PLEASE_SELECT : PLEASE_INPUT;
    return e;
  });
  return errors.some((e) => Object.keys(e).length > 0) ? errors : [];
}

/** Complete draft rows as the list call sends them (the first row's join is 'and'). */
export const toSearchRows = (rows: AdvancedDraftRow[]): AdvancedSearchRow[] =>
  rows.map((row, i) => {
    const operator = row.operator as SearchOperator;
    const sent: AdvancedSearchRow = { join: i === 0 ? 'and' : row.join, field: row.field as AdvancedSearchRow['field'], operator };
    return isValueless(operator) ? sent : { ...sent, value: row.value.trim() };
  });

/** The applied rows back into the dialog (one empty row when there are none). */
export const toDraftRows = (rows: AdvancedSearchRow[]): AdvancedDraftRow[] =>
  rows.length === 0 ? [emptyAdvancedRow()] : rows.map((r) => ({ join: r.join, field: r.field, operator: r.operator, value: r.value ?? '' }));
