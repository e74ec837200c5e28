// How a stored value reads in a list cell or an option: plain text (a lookup's label, a
// formatted time) or a catalogue key (static option labels, yes/no) that the view translates,
// so a language switch re-renders without recomputing rows.
import { FieldDef, ResourceDef, ResourceRow, listFields } from '../../../shared/resources';
import { DATE_TIME } from '../../../shared/dateTime';
import { showTime } from '../../lib/timeZone';
import type { OrgTreeNode } from '../../../shared/people/api';
import { classOptions, unitOptions } from '../people';
import { excerpt } from './richTextExcerpt';

/** The lookup the saga fills with the organisation tree when a definition has a treeSelect. */
export const ORG_UNITS_LOOKUP = '@orgUnits';
const CHOICE_KINDS = new Set(['select', 'switch', 'multiSelect', 'treeSelect']);

export type Display = { text: string } | { key: string } | { parts: Display[] };

export interface FieldOption {
  value: string | number | boolean;
  label: Display;
}

/** field name -> the options its dropdowns offer */
export type FieldOptions = Record<string, FieldOption[]>;

export interface DisplayRow {
  id: number;
  row: ResourceRow;
  /** field name (and createdAt, updatedAt) -> what the cell shows */
  cells: Record<string, Display>;
}

/** The text a Display reads as, in the current language. */
export const shown = (t: (key: string) => string, d: Display): string =>
  'key' in d ? t(d.key) : 'parts' in d ? d.parts.map((p) => shown(t, p)).join(', ') : d.text;

/** 'YYYY-MM-DD HH:mm:ss' in the tenant's zone (lib/timeZone.ts); anything unreadable is shown as given. */
export const formatTimestamp = (value: unknown): string => showTime(value, DATE_TIME);

function optionsOf(field: FieldDef, lookups: Record<string, unknown[]>): FieldOption[] {
  if (field.type === 'switch') {
    return [
      { value: true, label: { key: 'common.yes' } },
      { value: false, label: { key: 'common.no' } },
    ];
  }
  if (field.type === 'treeSelect') {
    // the organisation tree, each unit by its path (the people lists' unit picker does the same)
    const nodes = (lookups[ORG_UNITS_LOOKUP] ?? []) as OrgTreeNode[];
    return [...unitOptions(nodes), ...classOptions(nodes)].map((o) => ({ value: o.value, label: { text: o.label } }));
  }
  const source = field.options;
  if (!source) return [];
  if (source.kind === 'static') return source.items.map((o) => ({ value: o.value, label: { key: o.label } }));
  return (lookups[source.lookup] ?? []).map((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    return { value: record[source.valueKey] as string | number, label: { text: String(record[source.labelKey] ?? '') } };
  });
}

/** The choices of these fields (static ones, and lookups' when read). */
export const fieldOptionsOf = (fields: FieldDef[], lookups: Record<string, unknown[]>): FieldOptions =>
  Object.fromEntries(fields.filter((f) => CHOICE_KINDS.has(f.type)).map((f) => [f.name, optionsOf(f, lookups)]));

export const buildFieldOptions = (def: ResourceDef, lookups: Record<string, unknown[]>): FieldOptions => fieldOptionsOf(def.fields, lookups);

/** Values from a lookup may come back as numbers or numeric strings; compare as text. */
const sameValue = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

export function cellOf(field: FieldDef, value: unknown, options: FieldOptions): Display {
  if (field.type === 'switch') return { key: value ? 'common.yes' : 'common.no' };
  if (field.type === 'richText') return { text: typeof value === 'string' ? excerpt(value) : '' };
  if (field.type === 'records') return { text: Array.isArray(value) ? String(value.length) : '0' };
  if (field.type === 'multiSelect') {
    const values: unknown[] = Array.isArray(value) ? value : [];
    return { parts: values.map((v) => options[field.name]?.find((o) => sameValue(o.value, v))?.label ?? { text: String(v) }) };
  }
  if (field.type === 'select' || field.type === 'treeSelect') {
    const option = options[field.name]?.find((o) => sameValue(o.value, value));
    // Until the lookups arrive (or for a value no longer offered) the raw value is shown.
    return option ? option.label : { text: value === null || value === undefined ? '' : String(value) };
  }
  return { text: value === null || value === undefined ? '' : String(value) };
}

export const buildDisplayRows = (def: ResourceDef, rows: ResourceRow[], options: FieldOptions): DisplayRow[] =>
  rows.map((row) => {
    const cells: Record<string, Display> = {
      createdAt: { text: formatTimestamp(row.createdAt) },
      updatedAt: { text: formatTimestamp(row.updatedAt) },
    };
    for (const f of listFields(def)) cells[f.name] = cellOf(f, row[f.name], options);
    return { id: row.id, row, cells };
  });

/** The name a removal confirmation quotes: the row's first text field. */
export function rowName(def: ResourceDef, row: ResourceRow): string {
  const first = def.fields.find((f) => f.type === 'text');
  return first ? String(row[first.name] ?? '') : String(row.id);
}
