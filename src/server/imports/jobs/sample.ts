// A dry run shows up to five rows it would update, with their values before and after, keyed by
// the target's field names and shown as the administrator wrote them (units by name).
import type { SampleChange } from '../tables';
import type { JobLookups } from './lookups';
import type { PlannedUpdate } from './plan';
import type { TargetStorage } from './storage';

export const SAMPLE_SIZE = 5;
/** columns holding an organisation unit's id */
const UNIT_COLUMNS = new Set(['class_id', 'org_unit_id', 'parent_id']);

export function addToSample(sample: SampleChange[], updates: PlannedUpdate[], storage: TargetStorage, lookups: JobLookups): boolean {
  if (sample.length >= SAMPLE_SIZE || updates.length === 0) return false;
  const fieldOf = new Map<string, string>();
  for (const [field, c] of storage.fields) fieldOf.set(c.column, field);
  for (const d of storage.derived) fieldOf.set(d.column, d.column);
  const shown = (column: string, v: unknown): string | null => {
    if (v === null || v === undefined) return null;
    if (UNIT_COLUMNS.has(column)) return lookups.unitsById.get(Number(v))?.name ?? String(v);
    return String(v);
  };
  for (const u of updates.slice(0, SAMPLE_SIZE - sample.length)) {
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    for (const [column, value] of Object.entries(u.changes)) {
      const field = fieldOf.get(column) ?? column;
      before[field] = shown(column, u.record.values[column]);
      after[field] = shown(column, value);
    }
    sample.push({ row: u.row.n, before, after });
  }
  return true;
}
