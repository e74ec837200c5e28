// The fields a people list can be searched, ordered, shown and exported by (document 000 §5,
// document 001 §5 and §7): one allow-list shared by the advanced-search builder, the data order
// dialog, the field display dialog, the export header list and the server's SQL. The server
// never takes a column name from a request: a key outside this list is refused.
import type { Identity } from '../domain/people';

export type PeopleFieldType = 'text' | 'dict' | 'date';

export interface PeopleField {
  /** the wire key (camelCase), as list rows carry it */
  key: PeopleFieldKey;
  /** message key of its label */
  label: string;
  type: PeopleFieldType;
  /** dictionary code when type is 'dict' (resolved for the identity) */
  dict?: string;
  /** whether the list can be ordered by it (an index or a cheap sort) */
  sortable: boolean;
}

export const PEOPLE_FIELD_KEYS = [
  'name',
  'examNo',
  'studentNo',
  'workNo',
  'account',
  'gender',
  'idNumber',
  'phone',
  'email',
  'unitName',
  'className',
  'currentStatus',
  'presentState',
  'grade',
  'createdAt',
  'updatedAt',
] as const;
export type PeopleFieldKey = (typeof PEOPLE_FIELD_KEYS)[number];

const STUDENTS: Identity[] = ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT'];
const ALL: Identity[] = ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER'];

interface FieldDef extends Omit<PeopleField, 'dict'> {
  identities: Identity[];
  dict?: string | Partial<Record<Identity, string>>;
}

const FIELD_DEFS: FieldDef[] = [
  { key: 'name', label: 'importField.name', type: 'text', sortable: true, identities: ALL },
  { key: 'examNo', label: 'importField.examNo', type: 'text', sortable: true, identities: ['NEW_STUDENT'] },
  { key: 'studentNo', label: 'importField.studentNo', type: 'text', sortable: true, identities: STUDENTS },
  { key: 'workNo', label: 'importField.workNo', type: 'text', sortable: true, identities: ['TEACHER'] },
  { key: 'account', label: 'importField.account', type: 'text', sortable: true, identities: ['OTHER'] },
  { key: 'gender', label: 'importField.gender', type: 'dict', dict: 'gender', sortable: true, identities: ALL },
  { key: 'idNumber', label: 'importField.idNumber', type: 'text', sortable: true, identities: ALL },
  { key: 'phone', label: 'importField.phone', type: 'text', sortable: true, identities: ALL },
  { key: 'email', label: 'importField.email', type: 'text', sortable: true, identities: ALL },
  { key: 'unitName', label: 'importField.unitName', type: 'text', sortable: true, identities: ALL },
  { key: 'className', label: 'importField.className', type: 'text', sortable: true, identities: ['NEW_STUDENT', 'STUDENT'] },
  {
    key: 'currentStatus',
    label: 'importField.currentStatus',
    type: 'dict',
    sortable: true,
    identities: ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER'],
    dict: { NEW_STUDENT: 'stu_current_status', STUDENT: 'stu_current_status', GRADUATE_STUDENT: 'stu_current_status', TEACHER: 'teacher_current_status' },
  },
  {
    key: 'presentState',
    label: 'importField.presentState',
    type: 'dict',
    dict: 'stu_present_state',
    sortable: true,
    identities: ['STUDENT', 'GRADUATE_STUDENT'],
  },
  { key: 'grade', label: 'importField.grade', type: 'text', sortable: true, identities: STUDENTS },
  { key: 'createdAt', label: 'people.field.createdAt', type: 'date', sortable: true, identities: ALL },
  { key: 'updatedAt', label: 'people.field.updatedAt', type: 'date', sortable: true, identities: ALL },
];

/** The fields of one identity's list, in their default order. */
export function peopleFields(identity: Identity): PeopleField[] {
  return FIELD_DEFS.filter((f) => f.identities.includes(identity)).map((f) => ({
    key: f.key,
    label: f.label,
    type: f.type,
    sortable: f.sortable,
    ...(f.dict ? { dict: typeof f.dict === 'string' ? f.dict : f.dict[identity] } : {}),
  }));
}

// ---- advanced search (document 000 §5) ----

export const SEARCH_OPERATORS = ['like', 'not like', '=', '!=', '>', '>=', '<', '<=', 'is null', 'is not null', 'empty', 'not empty'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];
/** the last four operators take no value */
export const VALUELESS_OPERATORS: readonly SearchOperator[] = ['is null', 'is not null', 'empty', 'not empty'];
/** a dictionary-backed field is compared by = only */
export const DICT_OPERATOR: SearchOperator = '=';
export const SEARCH_JOINS = ['and', 'or'] as const;
export type SearchJoin = (typeof SEARCH_JOINS)[number];
/** rows an advanced search may hold; a value's longest length */
export const MAX_SEARCH_ROWS = 20;
export const MAX_SEARCH_VALUE = 100;

export interface AdvancedSearchRow {
  /** joins this row to the rows before it ('and' binds tighter than 'or'); ignored on the first row */
  join: SearchJoin;
  field: PeopleFieldKey;
  operator: SearchOperator;
  /** absent for the valueless operators; a dictionary key for dict fields */
  value?: string;
}

// ---- data order (document 001 §3 "Ordering row", §5) ----

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface OrderRow {
  value: PeopleFieldKey;
  order: SortOrder;
}

/** Rows joined into the wire text 'field ORDER,...' (document 001 §3). */
export const joinOrder = (rows: OrderRow[]): string => rows.map((r) => `${r.value} ${r.order}`).join(',');

/** The wire text back into rows; null when it is not 'field ORDER,...' over known keys. */
export function parseOrder(text: string): OrderRow[] | null {
  if (text.trim() === '') return [];
  const rows: OrderRow[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z]+)\s+(ASC|DESC)\s*$/i.exec(part);
    if (!m || !(PEOPLE_FIELD_KEYS as readonly string[]).includes(m[1])) return null;
    rows.push({ value: m[1] as PeopleFieldKey, order: m[2].toUpperCase() as SortOrder });
  }
  return rows;
}

/**
 * What every people list call (and the export count and start) may carry besides the filters:
 * `advancedSearch` rows and `dataSortStr` ('field ORDER,...'). Without an order the list is
 * newest first (id descending); with one, id descending breaks ties so pages never overlap.
 */
export interface PeopleQueryExtras {
  advancedSearch?: AdvancedSearchRow[];
  dataSortStr?: string;
}
