// One declarative definition per admin resource (ARCHITECTURE.md, "Three kinds of screen").
// The server builds its table, schemas and routes from it; the console builds its slice state,
// list, filters, form and validation from it. Labels and messages are i18n keys.
import type { Catalogue } from '../i18n/types';
import type { ResourceDemo } from './demo';
import type { SensitiveField } from '../documents/sensitiveInfo/rules';
import type { PublicReadDef } from '../publicReads/api';
import type { ImageUploadPath } from './files';

/**
 * Field kinds, shared by collections (ResourceDef) and configuration documents (DocumentDef).
 * - date 'YYYY-MM-DD', datetime 'YYYY-MM-DD HH:mm:ss' (local to the tenant), filtered as a range
 * - multiSelect: an array of option values; treeSelect: an organisation unit id (or ids)
 * - image: a file id returned by file/upload (checked by content, size-limited)
 * - richText: HTML kept to an allowlist of tags and attributes by the server
 * - url: http/https only, no credentials, never a private or loopback host
 * - color: '#rrggbb'
 * - records: a list of records inside a document (its `of` fields), e.g. bottom links
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'multiSelect'
  | 'treeSelect'
  | 'image'
  | 'richText'
  | 'url'
  | 'color'
  | 'records';

export interface OptionItem {
  value: string | number;
  /** an i18n key */
  label: string;
}

/** Where a select field finds its options. */
export type OptionSource =
  | { kind: 'static'; items: OptionItem[] }
  /** a lookup call of the same resource (see ResourceDef.lookups), mapped by value/label keys */
  | {
      kind: 'lookup';
      lookup: string;
      valueKey: string;
      labelKey: string;
      /** the type of the stored value (default 'string'); the server types its column by it */
      valueType?: 'number' | 'string';
    };

export interface FieldDef {
  /** name on the wire (camelCase) */
  name: string;
  /** column in the database (snake_case) */
  column: string;
  /** i18n key */
  label: string;
  type: FieldType;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** a regular expression the trimmed text must match, with its i18n message */
  pattern?: { source: string; message: string };
  /** unique within the tenant (compared trimmed, case-insensitive) */
  unique?: boolean;
  options?: OptionSource;
  /** shown as a list column (default true) */
  list?: boolean;
  /** in the add/edit form (default true) */
  form?: boolean;
  /** offered as a list filter, matched by like (text) or = (select, number, switch) */
  filter?: boolean;
  default?: string | number | boolean | null;
  /** column width hint for the list, in px */
  width?: number;
  /** shown, never written by the form (the server ignores it on save) */
  readOnly?: boolean;
  /** 'records' fields: the fields of each record, and at most this many records */
  of?: FieldDef[];
  maxItems?: number;
  /** 'number' fields: whole numbers only, stored as integer (order fields, build numbers) */
  integer?: boolean;
  /** required while another field of the record holds this value (a version marked published
   *  needs its publish time); checked by the console's form and the server alike */
  requiredWhen?: { field: string; value: string | number | boolean };
  /** a named check of the text beyond a pattern (src/shared/resources/fieldRules.ts FIELD_CHECKS) */
  check?: 'taxpayerNumber';
  /** a control of the console's own in place of the type's (src/client/features/resources/
   *  fieldEditors.ts): 'rights', a role's grants as a matrix of areas and screens */
  editor?: 'rights';
  /** 'datetime' fields: the column holds an instant (timestamptz), shown and filtered in the tenant's zone */
  instant?: boolean;
  /** read, never stored here: `column` of the tenant's row of `table` whose id is this row's `on`
   *  column (a visit's service name), selected as the field's own `column`; listed and shown,
   *  never filtered, sorted or written */
  joined?: { table: string; on: string; column: string };
  /** 'image' and 'richText' fields: the documented call its pictures are uploaded through
   *  (IMAGE_UPLOAD_PATHS; default by kind, uploadPathOf in files.ts) */
  upload?: ImageUploadPath;
}

export interface LookupDef {
  method: 'GET' | 'POST';
  /** path below the resource's base path, or an absolute path starting with /api */
  path: string;
  /**
   * the lookup answers the tenant's rows of another collection (its key): their id and these
   * fields (wire names), in that collection's list order; the server needs no provider of its own
   */
  rowsOf?: { collection: string; fields: string[] };
}

export interface LookupBundleDef {
  method: 'GET' | 'POST';
  /** path below the resource's base path, or an absolute path starting with /api */
  path: string;
  /** the lookups (ResourceDef.lookups names) it answers, each under its own name */
  answers: string[];
}

export interface InlineEditDef {
  /** a 'record' call: { id } and the edited fields only; the others stay as stored */
  call: CallDef;
  /** the list fields edited in place (number and multiSelect fields) */
  fields: string[];
}

/** One call of a collection: its method, its path (below base, or absolute from /api) and its body's shape. */
export interface CallDef {
  method?: 'GET' | 'POST';
  path: string;
  /**
   * record: the record's fields (save, update, submit); ids: { ids: number[] } (remove, batch);
   * order: { ids: number[] } in the new order (adjustOrder); query: filters, sort and paging (list)
   */
  shape?: 'record' | 'ids' | 'order' | 'query';
}

/**
 * The calls of a collection, each on its own; any may be absent. `submit` is one call for add
 * and edit (saveOrUpdate, submit: an id present means edit). A list with no write call is a
 * read-only collection.
 */
export interface ResourceCalls {
  list: CallDef;
  detail?: CallDef;
  save?: CallDef;
  update?: CallDef;
  submit?: CallDef;
  remove?: CallDef;
  /** drag to reorder: the ids of the page in their new order */
  adjustOrder?: CallDef;
}

/**
 * A row or batch action that sets one field (shelf status, forbid, enable): the call receives
 * { ids, [field]: value }. Shown on a row when `row`, on the checked rows when `batch`.
 */
export interface ActionDef {
  key: string;
  /** i18n key of the button */
  label: string;
  field: string;
  value: string | number | boolean;
  call: CallDef;
  row?: boolean;
  batch?: boolean;
  /** i18n key of the notice dialog's question (batch actions always confirm) */
  confirm?: string;
  /** shown on a row only when the row's field differs from value */
  hideWhenSet?: boolean;
}

/**
 * A button above the list calling one call of the collection as a whole (document 002 §4
 * covertUser/truncate, /overview). A `command` changes the list: it asks first (`confirm`), then
 * the list reloads and the answer's msg is shown. A `summary` shows figures of the collection in a
 * panel: `figures` reads them from the answer's result.
 */
export interface ToolDef {
  key: string;
  /** i18n key of the button */
  label: string;
  kind: 'command' | 'summary';
  call: CallDef;
  /** i18n key of the notice dialog's question (a command) */
  confirm?: string;
  /** a summary's figures, each an i18n label (with its params) and a number */
  figures?: (result: unknown) => { label: string; params?: Record<string, string>; value: number }[];
  /** a summary's coloured chips, each a text of the school's and its colour (listing marks as the apps show them) */
  chips?: (result: unknown) => { text: string; color: string }[];
  /** a command is offered only while the list has rows */
  needsRows?: boolean;
  /** a summary read as the screen opens and again after each write of its rows, so its figures
   *  stand above the list (flowServiceConfig/getNum: enabled of total) */
  onOpen?: boolean;
}

/**
 * Records of another table belonging to one row (an alumni user's posts: document 002 §7
 * platformalumniuser/getUserDynamic), shown read-only in a dialog from a row button. The call
 * receives { id, pageIndex, pageSize } and answers a page ({ data, total }).
 */
export interface RelatedDef {
  key: string;
  /** i18n key of the row button; the dialog's title takes {name}, the row's name */
  label: string;
  title: string;
  call: CallDef;
  /** the related records' fields, as the list shows them */
  fields: FieldDef[];
}

/** A removal is refused while another table still refers to the record. */
export interface InUseRule {
  table: string;
  column: string;
  /** the column holds an array of ids (a multiSelect): in use when it holds any of the removed ids */
  array?: boolean;
  /** i18n key of the reason, with {count} */
  message: string;
}

/** A read-only panel listing a lookup's items, each by its name and its explanation. */
export interface InfoPanelDef {
  /** the lookup of the resource definition whose items are listed */
  lookup: string;
  /** i18n key of the panel's heading */
  title: string;
  /** item property shown as each entry's name */
  nameKey: string;
  /** item property shown as each entry's explanation */
  descriptionKey: string;
}

export interface ResourceDef {
  /** the store and saga key: resources/<key> (and the name of its folder) */
  key: string;
  /** its messages in both languages (the folder's labels.ts) */
  labels: Catalogue;
  /** its demo rows (the folder's demo.ts), loaded only by the seed and the tests */
  demo: () => Promise<{ default: ResourceDemo }>;
  /** i18n key of its own title, only when it is not its route's one screen (a tab, a document of
   *  several identity routes); any other is titled by its route's menu label (definitionTitle) */
  ownTitle?: string;
  /** the console route that shows it */
  route: string;
  /** the database table */
  table: string;
  /** the legacy base path, e.g. /api/blade-platform/platformalumniword */
  base: string;
  fields: FieldDef[];
  /** the list's default order: a column and a direction */
  orderBy: { column: string; direction: 'asc' | 'desc' };
  /** extra read calls the screen needs (option lists, configs) */
  lookups?: Record<string, LookupDef>;
  /** one call answering several lookups at once (document 002 §7 serviceInfo/getAllServerDict):
   *  the console reads it instead of the named lookups' own calls; its result is an object
   *  holding each named lookup's items under the lookup's name. The named lookups keep their
   *  providers (the server's check of a saved value) and their own calls. */
  lookupBundle?: LookupBundleDef;
  /** read-only panels above the list, each listing one of its lookups' items (loaded anyway, for
   *  the dropdowns) with their explanations (the console's LookupInfoPanel) */
  infoPanels?: InfoPanelDef[];
  /** cells of the list edited in place (an order, listing marks), each saved alone through one
   *  call receiving { id, [field]: value } (document 002 §7 serviceItem/update) */
  inlineEdit?: InlineEditDef;
  /** removal is refused above this many ids in one call */
  maxRemove?: number;
  /** its calls, each on its own (a path below `base`, or from /api) */
  calls: ResourceCalls;
  /** asks whether another record holds a unique field's value: { field, value, id? } → { reused }
   *  (msg: why, in the caller's language); the form asks it for each unique field before saving
   *  and refuses beside the field (document 000 §7 ospApplicationCardConfig/checkReuse) */
  reuseCheck?: CallDef;
  /** the record a unique field's value names, if any (document 002 §7 flowServiceConfig/getOne
   *  ?flowKey=): the form asks it before saving and refuses a value another record holds beside
   *  the field (the call answers the record, or a refusal when none has the value) */
  findByKey?: { call: CallDef; field: string };
  /** row and batch actions that set one field */
  actions?: ActionDef[];
  /** drag to reorder by this integer column's field (needs calls.adjustOrder) */
  orderField?: string;
  /** a detail view of one record (all fields, read-only) */
  detailView?: boolean;
  /** export of the current search through the export job, with these fields (default: list fields) */
  exportable?: boolean;
  /** removal refused while in use */
  inUse?: InUseRule[];
  /** records that stay (issue 36: the built-in role): while `field` is true a record cannot be
   *  removed, and the `keep` fields cannot change; `message` an i18n key saying why */
  fixedRows?: { field: string; keep: string[]; message: string };
  /** the records are not the tenant's to write in the console (visit log, questions asked) */
  readOnly?: boolean;
  /** buttons acting on the whole collection (clear, overview) */
  tools?: ToolDef[];
  /** other records of a row, each behind a row button */
  related?: RelatedDef[];
  /** datetime or date pairs of a record where `to`, when both are set, must be later than `from` */
  ranges?: ResourceRange[];
  /** a live preview of the listed rows beside the list (src/client/features/resources/preview) */
  preview?: ResourcePreview;
  /** false: the table has no created_at / updated_at (an event log); rows carry neither */
  timestamps?: boolean;
  /** the list's total counts at most this many records (a large log pages on; the export counts all) */
  countCap?: number;
  /** personal data this collection shows, masked by the published sensitive-information rules
   *  (/sensitiveInformationConfiguration) in its list, detail and export, as the people lists are */
  masked?: MaskedFields;
  /** the field that names a record in the history (src/shared/audit/recordTitle.ts; default: the
   *  first text field); a lookup select is named by its option's label (a person's name) */
  titleField?: string;
  /** what the apps may read without sign-in (GET /api/public/collections/:tenantCode/:key,
   *  src/shared/publicReads/api.ts): the fields and which records; absent = not public */
  publicRead?: PublicReadDef;
}

/**
 * A collection's personal fields under the sensitive-information rules: each field → the rule's
 * field it follows (a reporter's `phone` → 'phone', `personName` → 'name'), and the field holding
 * the row's identity, whose own rules count (a row without one, or a collection without the
 * field, follows the every-identity rules). Masked fields are shown, never written: the
 * collection, or the field, is read-only (test/shared/resources/masked.test.ts).
 */
export interface MaskedFields {
  fields: Record<string, SensitiveField>;
  identity?: string;
}

/** Two fields of one record forming a window; `message` an i18n key with {field} and {from}. */
export interface ResourceRange {
  from: string;
  to: string;
  message: string;
}

/** The previews a collection screen can show of its listed rows. */
export type ResourcePreview = 'slidesCarousel';

/** One row as the list call returns it. */
export type ResourceRow = { id: number; createdAt?: string; updatedAt?: string } & Record<string, unknown>;

/** The list call's result: the page and the total (document 001 §7: data and total). */
export interface PageResult<T> {
  data: T[];
  total: number;
}

export const fullPath = (def: ResourceDef, name: string): string => (name.startsWith('/api') ? name : `${def.base}/${name}`);
export const lookupPath = (def: ResourceDef, key: string): string => fullPath(def, def.lookups![key].path);
export const formFields = (def: ResourceDef) => def.fields.filter((f) => f.form !== false);
export const listFields = (def: ResourceDef) => def.fields.filter((f) => f.list !== false);
export const filterFields = (def: ResourceDef) => def.fields.filter((f) => f.filter);
/** the fields whose column is the table's own (not joined from another table) */
export const storedFields = (def: ResourceDef) => def.fields.filter((f) => !f.joined);
export const hasTimestamps = (def: ResourceDef) => def.timestamps !== false;

/** The calls of a definition (the server, the console and the tests read them through it). */
export const callsOf = (def: ResourceDef): ResourceCalls => def.calls;
