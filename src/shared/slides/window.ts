// A slide's time window against the clock. Datetime fields hold the tenant's wall-clock time as
// 'YYYY-MM-DD HH:mm:ss'; the platform's tenants are Chinese schools, so the clock is Beijing time
// (UTC+8, no daylight saving), the same on the server, in the console and in the tests whatever
// the machine's zone. Texts of that form compare as times.
const BEIJING_MS = 8 * 3_600_000;

export type SlideWindowState = 'now' | 'scheduled' | 'expired';

/** The wall-clock time in Beijing at `nowMs`, as a datetime field holds it. */
export function beijingNow(nowMs: number): string {
  return new Date(nowMs + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whether a slide shows at `now` (inclusive start, exclusive end), waits, or is over. */
export function slideWindowState(startsAt: string | null | undefined, endsAt: string | null | undefined, now: string): SlideWindowState {
  if (endsAt && endsAt <= now) return 'expired';
  if (startsAt && startsAt > now) return 'scheduled';
  return 'now';
}
