// How a definition's fields live in SQL and JSON. Identifiers come from our own definitions,
// but they are spliced into SQL text, so each is checked once against a strict pattern.
import type { FieldDef, ResourceDef } from '../../shared/resources';
import { callsOf } from '../../shared/resources';

export type ColumnKind = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'timestamp' | 'timestamptz' | 'textArray' | 'integerArray' | 'jsonb';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a safe SQL identifier: ${name}`);
  return name;
}

const integerOptions = (f: FieldDef): boolean => {
  const o = f.options;
  if (o?.kind === 'lookup') return o.valueType === 'number';
  return o?.kind === 'static' && o.items.length > 0 && o.items.every((i) => Number.isInteger(i.value));
};

export function columnKind(f: FieldDef): ColumnKind {
  switch (f.type) {
    case 'number':
      return f.integer ? 'integer' : 'number';
    case 'switch':
      return 'boolean';
    case 'select':
      return integerOptions(f) ? 'integer' : 'text';
    case 'multiSelect':
      return integerOptions(f) ? 'integerArray' : 'textArray';
    case 'treeSelect':
      return 'integer';
    case 'date':
      return 'date';
    case 'datetime':
      return f.instant ? 'timestamptz' : 'timestamp';
    case 'records':
      return 'jsonb';
    default:
      // text, textarea, url, color, image (a file id), richText
      return 'text';
  }
}

export const SQL_TYPES: Record<ColumnKind, string> = {
  text: 'text',
  number: 'double precision',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  textArray: 'text[]',
  integerArray: 'integer[]',
  jsonb: 'jsonb',
};

export const JSON_TYPES: Record<ColumnKind, string> = {
  text: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  date: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  textArray: 'array',
  integerArray: 'array',
  jsonb: 'array',
};

/** Matched by ilike in filters, compared trimmed and case-insensitive when unique. */
export const isTextField = (f: FieldDef) => columnKind(f) === 'text' && f.type !== 'select';
export const isRangeField = (f: FieldDef) => f.type === 'date' || f.type === 'datetime';
export const isArrayField = (f: FieldDef) => f.type === 'multiSelect';

/** Checks every identifier of a definition; throws at start-up rather than at a request. */
export function checkDefinition(def: ResourceDef): void {
  identifier(def.table);
  identifier(def.orderBy.column);
  for (const f of def.fields) identifier(f.column);
  for (const f of def.fields.filter((x) => x.joined)) {
    identifier(f.joined!.table);
    identifier(f.joined!.on);
    identifier(f.joined!.column);
    if (f.filter || f.unique || f.form !== false) throw new Error(`resource ${def.key}: joined field ${f.name} is read only (no filter, unique or form)`);
  }
  for (const rule of def.inUse ?? []) {
    identifier(rule.table);
    identifier(rule.column);
  }
  if (def.orderField) {
    const f = def.fields.find((x) => x.name === def.orderField);
    if (!f || f.type !== 'number' || !f.integer) throw new Error(`resource ${def.key}: orderField ${def.orderField} is not an integer number field`);
    if (!callsOf(def).adjustOrder) throw new Error(`resource ${def.key}: orderField needs calls.adjustOrder`);
  }
  for (const a of def.actions ?? []) {
    if (!def.fields.some((f) => f.name === a.field)) throw new Error(`resource ${def.key}: action ${a.key} sets unknown field ${a.field}`);
  }
}
