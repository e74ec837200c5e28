// A date value of the advanced search ('2024-09-01', '2024-09-01 08:30', '2024-09-01T08:30:15Z',
// '2024-09-01T08:30:15.250+08:00') read as the span its precision names: a day, a minute, a
// second or a millisecond. Comparisons then use the span: = inside it, != outside it, > after
// it, >= from its start, < before its start, <= up to its end. Without a zone the value is a
// wall clock in the tenant's time zone (../time/tenantZone.ts: the zone every screen shows times
// in), a day from its midnight there to the next (23 or 25 hours on a daylight-saving change).
import { zonedMoment } from '../../shared/dateTime';

export interface TimeSpan {
  start: Date;
  /** exclusive */
  end: Date;
}

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const zoneMinutes = (zone: string): number => {
  if (zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const m = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits[0] === '-' ? -m : m;
};

/** The span the text names (a wall clock read in `zone`); null when it is not a real date or
 *  time in one of the forms above. */
export function parseSearchTime(text: string, zone: string): TimeSpan | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, offset] = m;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), frac ? Number(frac.padEnd(3, '0')) : 0] as const;
  if (parts[1] > 11 || parts[3] > 23 || parts[4] > 59 || parts[5] > 59) return null;
  const utc = Date.UTC(...parts);
  const check = new Date(utc);
  // Date.UTC rolls 02-30 over to 03-02: a day that does not exist is refused
  if (check.getUTCMonth() !== parts[1] || check.getUTCDate() !== parts[2]) return null;
  const [year, month, day, hour, minute, second, ms] = parts;
  const start = offset ? new Date(utc - zoneMinutes(offset) * 60_000) : zonedMoment(zone, year, month + 1, day, hour, minute, second, ms);
  if (Number.isNaN(start.getTime())) return null;
  if (h === undefined) {
    // a whole day: up to the next midnight (local days are not always 24 hours long)
    const next = new Date(Date.UTC(year, month, day + 1));
    const end = offset ? new Date(start.getTime() + 86_400_000) : zonedMoment(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
    return { start, end };
  }
  const unit = frac ? 10 ** (3 - frac.length) : s !== undefined ? 1000 : 60_000;
  return { start, end: new Date(start.getTime() + unit) };
}
