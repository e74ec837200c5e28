// Rows as the wire shows them (camelCase, id, ISO timestamps) and wire values as columns take
// them (trimmed text, blank as null).
import type { FieldDef, ResourceDef, ResourceRow } from '../../shared/resources';
import { formFields } from '../../shared/resources';
import { columnKind } from './columns';

export type DbRow = Record<string, unknown> & { id: number; created_at: Date; updated_at: Date };

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

export function toRecord(def: ResourceDef, row: DbRow): ResourceRow {
  const record: ResourceRow = { id: row.id, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
  for (const f of def.fields) record[f.name] = row[f.column] ?? null;
  return record;
}

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The value as validated and stored: text trimmed, blank as null. */
export function cleanValue(f: FieldDef, v: unknown): unknown {
  if (isBlank(v)) return null;
  if (typeof v === 'string' && columnKind(f) === 'text') return v.trim();
  return v;
}

/** Form values of a new record: what the body gives, else the field's default. */
export function valuesForInsert(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of formFields(def)) values[f.name] = cleanValue(f, body[f.name] === undefined ? f.default : body[f.name]);
  return values;
}

/** Form values of an update: the stored record, overlaid with what the body gives. */
export function valuesForUpdate(def: ResourceDef, stored: ResourceRow, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of formFields(def)) values[f.name] = Object.hasOwn(body, f.name) ? cleanValue(f, body[f.name]) : stored[f.name];
  return values;
}

export function toColumns(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const f of formFields(def)) if (Object.hasOwn(values, f.name)) columns[f.column] = values[f.name] ?? null;
  return columns;
}
