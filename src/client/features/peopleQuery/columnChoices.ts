// The column display of a list (document 001 "field display"): an ordered array of
// {key, shown}. A saved display is laid over the list's default columns, so a column the
// list gained since keeps its default place at the end and a column it lost is dropped.
import type { ColumnChoice } from './state';

/** The display to show: the saved order and visibility over the defaults; the defaults when
 *  nothing is saved or the saved display would show nothing. */
export function arrangeColumns(defaults: ColumnChoice[], saved: ColumnChoice[] | null): ColumnChoice[] {
  if (!saved) return defaults;
  const known = new Map(defaults.map((c) => [c.key, c]));
  const seen = new Set<string>();
  const arranged: ColumnChoice[] = [];
  for (const c of saved) {
    if (!known.has(c.key) || seen.has(c.key)) continue;
    seen.add(c.key);
    arranged.push({ key: c.key, shown: c.shown === true });
  }
  for (const c of defaults) if (!seen.has(c.key)) arranged.push(c);
  return arranged.some((c) => c.shown) ? arranged : defaults;
}

/** `items` in the display's order, without the hidden ones. */
export function shownInOrder<T extends { key: string }>(items: T[], display: ColumnChoice[]): T[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  return display.filter((c) => c.shown && byKey.has(c.key)).map((c) => byKey.get(c.key)!);
}

/** The row at `from` moved to `to` (both indexes of `rows`). */
export function moveRow<T>(rows: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
  const next = rows.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** A display saved by an older page: only well-formed entries, else null. */
export function sanitiseColumns(value: unknown): ColumnChoice[] | null {
  if (!Array.isArray(value)) return null;
  const columns = value.filter((c): c is ColumnChoice => typeof c?.key === 'string' && typeof c?.shown === 'boolean');
  return columns.length > 0 ? columns.map((c) => ({ key: c.key, shown: c.shown })) : null;
}
