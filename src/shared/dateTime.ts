// The one date-time formatter of the console and the server: a moment written in the local time
// zone (the browser's in the console, the server's in an export) by a small pattern. It replaces
// the copies each screen kept (export file names, resource and people lists, package tables).
//
// Pattern tokens: YYYY year, MM month, DD day, HH hour (00–23), mm minutes, ss seconds; any other
// character is kept as written.

export type DateTimePattern = 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD' | 'YYYYMMDDHHmmss';

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss' as const;
export const DATE_MINUTES = 'YYYY-MM-DD HH:mm' as const;
export const DATE_ONLY = 'YYYY-MM-DD' as const;
/** a file-name stamp, e.g. 20261121153000 */
export const STAMP = 'YYYYMMDDHHmmss' as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date in the local time zone by the pattern (default 'YYYY-MM-DD HH:mm:ss'). */
export function formatDate(date: Date, pattern: DateTimePattern = DATE_TIME): string {
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
}

/** A stored time (an ISO text, a millisecond count or a Date) by the pattern. Nothing (undefined,
 *  null, '') gives `empty` (default ''); a value that reads as no moment is shown as given. */
export function formatDateTime(value: unknown, pattern: DateTimePattern = DATE_TIME, empty = ''): string {
  if (value === undefined || value === null || value === '') return empty;
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return String(value);
  return formatDate(date, pattern);
}
