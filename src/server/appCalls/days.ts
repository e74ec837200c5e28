// The day an event counts for: its date in Beijing time (UTC+8 all year, no daylight saving),
// as the roll-ups' `day` columns hold it. A batch's visits fall on a handful of days, so each
// day's text is made once (a batch of 1,000 made 1,000 Date objects and strings before).
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const KEEP = 1_000;
const texts = new Map<number, string>();

export function beijingDay(ms: number): string {
  const dayNo = Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
  let text = texts.get(dayNo);
  if (text === undefined) {
    if (texts.size >= KEEP) texts.clear();
    text = new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
    texts.set(dayNo, text);
  }
  return text;
}
