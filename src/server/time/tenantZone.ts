// The tenant's time zone as the server reads it for everything it shows or filters: the zone its
// administrators published in /generalConfig (generalSettings.timeZone; DEFAULT_TIME_ZONE before
// any publish, or should a stored name be unknown to this runtime). Read through the
// published-content reader (../documents/published.ts): one indexed query of the published
// version per call, the content only when it changed, so a publish here or in another process
// sharing the database counts from the next request, and a draft never does.
//
// SQL writes times with `zonedText(col, zone)` (to_char of the column at the zone) and turns a
// day a filter names into the moment it starts with `zonedDayStart(day, zone)`; JavaScript uses
// the shared helper (src/shared/dateTime.ts) with the same zone. The zone is written as a literal
// (the same text in a select and its group by); it is always a name the runtime knows (zoneOr).
import { sql, type RawBuilder } from 'kysely';
import { generalSettings } from '../../shared/documents/generalSettings/definition';
import { zoneOr } from '../../shared/dateTime';
import type { Db } from '../db/schema';
import { publishedContent } from '../documents/published';

/** The tenant's published time zone (an IANA name the runtime knows). */
export async function tenantZone(db: Db, tenantId: string): Promise<string> {
  return zoneOr((await publishedContent(db, generalSettings, tenantId)).timeZone);
}

/** A timestamptz column (or expression) written 'YYYY-MM-DD HH24:MI:SS' in the zone. */
export const zonedText = (column: RawBuilder<unknown>, zone: string): RawBuilder<string> =>
  sql<string>`to_char(${column} at time zone ${sql.lit(zone)}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The moment a day ('YYYY-MM-DD', or a date expression) starts in the zone, as a timestamptz. */
export const zonedDayStart = (day: unknown, zone: string): RawBuilder<Date> => sql<Date>`(${day}::date::timestamp at time zone ${sql.lit(zone)})`;

/** The moment a wall-clock time ('YYYY-MM-DD HH:mm[:ss]') names in the zone, as a timestamptz. */
export const zonedTime = (time: unknown, zone: string): RawBuilder<Date> => sql<Date>`(${time}::timestamp at time zone ${sql.lit(zone)})`;
