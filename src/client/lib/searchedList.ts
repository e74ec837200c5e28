// The events of a paged list searched by one text box (the monitors, quick authorization's data
// directory, the robot library's questions; document 002 §2, §8), one set for every such list: the
// text typed (cut at its limit), the search (the trimmed text, page 1), a page, a page size, and
// the read's answer. A slice names them in its own reducers (`monitorsSearched: list.searched`),
// so each keeps its own action types; `field` is the name of the searched text in the list and in
// the typing event's payload (`name`: `nameDraft` holds the typing, `name` the search in force).
import type { PayloadAction } from '@reduxjs/toolkit';
import { pagedList, type PagedList } from './pagedList';
import type { Problem } from './problem';

export interface SearchedListOptions<S, R, K extends string> {
  /** the list inside the slice's state */
  list: (s: S) => PagedList<R> & Record<K | `${K}Draft`, string>;
  field: K;
  maxLength: number;
  /** a page size the list takes (others become its default) */
  pageSize: (size: number) => number;
}

export function searchedListCases<S, R, K extends string>(o: SearchedListOptions<S, R, K>) {
  const text = (s: S) => o.list(s) as unknown as Record<string, string>;
  const draftKey = `${o.field}Draft`;
  return {
    textChanged(state: S, action: PayloadAction<Record<K, string>>) {
      text(state)[draftKey] = action.payload[o.field].slice(0, o.maxLength);
    },
    searched(state: S) {
      text(state)[o.field] = text(state)[draftKey].trim();
      pagedList.toPage(o.list(state), 1);
    },
    pageChanged(state: S, action: PayloadAction<{ pageIndex: number }>) {
      pagedList.toPage(o.list(state), action.payload.pageIndex);
    },
    pageSizeChanged(state: S, action: PayloadAction<{ pageSize: number }>) {
      pagedList.toPageSize(o.list(state), o.pageSize(action.payload.pageSize));
    },
    loaded(state: S, action: PayloadAction<{ rows: R[]; total: number }>) {
      pagedList.loaded(o.list(state), action.payload.rows, action.payload.total);
    },
    failed(state: S, action: PayloadAction<{ problem: Problem }>) {
      pagedList.failed(o.list(state), action.payload.problem);
    },
  };
}
