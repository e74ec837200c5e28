// The one date-time helper of the console and the server: a moment written in a named IANA time
// zone (the tenant's, published in /generalConfig as generalSettings.timeZone, default
// DEFAULT_TIME_ZONE) by a small pattern, and the way back: a wall-clock day or time in that zone
// to the moment it names (a date-range filter's day boundaries). Never the machine's zone: one
// moment reads the same on every screen and in every export, whatever the browser's zone.
//
// Pattern tokens: YYYY year, MM month, DD day, HH hour (00–23), mm minutes, ss seconds; any other
// character is kept as written. Formatters are cached per zone (list rendering calls this often).

export type DateTimePattern = 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD' | 'YYYYMMDDHHmmss';

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss' as const;
export const DATE_MINUTES = 'YYYY-MM-DD HH:mm' as const;
export const DATE_ONLY = 'YYYY-MM-DD' as const;
/** a file-name stamp, e.g. 20261121153000 */
export const STAMP = 'YYYYMMDDHHmmss' as const;

/** The school's zone until its administrators publish another (generalSettings.timeZone). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The zones /generalConfig offers (IANA names; each has a label generalSettings.zone.<name>). */
export const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Singapore',
  'Asia/Bangkok',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

const known = new Map<string, boolean>();

/** Whether the runtime knows the zone by this IANA name. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/** The zone to use: the one given when the runtime knows it, else DEFAULT_TIME_ZONE. */
export const zoneOr = (zone: unknown): string => (isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock of a moment in the zone (an unknown zone reads as DEFAULT_TIME_ZONE). */
export function wallClock(date: Date, zone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of formatterOf(zoneOr(zone)).formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour === 24 ? 0 : out.hour, minute: out.minute, second: out.second };
}

/** The zone's offset from UTC at the moment, in milliseconds (east positive). */
export function zoneOffsetMs(date: Date, zone: string): number {
  const w = wallClock(date, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (date.getTime() - date.getUTCMilliseconds());
}

/** The moment a wall-clock time in the zone names (month 1–12). A time skipped by a DST change
 *  reads as the moment after the gap; a repeated one as its first occurrence. */
export function zonedMoment(zone: string, year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const o1 = zoneOffsetMs(new Date(asUtc), zone);
  const g1 = asUtc - o1;
  const o2 = zoneOffsetMs(new Date(g1), zone);
  if (o2 === o1) return new Date(g1);
  const g2 = asUtc - o2;
  if (zoneOffsetMs(new Date(g2), zone) === o2) return new Date(g2);
  // in a gap: neither offset gives this wall clock back; the later moment lies after the gap
  return new Date(Math.max(g1, g2));
}

/** The moment a day ('YYYY-MM-DD') starts in the zone; null when the text is not a real day. */
export function dayStart(day: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return zonedMoment(zone, y, mo, d);
}

/** The moment the day after `day` starts in the zone (the exclusive end of a day filter). */
export function dayEnd(day: string, zone: string): Date | null {
  if (!dayStart(day, zone)) return null;
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return dayStart(next, zone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date in the zone by the pattern (default 'YYYY-MM-DD HH:mm:ss'). */
export function formatDate(date: Date, zone: string, pattern: DateTimePattern = DATE_TIME): string {
  const w = wallClock(date, zone);
  const parts: Record<string, string> = {
    YYYY: pad(w.year, 4),
    MM: pad(w.month),
    DD: pad(w.day),
    HH: pad(w.hour),
    mm: pad(w.minute),
    ss: pad(w.second),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
}

/** A stored time (an ISO text, a millisecond count or a Date) in the zone by the pattern. Nothing
 *  (undefined, null, '') gives `empty` (default ''); a value that reads as no moment is shown as given. */
export function formatDateTime(value: unknown, zone: string, pattern: DateTimePattern = DATE_TIME, empty = ''): string {
  if (value === undefined || value === null || value === '') return empty;
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return String(value);
  return formatDate(date, zone, pattern);
}

/** Today ('YYYY-MM-DD') in the zone at the moment (ms since the epoch). */
export const todayIn = (nowMs: number, zone: string): string => formatDate(new Date(nowMs), zone, DATE_ONLY);
