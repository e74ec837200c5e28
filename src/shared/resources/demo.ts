// The demo rows of a resource (its folder's demo.ts): wire values (field names) the seed inserts
// for each demo tenant, or a note that another seed writes them (rows that need other seeded ids).
export type ResourceDemo = { rows: Record<string, unknown>[] } | { seededBy: string };

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** A demo moment `days` before today, at a Beijing wall-clock time ('HH:mm:ss'), as the
 *  'YYYY-MM-DD HH:mm:ss' a datetime field holds: demo records stay recent whenever the seed runs. */
export function daysAgo(days: number, time: string, nowMs = Date.now()): string {
  const date = new Date(nowMs + BEIJING_MS - days * DAY_MS).toISOString().slice(0, 10);
  return `${date} ${time}`;
}
