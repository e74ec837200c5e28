// The list's submitted search as the export sends it: what the list call sends (filters,
// advanced search, order) without its paging. Filters with no value are left out.
import { PEOPLE_FILTER_NAMES } from '../../../shared/people/api';
import type { AdvancedSearchRow } from '../../../shared/people/query';
import type { ListSearch } from './state';

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
