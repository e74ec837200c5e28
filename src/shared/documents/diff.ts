// Field-by-field difference of two contents of one document: plain fields compared whole (as
// JSON, so lists and objects compare by value), records by index and field (`links[1].title`).
// Shared: the server stores it with each version, the console shows it.
import type { FieldDef } from '../resources/types';
import type { FieldChange } from './types';

/** JSON with sorted keys, undefined read as null, so equal values give equal text. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

const orNull = (v: unknown) => (v === undefined ? null : v);

function recordChanges(f: FieldDef, before: unknown, after: unknown): FieldChange[] {
  const b = Array.isArray(before) ? before : [];
  const a = Array.isArray(after) ? after : [];
  const changes: FieldChange[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const rb = (b[i] ?? {}) as Record<string, unknown>;
    const ra = (a[i] ?? {}) as Record<string, unknown>;
    if (!f.of) {
      if (!sameValue(b[i], a[i])) changes.push({ path: `${f.name}[${i}]`, before: orNull(b[i]), after: orNull(a[i]) });
      continue;
    }
    for (const sub of f.of) {
      if (!sameValue(rb[sub.name], ra[sub.name]))
        changes.push({ path: `${f.name}[${i}].${sub.name}`, before: orNull(rb[sub.name]), after: orNull(ra[sub.name]) });
    }
  }
  return changes;
}

export function diffContent(fields: FieldDef[], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of fields) {
    if (f.type === 'records') changes.push(...recordChanges(f, before[f.name], after[f.name]));
    else if (!sameValue(before[f.name], after[f.name])) changes.push({ path: f.name, before: orNull(before[f.name]), after: orNull(after[f.name]) });
  }
  return changes;
}
