// Rows as the wire shows them (camelCase, id, ISO timestamps, dates and times as text) and wire
// values as columns take them (arrays as arrays, records as JSON).
import { sql } from 'kysely';
import type { FieldDef, ResourceDef, ResourceRow } from '../../shared/resources';
import { formFields, hasTimestamps } from '../../shared/resources';
import { zonedText } from '../time/tenantZone';
import { columnKind } from './columns';

export type DbRow = Record<string, unknown> & { id: number; created_at?: Date; updated_at?: Date };

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

/** A field's value in the select list: dates as 'YYYY-MM-DD', datetimes as 'YYYY-MM-DD HH:mm:ss'
 *  (an instant in the tenant's zone), a joined field read from its table's row of this tenant. */
function selected(def: ResourceDef, zone: string, f: FieldDef) {
  if (f.joined) {
    const { table, on, column } = f.joined;
    return sql`(select j.${sql.ref(column)} from ${sql.table(table)} j where j.id = ${sql.ref(`${def.table}.${on}`)} and j.tenant_id = ${sql.ref(`${def.table}.tenant_id`)})`.as(
      f.column,
    );
  }
  const kind = columnKind(f);
  const col = sql.ref(`${def.table}.${f.column}`);
  if (kind === 'date') return sql<string>`to_char(${col}, 'YYYY-MM-DD')`.as(f.column);
  if (kind === 'timestamp') return sql<string>`to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`.as(f.column);
  if (kind === 'timestamptz') return zonedText(col, zone).as(f.column);
  return col.as(f.column);
}

/** The select list of a resource's rows (of some of its fields: the others read as null), an
 *  instant written in `zone` (the tenant's, ../time/tenantZone.ts). */
export function rowSelection(def: ResourceDef, zone: string, fields: FieldDef[] = def.fields) {
  const times = hasTimestamps(def) ? [sql.ref(`${def.table}.created_at`).as('created_at'), sql.ref(`${def.table}.updated_at`).as('updated_at')] : [];
  return [sql.ref(`${def.table}.id`).as('id'), ...times, ...fields.map((f) => selected(def, zone, f))];
}

export function toRecord(def: ResourceDef, row: DbRow): ResourceRow {
  const record: ResourceRow = hasTimestamps(def) ? { id: row.id, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) } : { id: row.id };
  for (const f of def.fields) record[f.name] = row[f.column] ?? null;
  return record;
}

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The fields a write takes: the form's, without read-only ones. */
export const writableFields = (def: ResourceDef): FieldDef[] => formFields(def).filter((f) => !f.readOnly && !f.joined);

/** Values of a new record: what the body gives, else the field's default. */
export function valuesForInsert(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of writableFields(def)) values[f.name] = body[f.name] === undefined ? (f.default ?? null) : body[f.name];
  return values;
}

/** Values of an update: the stored record, overlaid with what the body gives. */
export function valuesForUpdate(def: ResourceDef, stored: ResourceRow, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of writableFields(def)) values[f.name] = Object.hasOwn(body, f.name) ? body[f.name] : stored[f.name];
  return values;
}

function columnValue(f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  const kind = columnKind(f);
  if (kind === 'jsonb') return JSON.stringify(v);
  if (kind === 'textArray') return sql`${(v as unknown[]).map(String)}::text[]`;
  if (kind === 'integerArray') return sql`${v as number[]}::integer[]`;
  return v;
}

export function toColumns(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const f of writableFields(def)) if (Object.hasOwn(values, f.name)) columns[f.column] = columnValue(f, values[f.name]);
  return columns;
}
