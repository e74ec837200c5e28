// How a definition's fields live in SQL and JSON. Identifiers come from our own definitions,
// but they are spliced into SQL text, so each is checked once against a strict pattern.
import type { FieldDef, ResourceDef } from '../../shared/resources';

export type ColumnKind = 'text' | 'number' | 'integer' | 'boolean';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a safe SQL identifier: ${name}`);
  return name;
}

export function columnKind(f: FieldDef): ColumnKind {
  switch (f.type) {
    case 'text':
    case 'textarea':
      return 'text';
    case 'number':
      return 'number';
    case 'switch':
      return 'boolean';
    case 'select': {
      const o = f.options;
      if (o?.kind === 'lookup') return o.valueType === 'number' ? 'integer' : 'text';
      if (o?.kind === 'static' && o.items.length > 0 && o.items.every((i) => Number.isInteger(i.value))) return 'integer';
      return 'text';
    }
    default:
      return 'text';
  }
}

export const SQL_TYPES: Record<ColumnKind, string> = {
  text: 'text',
  number: 'double precision',
  integer: 'integer',
  boolean: 'boolean',
};

export const JSON_TYPES: Record<ColumnKind, string> = {
  text: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
};

export const isTextField = (f: FieldDef) => columnKind(f) === 'text' && f.type !== 'select';

/** Checks every identifier of a definition; throws at start-up rather than at a request. */
export function checkDefinition(def: ResourceDef): void {
  identifier(def.table);
  identifier(def.orderBy.column);
  for (const f of def.fields) identifier(f.column);
}
