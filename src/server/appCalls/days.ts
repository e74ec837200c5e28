// The day an event counts for: its date in the tenant's time zone (../time/tenantZone.ts), as the
// roll-ups' `day` columns hold it. A batch's visits fall on a handful of days, so a function of
// one batch remembers each quarter hour's day (every zone's offset, and so its midnight, falls on a
// quarter hour) rather than formatting 1,000 times.
import { DATE_ONLY, formatDate } from '../../shared/dateTime';

const QUARTER_HOUR_MS = 900_000;

/** The day of a moment in the zone, remembered per quarter hour for the batch that uses it. */
export function dayOfZone(zone: string): (ms: number) => string {
  const texts = new Map<number, string>();
  return (ms) => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let text = texts.get(quarter);
    if (text === undefined) {
      text = formatDate(new Date(ms), zone, DATE_ONLY);
      texts.set(quarter, text);
    }
    return text;
  };
}
