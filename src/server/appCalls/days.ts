// The day an event counts for: its date in Beijing time (UTC+8 all year, no daylight saving),
// as the roll-ups' `day` columns hold it.
const BEIJING_OFFSET_MS = 8 * 3_600_000;

export const beijingDay = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
