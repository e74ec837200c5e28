// The times an app sends (`at`, ISO 8601 with its zone; the schema checks the shape): a day or
// hour that does not exist (February 30th, 24:00, which Date.parse quietly rolls over) is
// malformed (400), a time later than the server's clock beyond FUTURE_SKEW_MS is refused (422),
// and so is a time before the tenant existed (1900-01-01: no app of the school ran then), each
// naming the first bad item.
import { FUTURE_SKEW_MS } from '../../shared/appCalls/api';
import { refuseApp } from './refusal';

const PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function parseAt(at: string): number {
  const ms = Date.parse(at);
  const m = PARTS.exec(at);
  if (Number.isNaN(ms) || !m) return NaN;
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  if (+m[4] > 23 || +m[5] > 59 || (m[6] !== undefined && +m[6] > 59)) return NaN;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? ms : NaN;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 && leap(year) ? 29 : DAYS_IN_MONTH[month - 1]);

/** Each item's time in epoch ms, or a refusal naming the first malformed or future one. */
export function itemTimes(items: { at: string }[], listName: string, nowMs: number): Float64Array {
  const times = new Float64Array(items.length);
  const latest = nowMs + FUTURE_SKEW_MS;
  for (let i = 0; i < items.length; i += 1) {
    const ms = parseAt(items[i].at);
    const field = `${listName}.${i}.at`;
    if (Number.isNaN(ms)) refuseApp(400, 'appCalls.badTime', { index: i, field }, { index: i, field });
    if (ms > latest) refuseApp(422, 'appCalls.futureTime', { index: i, field }, { index: i, field });
    times[i] = ms;
  }
  return times;
}

/** Refuses (422) the first item of a batch's list dated before the tenant was created; a
 *  malformed time is left to itemTimes (400). A batch is `{ batchId, <list>: [{ at, … }] }`. */
export function refuseBeforeTenant(batch: unknown, tenantSinceMs: number): void {
  if (typeof batch !== 'object' || batch === null) return;
  for (const [listName, items] of Object.entries(batch)) {
    if (!Array.isArray(items)) continue;
    for (let i = 0; i < items.length; i += 1) {
      const at = (items[i] as { at?: unknown } | null)?.at;
      if (typeof at !== 'string') continue;
      const ms = parseAt(at);
      const field = `${listName}.${i}.at`;
      if (ms < tenantSinceMs) refuseApp(422, 'appCalls.beforeTenant', { index: i, field }, { index: i, field });
    }
  }
}
