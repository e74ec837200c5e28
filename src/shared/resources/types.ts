// One declarative definition per admin resource (ARCHITECTURE.md, "Three kinds of screen").
// The server builds its table, schemas and routes from it; the console builds its slice state,
// list, filters, form and validation from it. Labels and messages are i18n keys.

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
  | 'text' | 'textarea' | 'number' | 'select' | 'switch'
  | 'date' | 'datetime' | 'multiSelect' | 'treeSelect' | 'image' | 'richText' | 'url' | 'color' | 'records';

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
      kind: 'lookup'; lookup: string; valueKey: string; labelKey: string;
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
}

export interface LookupDef {
  method: 'GET' | 'POST';
  /** path below the resource's base path, or an absolute path starting with /api */
  path: string;
}

export interface ResourceDef {
  /** the store and saga key: resources/<key> */
  key: string;
  /** i18n key of the screen title */
  title: string;
  /** the console route that shows it */
  route: string;
  /** the database table */
  table: string;
  /** the legacy base path, e.g. /api/blade-platform/platformalumniword */
  base: string;
  /** the legacy call names below base */
  paths: { list: string; save: string; update: string; remove: string };
  fields: FieldDef[];
  /** the list's default order: a column and a direction */
  orderBy: { column: string; direction: 'asc' | 'desc' };
  /** extra read calls the screen needs (option lists, configs) */
  lookups?: Record<string, LookupDef>;
  /** removal is refused above this many ids in one call */
  maxRemove?: number;
}

/** One row as the list call returns it. */
export type ResourceRow = { id: number; createdAt: string; updatedAt: string } & Record<string, unknown>;

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
