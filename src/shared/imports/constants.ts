// Import wizard constants of document 000 §5 and §9.
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;
export const IMPORT_MAX_FILES = 1;
export const HEADER_ROW_MIN = 1;
export const HEADER_ROW_MAX = 999_999;
export const HEADER_ROW_DEFAULT = 1;
export const IMPORT_POLL_MS = 3000;
/** Duplicate rules: 1 overwrite, 2 skip, 3 allow duplicates (only where the target allows it). */
export const DUPLICATE_RULES = { OVERWRITE: 1, SKIP: 2, ALLOW: 3 } as const;
export type DuplicateRule = 1 | 2 | 3;
/** Basic-information handling: 1 change the name to the file's, 2 do nothing. */
export const BASIC_INFO = { CHANGE_NAME: 1, DO_NOTHING: 2 } as const;
export type BasicInfoChoice = 1 | 2;
/** Polling statuses the wizard ignores and keeps polling through (document 000 §4). */
export const IGNORED_POLL_STATUSES = [8010, 406] as const;
/** Polling statuses a photo import or export ignores (document 001 §4 Import step 5 and §8): only
 *  8010; any other status but 1000, 406 included, fails the flow ('operation failed'). */
export const PHOTO_IGNORED_POLL_STATUSES = [8010] as const;
