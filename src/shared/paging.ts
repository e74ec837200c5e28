// The page sizes of every list, the one definition the console's pager, the slices and the
// server's defaults share (issue 30). Document 002 §2 and §9: sizes 10, 20, 30, 40 and 100,
// default 40 from page 1, a size below 1 read as 10, 99999 for "no paging". Document 000 §9 and
// document 001 §9 give the pickers (member picker, quick authorization, API add) 10, 20, 30, 40
// with 10 as the default.

export const PAGE_SIZES = [10, 20, 30, 40, 100] as const;
export const DEFAULT_PAGE_SIZE = 40;
export const DEFAULT_PAGE_INDEX = 1;
/** "no paging" mode: one page big enough for everything */
export const NO_PAGING_SIZE = 99999;
/** what a page size below 1 becomes (document 002 §2) */
export const PAGE_SIZE_BELOW_ONE = 10;

/** The pickers' sizes and default (document 000 §9, document 001 §9). */
export const PICKER_PAGE_SIZES = [10, 20, 30, 40] as const;
export const PICKER_DEFAULT_PAGE_SIZE = 10;

/** Whether a size is one the lists offer. */
export const isListedPageSize = (size: number): boolean => (PAGE_SIZES as readonly number[]).includes(size);
