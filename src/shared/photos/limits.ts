// Limits of the photo zip import (document 001 §5, §9) and of the archives the server will read
// (issue 5: each refused with a clear reason, nothing written outside a temporary folder).
export const PHOTO_ZIP_MAX_BYTES = 200 * 1024 * 1024;
export const PHOTO_ZIP_EXTENSIONS = ['.zip'] as const;
/** what browsers report for a zip (an empty type is judged by the server, by content) */
export const PHOTO_ZIP_MIME_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'multipart/x-zip',
  'application/octet-stream',
  '',
] as const;
export const PHOTO_ZIP_MAX_FILES = 1;
export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_ENTRY_BYTES = 20 * 1024 * 1024;
export const ZIP_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
/** a photo's decoded size is capped too (a small file can declare a huge picture) */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** the photo extensions a zip entry may carry; the bytes decide what it really is */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** the spreadsheet a zip may hold beside the photos (at most one) */
export const PHOTO_SHEET_EXTENSIONS = ['.xlsx', '.xls'] as const;
/**
 * Thumbnails for lists, cover-cropped: shown at 36 × 48 (photo screen) and 32 × 32 (people list),
 * so 72 × 96 is sharp on a 2× screen. Small enough that a 600 × 800 JPEG decodes at 1/8 scale.
 */
export const THUMB_WIDTH = 72;
export const THUMB_HEIGHT = 96;
/** signed photo links (img src cannot carry the session) live this long */
export const PHOTO_LINK_SECONDS = 3600;
