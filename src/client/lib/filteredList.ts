// A paged list under a filter form (document 002 §2): `filterDraft` is what the form shows,
// `filters` the search in force. A search puts the submitted filters in force, a reset clears
// both, and either reads the list again from page 1. The people lists, the resource screens and
// the user photos call these on their list's draft from their own reducers (after their own
// guards), so each keeps its own action types.
import { pagedList, type PagedList } from './pagedList';

type FilteredList<F> = PagedList<unknown> & { filterDraft: F; filters: F };

function submitted<F>(list: FilteredList<F>, filters: F): void {
  list.filterDraft = filters;
  list.filters = filters;
  pagedList.toPage(list, 1);
}

/** Every filter is optional, so no filter is `{}`. */
function reset<F extends object>(list: FilteredList<F>): void {
  submitted(list, {} as F);
}

/** The reducers' steps on a filtered list draft: `filteredList.submitted(list, filters)`. */
export const filteredList = { submitted, reset };
