// The page sizes the members calls take: every list's (src/shared/paging.ts, 10/20/30/40/100;
// the pickers offer the first four). A size they do not take becomes the largest one they do
// below it, so the server never refuses a page for its size.
import { PAGE_SIZES } from '../../../shared/paging';

export function contractPageSize(size: number): number {
  const allowed = [...PAGE_SIZES].sort((a, b) => a - b);
  return [...allowed].reverse().find((s) => s <= size) ?? allowed[0];
}
