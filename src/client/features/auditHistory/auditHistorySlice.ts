// The /HistoryProject slice. Every event that needs a page read marks the list 'loading' (the
// saga reads it then); a search applies the draft filters from page 1, unless the range is
// upside down; an answer counts only while its read is awaited (lib/pagedList).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntry } from '../../../shared/documents/audit';
import { pagedList } from '../../lib/pagedList';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';
import { AuditFilterName, AuditFilters, AuditHistoryState, initialAuditHistoryState, NO_FILTERS } from './state';

const search = (state: AuditHistoryState, filters: AuditFilters) => {
  state.applied = filters;
  state.expanded = [];
  pagedList.toPage(state.list, 1);
};

const auditHistorySlice = createSlice({
  name: 'auditHistory',
  initialState: initialAuditHistoryState,
  reducers: {
    screenOpened(state) {
      pagedList.reload(state.list);
    },
    filterChanged(state, action: PayloadAction<{ name: AuditFilterName; value: string }>) {
      const { name, value } = action.payload;
      (state.draft as Record<AuditFilterName, string>)[name] = value;
      if (name === 'from' || name === 'to') state.rangeInvalid = false;
    },
    searchClicked(state) {
      const { from, to } = state.draft;
      state.rangeInvalid = Boolean(from && to && from > to);
      if (!state.rangeInvalid) search(state, { ...state.draft, actor: state.draft.actor.trim() });
    },
    resetClicked(state) {
      state.draft = NO_FILTERS;
      state.rangeInvalid = false;
      search(state, NO_FILTERS);
    },
    pageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      state.expanded = [];
      pagedList.toPage(state.list, action.payload.pageIndex);
    },
    pageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      state.expanded = [];
      pagedList.toPageSize(state.list, action.payload.pageSize);
    },
    pageLoaded(state, action: PayloadAction<{ rows: AuditEntry[]; total: number }>) {
      pagedList.loaded(state.list, action.payload.rows, action.payload.total);
    },
    pageFailed(state, action: PayloadAction<{ problem: Problem }>) {
      pagedList.failed(state.list, action.payload.problem);
    },
    entryToggled(state, action: PayloadAction<{ id: number }>) {
      const { id } = action.payload;
      state.expanded = state.expanded.includes(id) ? state.expanded.filter((x) => x !== id) : [...state.expanded, id];
    },
  },
  extraReducers: (builder) => {
    // another administrator may sign in next: nothing of this tenant's stays
    builder.addCase(signedOut, () => initialAuditHistoryState);
  },
});

export const { screenOpened, filterChanged, searchClicked, resetClicked, pageChanged, pageSizeChanged, pageLoaded, pageFailed, entryToggled } =
  auditHistorySlice.actions;
export default auditHistorySlice.reducer;
export { auditHistorySlice };
