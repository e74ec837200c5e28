// A slide's time window against the clock. Datetime fields hold the tenant's wall-clock time as
// 'YYYY-MM-DD HH:mm:ss' in its time zone (generalSettings.timeZone), the same on the server, in
// the console and in the tests whatever the machine's zone. Texts of that form compare as times.
import { DATE_TIME, formatDate } from '../dateTime';

export type SlideWindowState = 'now' | 'scheduled' | 'expired';

/** The wall-clock time in the tenant's zone at `nowMs`, as a datetime field holds it. */
export function wallClockNow(nowMs: number, zone: string): string {
  return formatDate(new Date(nowMs), zone, DATE_TIME);
}

/** Whether a slide shows at `now` (inclusive start, exclusive end), waits, or is over. */
export function slideWindowState(startsAt: string | null | undefined, endsAt: string | null | undefined, now: string): SlideWindowState {
  if (endsAt && endsAt <= now) return 'expired';
  if (startsAt && startsAt > now) return 'scheduled';
  return 'now';
}
