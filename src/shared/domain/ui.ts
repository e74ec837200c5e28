// Constants of the shared widgets, as the documents state them. Kept in shared code so the
// server's tests and the console agree on the same numbers.

/** Anti-double-click: a button stays disabled this long after a click (document 001 §9). */
export const ANTI_DOUBLE_CLICK_MS = 800;

/** Cached options: how long a copy stays fresh, and how a second widget waits for a load
 *  already in flight before it fetches again. */
export interface OptionsCachePolicy {
  ttlMs: number;
  waitTries: number;
  waitMs: number;
}

/** Dictionary display and select widgets (document 002 §2, §9): 300 000 ms; 9 × 0.1 s. */
export const DICT_CACHE_TTL_MS = 300_000;
export const DICT_LOAD_WAIT_TRIES = 9;
export const DICT_LOAD_WAIT_MS = 100;
export const DICT_CACHE_POLICY: OptionsCachePolicy = { ttlMs: DICT_CACHE_TTL_MS, waitTries: DICT_LOAD_WAIT_TRIES, waitMs: DICT_LOAD_WAIT_MS };

/** Key-value dropdown (document 000 §4, §9): 5 minutes; 20 × 0.5 s. */
export const DROPDOWN_CACHE_TTL_MS = 5 * 60_000;
export const DROPDOWN_LOAD_WAIT_TRIES = 20;
export const DROPDOWN_LOAD_WAIT_MS = 500;
export const DROPDOWN_CACHE_POLICY: OptionsCachePolicy = {
  ttlMs: DROPDOWN_CACHE_TTL_MS,
  waitTries: DROPDOWN_LOAD_WAIT_TRIES,
  waitMs: DROPDOWN_LOAD_WAIT_MS,
};

/** A list's filter text box (document 000 §9): at most 30 characters. */
export const SEARCH_TEXT_MAX = 30;

/** Remote-search select (document 002 §2, §9): always the first page of 40. */
export const REMOTE_SEARCH_PAGE_INDEX = 1;
export const REMOTE_SEARCH_PAGE_SIZE = 40;

/** Dialog widths in px (document 000 §2, §9 and document 001 §9). */
export const DIALOG_WIDTH = {
  /** notice (confirm) dialogs */
  NOTICE: 380,
  /** import, export and other form dialogs */
  FORM: 592,
  FORM_WIDE: 613,
  /** dialogs holding a table (member picker, API add, field display) */
  TABLE: 932,
  TABLE_WIDE: 940,
} as const;

/** Per-session tab memory (document 002 §2): every remembered tab starts on the basic page. */
export const DEFAULT_REMEMBERED_TAB = 'basic';
