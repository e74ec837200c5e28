// The add data API / add service API dialog's slice (document 001 §2, §4 "API add", §5): the
// filter form, the advanced search, the candidate page with its fixed rows (already in the
// monitor), the shared selection model (select all across pages: total − fixedCount rows, with
// exclusions) and the add. A reducer ignores an event out of turn; `addClicked` is an intent.
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { ApiCandidateRow } from '../../../shared/members/monitorApi';
import { API_TYPES, ApiType, SEARCH_MAX } from '../../../shared/members/constants';
import { endSelectAll, pickerCases, selectionCases } from '../memberPicker';
import { signedOut } from '../session';
import { changeRow, emptyRow, MAX_API_ROWS, toDraftRows, toSearchRows, validateRows } from './advancedRows';
import { ApiAddState as S, ApiQueryName, ApiQueryValues, closedDialog, emptyQuery } from './state';
import type { Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';

const takesInput = (s: S) => s.status === 'open';
const TEXT: readonly ApiQueryName[] = ['name', 'note'];

const reload = (s: S, pageIndex: number) => pagedList.toPage(s.list, pageIndex);
/** A new search (filters, type or advanced search) ends 'select all', which belonged to the old
 *  one; a new type also ends the picks (they name the other type's APIs). */
function searchChanged(s: S, typeChanged: boolean) {
  endSelectAll(s, typeChanged);
  s.message = null;
  reload(s, 1);
}
const sameQuery = (a: ApiQueryValues, b: ApiQueryValues) => JSON.stringify(a) === JSON.stringify(b);

const apiAddSlice = createSlice({
  name: 'apiAdd',
  initialState: closedDialog,
  reducers: {
    /** "Add data API" or "add service API" on a monitor. */
    addOpened(state, action: PayloadAction<{ monitorId: number; monitorName: string; type: ApiType }>) {
      if (state.status !== 'closed' || !API_TYPES.includes(action.payload.type)) return;
      const { monitorId, monitorName, type } = action.payload;
      return {
        ...closedDialog,
        status: 'open',
        monitorId,
        monitorName,
        draft: emptyQuery(type),
        query: emptyQuery(type),
        list: { ...closedDialog.list, status: 'loading' },
      };
    },
    queryChanged(state, action: PayloadAction<{ name: ApiQueryName; value: string | number }>) {
      if (!takesInput(state)) return;
      const { name, value } = action.payload;
      (state.draft as Record<ApiQueryName, unknown>)[name] = TEXT.includes(name) ? String(value).slice(0, SEARCH_MAX) : value;
    },
    querySubmitted(state) {
      if (!takesInput(state)) return;
      const draft = { ...state.draft, name: state.draft.name.trim(), note: state.draft.note.trim() };
      const changed = !sameQuery(draft, state.query);
      const typeChanged = draft.type !== state.query.type;
      state.query = draft;
      if (changed) searchChanged(state, typeChanged);
      else reload(state, 1);
    },
    queryReset(state) {
      if (!takesInput(state)) return;
      const reset = emptyQuery(state.query.type);
      const changed = !sameQuery(reset, state.query) || state.advanced.applied.length > 0;
      state.draft = reset;
      state.query = reset;
      state.advanced = { applied: [], draft: null, errors: [] };
      if (changed) searchChanged(state, false);
      else reload(state, 1);
    },
    pageChanged: pickerCases.pageChanged,
    pageSizeChanged: pickerCases.pageSizeChanged,
    /** Taken in any turn: select all reads the page in view again. */
    candidatesLoaded(state, action: PayloadAction<{ rows: ApiCandidateRow[]; total: number; fixedCount: number }>) {
      if (state.status === 'closed') return;
      pagedList.loadedAnyway(state.list, action.payload.rows, action.payload.total);
      state.list.fixedCount = action.payload.fixedCount;
    },
    candidatesFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.status === 'closed') return;
      pagedList.failedAnyway(state.list, action.payload.problem);
      state.list.fixedCount = 0;
    },

    // ---- the advanced search (document 000 §5 over the API fields) ----
    advancedOpened(state) {
      if (!takesInput(state) || state.advanced.draft) return;
      state.advanced.draft = toDraftRows(state.advanced.applied);
      state.advanced.errors = [];
    },
    advancedRowAdded(state) {
      const rows = state.advanced.draft;
      if (!rows || rows.length >= MAX_API_ROWS) return;
      rows.push(emptyRow());
    },
    advancedRowRemoved(state, action: PayloadAction<{ index: number }>) {
      const rows = state.advanced.draft;
      if (!rows || rows.length <= 1 || !rows[action.payload.index]) return;
      rows.splice(action.payload.index, 1);
      state.advanced.errors = [];
    },
    advancedRowChanged(state, action: PayloadAction<{ index: number; part: 'join' | 'field' | 'operator' | 'value'; value: string }>) {
      const { index, part, value } = action.payload;
      const rows = state.advanced.draft;
      if (!rows || !rows[index]) return;
      rows[index] = changeRow(rows[index], part, value);
      // a message already shown is checked again as the row is corrected
      if (state.advanced.errors.length) state.advanced.errors = validateRows(rows);
    },
    /** Confirm: every row complete, or the messages show and nothing is searched. */
    advancedSubmitted(state) {
      const rows = state.advanced.draft;
      if (!takesInput(state) || !rows) return;
      const errors = validateRows(rows);
      if (errors.length) {
        state.advanced.errors = errors;
        return;
      }
      state.advanced = { applied: toSearchRows(rows), draft: null, errors: [] };
      searchChanged(state, false);
    },
    advancedCleared(state) {
      if (!takesInput(state)) return;
      const had = state.advanced.applied.length > 0;
      state.advanced = { applied: [], draft: null, errors: [] };
      if (had) searchChanged(state, false);
    },
    advancedClosed(state) {
      state.advanced.draft = null;
      state.advanced.errors = [];
    },

    // ---- the selection ----
    ...selectionCases<NonNullable<S['allQuery']>, S>({
      // rows already in the monitor are shown ticked and fixed
      fixedIds: (s) => new Set(s.list.rows.filter((r) => r.added).map((r) => r.id)),
      allQueryOf: (s) => ({ query: s.query, advancedSearch: s.advanced.applied }),
    }),

    // ---- the add ----
    addRejected: pickerCases.rejected,
    addAccepted: pickerCases.accepted,
    apisAdded(_state, _action: PayloadAction<{ monitorId: number; type: ApiType; added: number }>) {
      return closedDialog;
    },
    addFailed: pickerCases.addFailed,
    addClosed: pickerCases.closed,
    addCancelled() {
      return closedDialog;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => closedDialog);
  },
});

/** The add button: the saga checks 请选择数据, then adds. */
export const addClicked = createAction('apiAdd/addClicked');

export const {
  addOpened,
  queryChanged,
  querySubmitted,
  queryReset,
  pageChanged,
  pageSizeChanged,
  candidatesLoaded,
  candidatesFailed,
  advancedOpened,
  advancedRowAdded,
  advancedRowRemoved,
  advancedRowChanged,
  advancedSubmitted,
  advancedCleared,
  advancedClosed,
  rowToggled,
  pageToggled,
  selectAllClicked,
  allSelected,
  selectAllFailed,
  cancelAllClicked,
  addRejected,
  addAccepted,
  apisAdded,
  addFailed,
  addClosed,
  addCancelled,
} = apiAddSlice.actions;

/** The events after which the candidate page is read. */
export const CANDIDATE_EVENTS = [querySubmitted.type, queryReset.type, pageChanged.type, pageSizeChanged.type, advancedSubmitted.type, advancedCleared.type];

export default apiAddSlice.reducer;
