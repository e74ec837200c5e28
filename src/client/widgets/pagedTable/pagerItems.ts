// Which page buttons the pager shows: all of them when there are few, otherwise the first, the
// last and a window around the current page, with a gap marker where pages are skipped.
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; id: 'before' | 'after' };

/** pages shown around the current one on each side */
const WINDOW = 2;
/** up to this many pages, every page gets its own button */
const SHOW_ALL_UP_TO = 7;

export function pagerItems(pageIndex: number, pageCount: number): PagerItem[] {
  const page = (p: number): PagerItem => ({ kind: 'page', page: p });
  if (pageCount <= SHOW_ALL_UP_TO) return Array.from({ length: pageCount }, (_, i) => page(i + 1));
  const current = Math.min(Math.max(1, pageIndex), pageCount);
  const from = Math.max(2, current - WINDOW);
  const to = Math.min(pageCount - 1, current + WINDOW);
  const items: PagerItem[] = [page(1)];
  if (from > 2) items.push({ kind: 'gap', id: 'before' });
  for (let p = from; p <= to; p += 1) items.push(page(p));
  if (to < pageCount - 1) items.push({ kind: 'gap', id: 'after' });
  items.push(page(pageCount));
  return items;
}
