// The page sizes the members calls take (src/shared/members/api.ts `Paging`: 10, 20, 30, 40).
// The screens list through the shared paged table, whose size menu also offers 100 (document 002
// §2); a size the calls do not take becomes the largest one they do below it, so the server never
// refuses a page for its size.
import { PICKER_PAGE_SIZES } from '../../../shared/members/constants';

export function contractPageSize(size: number): number {
  const allowed = [...PICKER_PAGE_SIZES].sort((a, b) => a - b);
  return [...allowed].reverse().find((s) => s <= size) ?? allowed[0];
}
