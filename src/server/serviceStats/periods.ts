// A range of days split for the summaries of migration 029: the whole months inside it (read
// from service_visit_months) and the days before and after them (read per day). A year's range
// reads about 12 months and at most two partial months' days.
import { dayNumber, dayText, StatsRange } from '../../shared/services/stats';

export interface RangeParts {
  /** first days of the whole months, first and last, or null when none fits */
  months: { first: string; last: string } | null;
  /** the ranges of days outside those months (0 to 2) */
  days: StatsRange[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (first: string) => {
  const [y, m] = first.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const previousDay = (day: string) => dayText(dayNumber(day)! - 1);

export function splitRange({ beginDate, endDate }: StatsRange): RangeParts {
  const first = beginDate.endsWith('-01') ? beginDate : nextMonth(monthStart(beginDate));
  const afterEnd = nextMonth(monthStart(endDate));
  const endsMonth = previousDay(afterEnd) === endDate;
  const last = endsMonth ? monthStart(endDate) : previousDay(monthStart(endDate)).slice(0, 8) + '01';
  if (first > last) return { months: null, days: [{ beginDate, endDate }] };
  const days: StatsRange[] = [];
  if (beginDate < first) days.push({ beginDate, endDate: previousDay(first) });
  const lastEnd = previousDay(nextMonth(last));
  if (lastEnd < endDate) days.push({ beginDate: dayText(dayNumber(lastEnd)! + 1), endDate });
  return { months: { first, last }, days };
}
