// The paged list every list screen keeps (document 002 §2, §8): its page, rows and total, and a
// status machine idle → loading → ready / failed. The slices hold one (or one per key) inside
// their own state and call these on the list's draft from their reducers, which first pick the
// list and apply their own guards (a screen open, the tab an answer was read for).
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, normalisePaging } from '../widgets/pagedTable/pagedQuery';
import type { Problem } from './problem';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface PagedList<R> {
  pageIndex: number;
  pageSize: number;
  rows: R[];
  total: number;
  status: ListStatus;
  problem: Problem | null;
}

export const initialPagedList = <R>(): PagedList<R> => ({
  pageIndex: DEFAULT_PAGE_INDEX,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  status: 'idle',
  problem: null,
});

/** What a PagedTable shows of a list: its page, rows and total, and whether it is being read. */
export const pageView = <R>(list: PagedList<R>) => ({
  rows: list.rows,
  total: list.total,
  pageIndex: list.pageIndex,
  pageSize: list.pageSize,
  loading: list.status === 'loading',
});

/** No rows to show yet because they are being read (or about to be: a list never read): its count
 *  is not known, so a view shows it loading, not "0". */
export const awaitingRows = (list: { status: string; rows: readonly unknown[] }): boolean =>
  (list.status === 'loading' || list.status === 'idle') && list.rows.length === 0;

type Draft<R> = PagedList<R>;

/** The list must be read again: the saga reads every list that is 'loading'. */
function reload<R>(list: Draft<R>): void {
  list.status = 'loading';
  list.problem = null;
}

function toPage<R>(list: Draft<R>, pageIndex: number): void {
  list.pageIndex = normalisePaging({ pageIndex, pageSize: list.pageSize }).pageIndex;
  reload(list);
}

/** A new page size starts again from page 1. */
function toPageSize<R>(list: Draft<R>, pageSize: number): void {
  list.pageSize = normalisePaging({ pageIndex: 1, pageSize }).pageSize;
  list.pageIndex = 1;
  reload(list);
}

/** An answer counts only while its read is still awaited. */
function loaded<R>(list: Draft<R>, rows: R[], total: number): void {
  if (list.status !== 'loading') return;
  list.rows = rows;
  list.total = total;
  list.status = 'ready';
}

/** Document 002 §8: on a grid failure, rows and total are emptied. */
function failed<R>(list: Draft<R>, problem: Problem): void {
  if (list.status !== 'loading') return;
  list.rows = [];
  list.total = 0;
  list.status = 'failed';
  list.problem = problem;
}

/** A picker's answer is taken in any turn: its select all reads the page in view again beside
 *  the list's own read, and whichever answers shows. */
function loadedAnyway<R>(list: Draft<R>, rows: R[], total: number): void {
  reload(list);
  loaded(list, rows, total);
}
function failedAnyway<R>(list: Draft<R>, problem: Problem): void {
  reload(list);
  failed(list, problem);
}

/** The reducers' steps on a list draft: `pagedList.toPage(state.list, pageIndex)`. */
export const pagedList = { reload, toPage, toPageSize, loaded, failed, loadedAnyway, failedAnyway };
