// The list's submitted search as the export sends it: what the list call sends (filters,
// advanced search, order) without its paging. Filters with no value are left out. Also what an
// export dialog opens with from a list (the bulk export's and the photo export's buttons).
import type { Identity } from '../../../shared/domain/people';
import { PEOPLE_FILTER_NAMES } from '../../../shared/people/api';
import type { AdvancedSearchRow } from '../../../shared/people/query';
import type { ListSearch } from './state';
import { defaultFileName } from './validation';

const FILTERS: readonly string[] = PEOPLE_FILTER_NAMES;

export function listSearchOf(query: Record<string, unknown>): ListSearch {
  const formInline: ListSearch['formInline'] = {};
  for (const [name, value] of Object.entries(query)) {
    if (!FILTERS.includes(name)) continue;
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') formInline[name] = value;
  }
  const search: ListSearch = { formInline };
  const rows = query.advancedSearch;
  if (Array.isArray(rows) && rows.length > 0) search.advancedSearch = rows as AdvancedSearchRow[];
  if (typeof query.dataSortStr === 'string' && query.dataSortStr.trim() !== '') search.dataSortStr = query.dataSortStr;
  return search;
}

/** The opening of an export dialog from a people list: the default file name (the list's name
 *  plus a timestamp) and the list's search at this moment (`query`, which the list's screen reads
 *  at the click, not subscribed, so a button need not re-render on every list change). */
export function listExportOpening(query: Record<string, unknown>, identity: Identity, listName: string, now: Date = new Date()) {
  return { identity, fileName: defaultFileName(listName, now), search: listSearchOf(query) };
}
