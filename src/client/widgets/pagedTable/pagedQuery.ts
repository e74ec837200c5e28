// The paging rules of document 002 §2 (paged-table widget) and the one saga helper every paged
// list calls. The rules are pure so the widget, the slices and the tests share one reading of them.
import { Envelope, Status } from '../../../shared/protocol/status';
import { DEFAULT_LOCALE, translate } from '../../../shared/i18n/registry';
import { readPage } from '../../api/pages';
import { callAsk } from '../../lib/ask';
import { Problem, problemOf } from '../../lib/problem';

import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, PAGE_SIZE_BELOW_ONE } from '../../../shared/paging';
import { succeeded } from '../../lib/reply';

// The sizes themselves are defined once, in src/shared/paging.ts, for the console and the server.
export { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, NO_PAGING_SIZE, PAGE_SIZES } from '../../../shared/paging';
/** the table's loader shows only when a load takes longer than this */
export const LOADER_DELAY_MS = 500;

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Index below 1 becomes 1, size below 1 becomes 10; missing or unreadable values take the
 *  defaults (index 1, size 40); fractions are floored. */
export function normalisePaging(raw: { pageIndex?: unknown; pageSize?: unknown } = {}): Paging {
  const index = Number(raw.pageIndex);
  const size = Number(raw.pageSize);
  const pageIndex = isMissing(raw.pageIndex) || !Number.isFinite(index) || index < 1 ? DEFAULT_PAGE_INDEX : Math.floor(index);
  let pageSize: number;
  if (isMissing(raw.pageSize) || !Number.isFinite(size)) pageSize = DEFAULT_PAGE_SIZE;
  else if (size < 1) pageSize = PAGE_SIZE_BELOW_ONE;
  else pageSize = Math.floor(size);
  return { pageIndex, pageSize };
}

/** Empty search values are not sent: undefined, null, blank strings and empty arrays go;
 *  zero and false stay, because they are real choices (a disabled switch, a count of 0). */
export function dropEmptyParams<T extends Record<string, unknown>>(params: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isMissing(value)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    (kept as Record<string, unknown>)[name] = value;
  }
  return kept;
}

/** How many pages a total makes (at least 1, so a pager always has a page to stand on). */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

export interface PageOutcome<R> {
  rows: R[];
  total: number;
  /** present when the list could not be read; rows and total are then empty */
  problem?: Problem;
}

/** Console-made: the search had no interface address, so nothing was called. */
export const GRID_NO_URL_STATUS = 0;
export const gridNoUrlProblem = (): Problem => ({
  status: GRID_NO_URL_STATUS,
  key: 'protocol.gridNoUrl',
  msg: translate(DEFAULT_LOCALE, 'protocol.gridNoUrl'),
});

const empty = <R>(problem?: Problem): PageOutcome<R> => (problem ? { rows: [], total: 0, problem } : { rows: [], total: 0 });

/** Reads `{data, total}`; a legacy answer that is a bare array counts as the whole list. */
function pageIn<R>(result: unknown): PageOutcome<R> {
  if (Array.isArray(result)) return { rows: result as R[], total: result.length };
  const page = (result ?? {}) as { data?: unknown; total?: unknown };
  const rows = Array.isArray(page.data) ? (page.data as R[]) : [];
  const total = Number(page.total);
  return { rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

export interface FetchPageOptions {
  method?: 'GET' | 'POST';
}

/** The one paged-list read (a saga; `yield call(fetchPage, url, params)`), calling api/pages.ts's
 *  readPage through ask. It never throws: without a url it refuses and calls nothing; 1004 is an
 *  empty page; any failure empties rows and total and hands back the problem for the caller's toast. */
export function* fetchPage<R = Record<string, unknown>>(url: string | undefined, params: Record<string, unknown> = {}, options: FetchPageOptions = {}) {
  if (!url || !url.trim()) return empty<R>(gridNoUrlProblem());
  const { pageIndex, pageSize, ...filters } = params;
  const body = { ...dropEmptyParams(filters), ...normalisePaging({ pageIndex, pageSize }) };
  const method = options.method ?? 'POST';
  const envelope: Envelope = yield callAsk(readPage, method, url, body);
  if (envelope.status === Status.EMPTY) return empty<R>();
  if (succeeded(envelope)) return pageIn<R>(envelope.result);
  return empty<R>(problemOf(envelope));
}
