// Records lists whose sub-fields include a read-only one (the first is the list's key, e.g. a
// question scene's code): the key values are the server's. Each record sent must name a stored
// record by its key, at most once (records can be renamed, switched, reordered or left out,
// never added), and its read-only values are put back from the stored record, since the field
// preparation drops read-only values.
import type { DocumentDef } from '../../shared/documents';
import type { FieldDef } from '../../shared/resources';
import type { FieldProblem } from '../../shared/resources/validate';
import type { Translate } from '../types';

type Row = Record<string, unknown>;

/** The key sub-field of a records field: its first read-only sub-field, if any. */
export const recordKeyOf = (f: FieldDef): FieldDef | undefined => (f.type === 'records' && !f.readOnly ? f.of?.find((s) => s.readOnly) : undefined);

const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r)) : []);
const keyText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** Records naming no stored record, or one named twice: a problem per record. */
export function keyProblems(def: DocumentDef, current: Row, sent: Row, t: Translate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const f of def.fields) {
    const key = recordKeyOf(f);
    if (!key) continue;
    const stored = new Set(
      rowsOf(current[f.name])
        .map((r) => keyText(r[key.name]))
        .filter((k) => k !== null),
    );
    const seen = new Set<string>();
    for (const [i, record] of rowsOf(sent[f.name]).entries()) {
      const k = keyText(record[key.name]);
      const field = `${t(f.label)} #${i + 1} ${t(key.label)}`;
      const at = `${f.name}.${i}.${key.name}`;
      if (k === null || !stored.has(k)) problems.push({ field: at, key: 'document.recordUnknown', params: { field } });
      else if (seen.has(k)) problems.push({ field: at, key: 'document.recordRepeated', params: { field } });
      if (k !== null) seen.add(k);
    }
  }
  return problems;
}

/** The prepared records with each one's read-only values taken from the stored record of its key. */
export function withStoredKeys(def: DocumentDef, current: Row, sent: Row, prepared: Row): Row {
  const out = { ...prepared };
  for (const f of def.fields) {
    const key = recordKeyOf(f);
    if (!key || !Array.isArray(prepared[f.name])) continue;
    const readOnly = (f.of ?? []).filter((s) => s.readOnly);
    const byKey = new Map(rowsOf(current[f.name]).map((r) => [keyText(r[key.name]), r]));
    const sentRows = rowsOf(sent[f.name]);
    out[f.name] = (prepared[f.name] as Row[]).map((record, i) => {
      const stored = byKey.get(keyText(sentRows[i]?.[key.name])) ?? {};
      return { ...Object.fromEntries(readOnly.map((s) => [s.name, stored[s.name] ?? null])), ...record };
    });
  }
  return out;
}
