// The times an app sends (`at`, ISO 8601 with its zone; the schema checks the shape): a day or
// hour that does not exist (February 30th, 24:00, which Date.parse quietly rolls over) is
// malformed (400), a time later than the server's clock beyond FUTURE_SKEW_MS is refused (422),
// each naming the first bad item.
import { FUTURE_SKEW_MS } from '../../shared/appCalls/api';
import { refuseApp } from './refusal';

const PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function parseAt(at: string): number {
  const ms = Date.parse(at);
  const m = PARTS.exec(at);
  if (Number.isNaN(ms) || !m) return NaN;
  const [year, month, day, hour, minute, second] = m.slice(1).map((x) => Number(x ?? 0));
  if (hour > 23 || minute > 59 || second > 59) return NaN;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day ? ms : NaN;
}

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
