// The service statistics calls (issue 14: /serviceOverviewIndex, /serviceAccessRecordVisitCount),
// shared by the console and the server. Every figure is summed from the daily roll-ups
// (service_visit_days), never from the visit log. Ranges are calendar days of the tenant's zone, both ends
// included, at most one year (rangeProblem).
//
//   POST visitLog/getServiceByTop        TopServicesQuery  → ServiceCount[] (most visited first)
//   POST userService/findServiceCountList ServiceCountQuery → ServiceCountList (pie + bar)
//   POST visitLog/findServiceList        VisitDaysQuery    → VisitDays (trend, identities, rows)
import { DEFAULT_PAGE_SIZE } from '../paging';
import type { Identity } from '../domain/people';
import { todayIn } from '../dateTime';

const BASE = '/api/blade-platform';
export const SERVICE_STATS_PATHS = {
  top: `${BASE}/visitLog/getServiceByTop`,
  countList: `${BASE}/userService/findServiceCountList`,
  visitDays: `${BASE}/visitLog/findServiceList`,
} as const;

/** how many services the top list holds unless asked otherwise, and at most */
export const TOP_DEFAULT = 10;
export const TOP_MAX = 50;
/** the default range: the last 30 days, today included */
export const DEFAULT_RANGE_DAYS = 30;
/** the longest range: one year (366 days, both ends included) */
export const MAX_RANGE_DAYS = 366;
/** rows of the visit-count table per page unless asked otherwise: every list's default (../paging) */
export const VISIT_ROWS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** calendar days of the tenant's zone, 'YYYY-MM-DD', both included */
export interface StatsRange {
  beginDate: string;
  endDate: string;
}

/** '' (or absent): every identity; a visit whose identity was unknown counts under '' */
export type IdentityFilter = Identity | '';

export interface TopServicesQuery extends StatsRange {
  top?: number;
}

export interface ServiceCountQuery extends StatsRange {
  identity?: IdentityFilter;
}

export interface VisitDaysQuery extends StatsRange {
  serviceId?: number;
  identity?: IdentityFilter;
  pageIndex?: number;
  pageSize?: number;
}

export interface ServiceCount {
  serviceId: number;
  serviceName: string;
  count: number;
}

export interface ServiceCountList {
  /** services on the shelf (shelf_status 1) and taken off (0): the pie of document 001 */
  upCount: number;
  downCount: number;
  /** visits per service in the range, every service of the tenant, most visited first: the bar */
  list: ServiceCount[];
}

export interface DayCount {
  day: string;
  count: number;
}

export interface IdentityCount {
  identity: string;
  count: number;
}

export interface VisitCountRow {
  day: string;
  serviceId: number;
  serviceName: string;
  identity: string;
  count: number;
}

export interface VisitDays {
  /** all visits in the range (with the filters) */
  total: number;
  /** every day of the range, a day without visits at 0 */
  trend: DayCount[];
  identities: IdentityCount[];
  /** one page of (day, service, identity) rows, newest day first */
  rows: VisitCountRow[];
  rowTotal: number;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day number of a 'YYYY-MM-DD' text, or null when it is no real date (2026-02-30). */
export function dayNumber(text: string): number | null {
  if (!DATE.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return ms / DAY_MS;
}

export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The last `days` days up to today in the tenant's zone. */
export function lastDays(nowMs: number, zone: string, days = DEFAULT_RANGE_DAYS): StatsRange {
  const end = todayIn(nowMs, zone);
  return { beginDate: dayText(dayNumber(end)! - (days - 1)), endDate: end };
}

/** Why a range is refused (an i18n key of serviceStats.ts), or null when it is fine. */
export function rangeProblem(range: StatsRange): string | null {
  const begin = dayNumber(range.beginDate);
  const end = dayNumber(range.endDate);
  if (begin === null || end === null) return 'serviceStats.range.malformed';
  if (begin > end) return 'serviceStats.range.reversed';
  if (end - begin + 1 > MAX_RANGE_DAYS) return 'serviceStats.range.tooLong';
  return null;
}

/** Every day of a valid range, in order. */
export function rangeDays(range: StatsRange): string[] {
  const begin = dayNumber(range.beginDate)!;
  const end = dayNumber(range.endDate)!;
  return Array.from({ length: end - begin + 1 }, (_, i) => dayText(begin + i));
}
