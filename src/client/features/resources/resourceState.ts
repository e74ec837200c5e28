// The state of every resource screen, one entry per resource key (state.resources[key]).
// Everything here is plain data, so an action log replays to the same state.
import { FieldDef, ResourceDef, ResourceRow, formFields } from '../../../shared/resources';
import type { RangeValue, SortOrder } from '../../api/collections';
import { PagedList, initialPagedList } from '../../lib/pagedList';
import { Problem } from '../../lib/problem';

export type ScalarValue = string | number | boolean | null;
/** one sub-record of a 'records' field */
export type SubRecord = Record<string, ScalarValue>;
/** a scalar, a multi-select's values, a records field's rows, or a filter's date range */
export type FieldValue = ScalarValue | Array<string | number> | SubRecord[] | RangeValue;
export type FieldValues = Record<string, FieldValue>;
/** field name -> message already in the user's language */
export type FieldErrors = Record<string, string>;

export type FormStatus = 'closed' | 'editing' | 'submitting';
export type RemovalStatus = 'idle' | 'confirming' | 'removing';
export type ActionStatus = 'idle' | 'confirming' | 'running';
export type ReorderStatus = 'idle' | 'saving';
export type DetailStatus = 'closed' | 'loading' | 'ready' | 'failed';

/** An image field's upload in flight or refused; the File itself stays in lib/fileRegistry. */
export interface UploadState {
  status: 'uploading' | 'failed';
  /** the registry id of the picked file */
  fileId: string;
  fileName: string;
  /** the refusal, already in the user's language (a server msg) or a catalogue key */
  error: { text?: string; key?: string } | null;
}

export interface FormState {
  status: FormStatus;
  mode: 'add' | 'edit';
  /** the record being edited; null when adding */
  id: number | null;
  values: FieldValues;
  errors: FieldErrors;
  /** image field -> the upload under way or refused */
  uploads: Record<string, UploadState>;
  /** image field -> the link that shows its current file */
  previews: Record<string, string>;
  /** url field -> the server's check of the address it holds (baseService/checkURL) */
  urlChecks: Record<string, UrlCheckState>;
  /** a value changed since the form opened: closing it asks first (lib/leaveGuard) */
  dirty: boolean;
}

/** An address being checked, or the answer about it: the server's words, or ours by key. */
export interface UrlCheckState {
  status: 'checking' | 'usable' | 'refused';
  url: string;
  text?: string;
  messageKey?: string;
}

/** A row or batch action waiting for its confirmation or its call. */
export interface ActionRunState {
  status: ActionStatus;
  /** the ActionDef's key; '' when idle */
  action: string;
  ids: number[];
  batch: boolean;
}

/** A drag-and-drop reorder: the order before it, to roll back when refused. */
export interface ReorderState {
  status: ReorderStatus;
  previous: number[];
}

export interface DetailState {
  status: DetailStatus;
  id: number | null;
  record: ResourceRow | null;
  problem: Problem | null;
}

export interface RemovalState {
  status: RemovalStatus;
  ids: number[];
  /** the name the confirmation quotes; empty for a removal of several picked rows */
  name: string;
}

/** A list cell edited in place (ResourceDef.inlineEdit): the one saving, if any. */
export interface CellEditState {
  status: 'idle' | 'saving';
  id: number | null;
  field: string | null;
  value: FieldValue;
}

/** The list (page, rows, total, status, problem: lib/pagedList) with the screen's own parts. */
export interface ResourceState extends PagedList<ResourceRow> {
  /** what the filter form shows, applied only when searched */
  filterDraft: FieldValues;
  /** the filters of the current list */
  filters: FieldValues;
  /** picked rows of the current page */
  selected: number[];
  /** lookup name -> the items its call answered */
  lookups: Record<string, unknown[]>;
  form: FormState;
  removal: RemovalState;
  /** the list's order chosen by a column header; null: the definition's orderBy */
  sort: SortOrder | null;
  action: ActionRunState;
  reorder: ReorderState;
  detail: DetailState;
  cell: CellEditState;
}

export type ResourcesState = Record<string, ResourceState>;

export const closedForm: FormState = {
  status: 'closed',
  mode: 'add',
  id: null,
  values: {},
  errors: {},
  uploads: {},
  previews: {},
  urlChecks: {},
  dirty: false,
};
export const idleRemoval: RemovalState = { status: 'idle', ids: [], name: '' };
export const idleAction: ActionRunState = { status: 'idle', action: '', ids: [], batch: false };
export const idleReorder: ReorderState = { status: 'idle', previous: [] };
export const idleCell: CellEditState = { status: 'idle', id: null, field: null, value: null };
export const closedDetail: DetailState = { status: 'closed', id: null, record: null, problem: null };

export const initialResourceState = (): ResourceState => ({
  ...initialPagedList<ResourceRow>(),
  filterDraft: {},
  filters: {},
  selected: [],
  lookups: {},
  form: closedForm,
  removal: idleRemoval,
  sort: null,
  action: idleAction,
  reorder: idleReorder,
  detail: closedDetail,
  cell: idleCell,
});

const asScalar = (v: unknown): ScalarValue => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null);

/** typed texts start blank; dates, colours, images and choices start unset (null) */
const TEXT_KINDS = new Set(['text', 'textarea', 'richText', 'url']);

/** A field's empty value: '' for typed texts, [] for lists, false for switches, else null. */
export function emptyValue(f: FieldDef): FieldValue {
  if (f.type === 'switch') return false;
  if (f.type === 'multiSelect' || f.type === 'records') return [];
  return TEXT_KINDS.has(f.type) ? '' : null;
}

/** A stored value in the form's shape: arrays for multi-select and records, scalars else. */
export function asFieldValue(f: FieldDef, v: unknown): FieldValue {
  if (f.type === 'multiSelect') return Array.isArray(v) ? v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number') : [];
  if (f.type === 'records') {
    if (!Array.isArray(v)) return [];
    return v.map((r) => Object.fromEntries((f.of ?? []).map((sub) => [sub.name, asScalar((r as Record<string, unknown> | null)?.[sub.name])])));
  }
  return asScalar(v);
}

/** A new record's form: each field's default, or empty. */
export const defaultValues = (def: ResourceDef): FieldValues => Object.fromEntries(formFields(def).map((f) => [f.name, f.default ?? emptyValue(f)]));

/** A new sub-record of a records field: its fields' defaults. */
export const newSubRecord = (f: FieldDef): SubRecord =>
  Object.fromEntries((f.of ?? []).map((sub) => [sub.name, sub.default ?? (emptyValue(sub) as ScalarValue)]));

/** An existing record's form: its stored values, defaults where it has none. */
export const valuesOfRow = (def: ResourceDef, row: ResourceRow): FieldValues => {
  const defaults = defaultValues(def);
  return Object.fromEntries(formFields(def).map((f) => [f.name, row[f.name] === undefined ? defaults[f.name] : asFieldValue(f, row[f.name])]));
};

/**
 * The list filters a link names in its query (`/serviceList?shelfStatus=0`): only the
 * definition's filter fields, each value typed as its field holds it (a static option's own
 * value, a number, a switch's true/false, a text); anything else is left out. The home page's
 * "前往处理" opens lists this way, already filtered to what needs attention.
 */
export function filtersFromQuery(def: ResourceDef, search: string): FieldValues {
  const query = new URLSearchParams(search);
  const out: FieldValues = {};
  for (const f of def.fields) {
    const raw = f.filter ? query.get(f.name) : null;
    if (raw === null || raw.trim() === '') continue;
    const value = queryValue(f, raw.trim());
    if (value !== undefined) out[f.name] = value;
  }
  return out;
}

function queryValue(f: FieldDef, raw: string): FieldValue | undefined {
  if (f.type === 'switch') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  if (f.type === 'select' && f.options?.kind === 'static') return f.options.items.find((o) => String(o.value) === raw)?.value;
  if (f.type === 'number' || (f.type === 'select' && f.options?.kind === 'lookup' && f.options.valueType === 'number') || f.type === 'treeSelect') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (f.type === 'text' || f.type === 'textarea' || f.type === 'url' || f.type === 'select') return raw;
  return undefined;
}
