// How a stored value reads in a list cell or an option: plain text (a lookup's label, a
// formatted time) or a catalogue key (static option labels, yes/no) that the view translates,
// so a language switch re-renders without recomputing rows.
import { FieldDef, ResourceDef, ResourceRow, listFields } from '../../../shared/resources';

export type Display = { text: string } | { key: string };

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
export const shown = (t: (key: string) => string, d: Display): string => ('key' in d ? t(d.key) : d.text);

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the browser's time zone; anything unreadable is shown as given. */
export function formatTimestamp(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function optionsOf(field: FieldDef, lookups: Record<string, unknown[]>): FieldOption[] {
  if (field.type === 'switch') {
    return [
      { value: true, label: { key: 'common.yes' } },
      { value: false, label: { key: 'common.no' } },
    ];
  }
  const source = field.options;
  if (!source) return [];
  if (source.kind === 'static') return source.items.map((o) => ({ value: o.value, label: { key: o.label } }));
  return (lookups[source.lookup] ?? []).map((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    return { value: record[source.valueKey] as string | number, label: { text: String(record[source.labelKey] ?? '') } };
  });
}

export const buildFieldOptions = (def: ResourceDef, lookups: Record<string, unknown[]>): FieldOptions =>
  Object.fromEntries(def.fields.filter((f) => f.type === 'select' || f.type === 'switch').map((f) => [f.name, optionsOf(f, lookups)]));

/** Values from a lookup may come back as numbers or numeric strings; compare as text. */
const sameValue = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

function cellOf(field: FieldDef, value: unknown, options: FieldOptions): Display {
  if (field.type === 'switch') return { key: value ? 'common.yes' : 'common.no' };
  if (field.type === 'select') {
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
