// The state of every resource screen, one entry per resource key (state.resources[key]).
// Everything here is plain data, so an action log replays to the same state.
import { ResourceDef, ResourceRow, formFields } from '../../../shared/resources';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, Problem } from '../../widgets/pagedTable/pagedQuery';

export type FieldValue = string | number | boolean | null;
export type FieldValues = Record<string, FieldValue>;
/** field name -> message already in the user's language */
export type FieldErrors = Record<string, string>;

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type FormStatus = 'closed' | 'editing' | 'submitting';
export type RemovalStatus = 'idle' | 'confirming' | 'removing';

export interface FormState {
  status: FormStatus;
  mode: 'add' | 'edit';
  /** the record being edited; null when adding */
  id: number | null;
  values: FieldValues;
  errors: FieldErrors;
}

export interface RemovalState {
  status: RemovalStatus;
  ids: number[];
  /** the name the confirmation quotes; empty for a removal of several picked rows */
  name: string;
}

export interface ResourceState {
  /** what the filter form shows, applied only when searched */
  filterDraft: FieldValues;
  /** the filters of the current list */
  filters: FieldValues;
  pageIndex: number;
  pageSize: number;
  rows: ResourceRow[];
  total: number;
  status: ListStatus;
  problem: Problem | null;
  /** picked rows of the current page */
  selected: number[];
  /** lookup name -> the items its call answered */
  lookups: Record<string, unknown[]>;
  form: FormState;
  removal: RemovalState;
}

export type ResourcesState = Record<string, ResourceState>;

export const closedForm: FormState = { status: 'closed', mode: 'add', id: null, values: {}, errors: {} };
export const idleRemoval: RemovalState = { status: 'idle', ids: [], name: '' };

export const initialResourceState = (): ResourceState => ({
  filterDraft: {},
  filters: {},
  pageIndex: DEFAULT_PAGE_INDEX,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  status: 'idle',
  problem: null,
  selected: [],
  lookups: {},
  form: closedForm,
  removal: idleRemoval,
});

const asFieldValue = (v: unknown): FieldValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;

/** A new record's form: each field's default, or empty. */
export const defaultValues = (def: ResourceDef): FieldValues =>
  Object.fromEntries(formFields(def).map((f) => [f.name, f.default ?? (f.type === 'switch' ? false : f.type === 'text' || f.type === 'textarea' ? '' : null)]));

/** An existing record's form: its stored values, defaults where it has none. */
export const valuesOfRow = (def: ResourceDef, row: ResourceRow): FieldValues => {
  const defaults = defaultValues(def);
  return Object.fromEntries(formFields(def).map((f) => [f.name, row[f.name] === undefined ? defaults[f.name] : asFieldValue(row[f.name])]));
};
