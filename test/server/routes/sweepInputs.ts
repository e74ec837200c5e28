// The sweep's pieces: a valid sample of a JSON schema (so a call passes validation and the
// mutated property is the only thing wrong with it), the properties a schema declares (one level
// into objects and arrays of objects), and the hostile values put into each.
import Ajv, { ValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;

// the options fastify's compiler uses (@fastify/ajv-compiler) plus app.ts's customOptions
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true, strict: false });
const compiled = new WeakMap<object, ValidateFunction>();
export function validates(schema: Schema, value: unknown): boolean {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = ajv.compile(schema)));
  return check(structuredClone(value));
}

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? (s.type as string[]) : [s.type as string]);

/** `^prefix_[0-9a-f]{24}$` (the job, upload and error keys) */
function patternSample(pattern: string): string | undefined {
  const m = /^\^([a-z]+_)\[0-9a-f\]\{(\d+)\}\$$/.exec(pattern);
  return m ? m[1] + '0'.repeat(Number(m[2])) : undefined;
}

/** A value the schema admits, preferring ordinary ones (a value, not null; 1 before 0). */
export function sample(s: Schema): unknown {
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).find((v) => v !== null && v !== '') ?? s.enum[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.anyOf)) return sample(s.anyOf[0] as Schema);
  const types = typesOf(s);
  const candidates: unknown[] = [];
  if (types.includes('object') && s.properties) {
    const props = s.properties as Record<string, Schema>;
    const required = (s.required as string[] | undefined) ?? [];
    candidates.push(Object.fromEntries(required.map((k) => [k, sample(props[k] ?? {})])));
  } else if (types.includes('object')) candidates.push({});
  if (types.includes('array')) {
    const item = sample((s.items as Schema | undefined) ?? {});
    candidates.push(
      Array.from({ length: Math.max(1, Number(s.minItems ?? 1)) }, () => item),
      [],
    );
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = s.minimum as number | undefined;
    const max = s.maximum as number | undefined;
    candidates.push(Math.min(Math.max(1, min ?? 1), max ?? Infinity));
  }
  if (types.includes('string') || types.length === 0) {
    const fromPattern = typeof s.pattern === 'string' ? patternSample(s.pattern) : undefined;
    if (fromPattern) candidates.push(fromPattern);
    const min = Number(s.minLength ?? 0);
    candidates.push('1', 'x'.repeat(Math.max(1, min)), 'a.b', '');
  }
  if (types.includes('boolean')) candidates.push(false);
  if (types.includes('null')) candidates.push(null);
  return candidates.find((c) => validates(s, c)) ?? candidates[0];
}

/** Where a value may go: a top-level property, or one inside an object or array-of-objects one. */
export interface Slot {
  /** field name as the 9009 answers print it (`formInline.name`, `advancedSearch.0.value`) */
  field: string;
  /** the base with `value` put in this slot */
  put(base: Record<string, unknown>, value: unknown): Record<string, unknown>;
}

function objectSchemaOf(s: Schema): Schema | undefined {
  if (s.properties && typesOf(s).includes('object')) return s;
  return undefined;
}

/** sensible bases for the items of some arrays, so a mutated item property is the only thing
 *  wrong with the row (an empty advanced-search row is refused before its value is read) */
export const ITEM_BASES: Record<string, Record<string, unknown>> = {
  advancedSearch: { join: 'and', field: 'name', operator: 'like', value: 'x' },
};

export function slotsOf(schema: Schema): Slot[] {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const slots: Slot[] = [];
  for (const [key, sub] of Object.entries(props)) {
    slots.push({ field: key, put: (base, value) => ({ ...base, [key]: value }) });
    const inner = objectSchemaOf(sub);
    if (inner) {
      const innerBase = sample(inner) as Record<string, unknown>;
      for (const innerKey of Object.keys(inner.properties as object)) {
        slots.push({ field: `${key}.${innerKey}`, put: (base, value) => ({ ...base, [key]: { ...innerBase, [innerKey]: value } }) });
      }
    }
    const items = typesOf(sub).includes('array') ? objectSchemaOf((sub.items ?? {}) as Schema) : undefined;
    if (items) {
      const itemBase = ITEM_BASES[key] ?? (sample(items) as Record<string, unknown>);
      for (const innerKey of Object.keys(items.properties as object)) {
        slots.push({ field: `${key}.0.${innerKey}`, put: (base, value) => ({ ...base, [key]: [{ ...itemBase, [innerKey]: value }] }) });
      }
    }
  }
  return slots;
}

/** what goes into every slot */
export const HOSTILE: [string, unknown][] = [
  ['1e300', 1e300],
  ['-1e300', -1e300],
  ['1.5', 1.5],
  ['2^31 (past PostgreSQL integer)', 2147483648],
  ['"2147483648" as text', '2147483648'],
  ['"1e300" as text', '1e300'],
  ['a NUL character', '\u0000'],
  ['a lone surrogate', 'a\ud800b'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['a nested object', { a: { b: { c: 1 } } }],
];

/** how a value travels in a query string */
export const asQueryText = (v: unknown): string => (typeof v === 'object' ? JSON.stringify(v) : String(v));
