// Quick authorization's slice: the data directory list and the authorization dialog, each a
// status machine (state.ts). Events in the past tense; a reducer ignores one that makes no sense
// in the current status. The tick rules are the shared `applyTick` (edit table only for FILE;
// edit data implies view; edit table implies view and edit data; unticking view clears the
// others). `saveClicked` is an intent: the saga checks there is something to save.
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { AuthUserRow, DirectoryRow } from '../../../shared/members/quickAuthApi';
import { applyTick, AuthTicks, PICKER_PAGE_SIZES, SEARCH_MAX } from '../../../shared/members/constants';
import { contractPageSize } from '../memberPicker';
import { signedOut } from '../session';
import { AuthEntry, AuthSearch, closedDialog, initialQuickAuthState, PathStep, QuickAuthState as S, sameTicks, ticksOf } from './state';
import { type Problem, Message } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';
import { searchedListCases } from '../../lib/searchedList';

const reloadDirectory = (s: S, pageIndex: number) => pagedList.toPage(s.directory, pageIndex);
const reloadUsers = (s: S, pageIndex: number) => pagedList.toPage(s.dialog.list, pageIndex);
const dialogTakesInput = (s: S) => s.dialog.status === 'open';

/** the data directory's entries: searched by name, paged */
const directoryList = searchedListCases<S, DirectoryRow, 'name'>({
  list: (s) => s.directory,
  field: 'name',
  maxLength: SEARCH_MAX,
  pageSize: contractPageSize,
});

const quickAuthSlice = createSlice({
  name: 'quickAuth',
  initialState: initialQuickAuthState,
  reducers: {
    // ---- the data directory screen ----
    directoryOpened(state) {
      reloadDirectory(state, state.directory.pageIndex);
    },
    /** A directory's name: its entries show. */
    directoryEntered(state, action: PayloadAction<PathStep>) {
      state.directory.path = [...state.directory.path, action.payload];
      state.directory.name = '';
      state.directory.nameDraft = '';
      reloadDirectory(state, 1);
    },
    /** The breadcrumb: back to the top (depth 0) or to the directory at that depth. */
    directoryLeft(state, action: PayloadAction<{ depth: number }>) {
      const { depth } = action.payload;
      if (depth < 0 || depth >= state.directory.path.length + (state.directory.name ? 1 : 0)) return;
      state.directory.path = state.directory.path.slice(0, depth);
      state.directory.name = '';
      state.directory.nameDraft = '';
      reloadDirectory(state, 1);
    },
    directoryNameChanged: directoryList.textChanged,
    directorySearched: directoryList.searched,
    directoryPageChanged: directoryList.pageChanged,
    directoryPageSizeChanged: directoryList.pageSizeChanged,
    directoryLoaded: directoryList.loaded,
    directoryFailed: directoryList.failed,

    // ---- the quick authorization dialog ----
    authOpened(state, action: PayloadAction<{ entry: AuthEntry }>) {
      if (state.dialog.status !== 'closed') return;
      state.dialog = { ...closedDialog, status: 'open', entry: action.payload.entry, list: { ...closedDialog.list, status: 'loading' } };
    },
    authSearchChanged(state, action: PayloadAction<Partial<AuthSearch>>) {
      if (!dialogTakesInput(state)) return;
      const { account, name } = { ...state.dialog.draft, ...action.payload };
      state.dialog.draft = { account: account.slice(0, SEARCH_MAX), name: name.slice(0, SEARCH_MAX) };
    },
    authSearched(state) {
      if (!dialogTakesInput(state)) return;
      state.dialog.search = { account: state.dialog.draft.account.trim(), name: state.dialog.draft.name.trim() };
      reloadUsers(state, 1);
    },
    authSearchReset(state) {
      if (!dialogTakesInput(state)) return;
      state.dialog.draft = closedDialog.draft;
      state.dialog.search = closedDialog.search;
      reloadUsers(state, 1);
    },
    authPageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      if (!dialogTakesInput(state) || action.payload.pageIndex < 1 || action.payload.pageIndex === state.dialog.list.pageIndex) return;
      reloadUsers(state, action.payload.pageIndex);
    },
    authPageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      const { pageSize } = action.payload;
      if (!dialogTakesInput(state) || !(PICKER_PAGE_SIZES as readonly number[]).includes(pageSize) || pageSize === state.dialog.list.pageSize) return;
      pagedList.toPageSize(state.dialog.list, pageSize);
    },
    authUsersLoaded(state, action: PayloadAction<{ rows: AuthUserRow[]; total: number }>) {
      const d = state.dialog;
      if (d.status === 'closed' || d.list.status !== 'loading') return;
      pagedList.loaded(d.list, action.payload.rows, action.payload.total);
      for (const row of action.payload.rows) {
        const key = String(row.id);
        d.base[key] = ticksOf(row);
        // a change the server already holds is no longer a change
        if (d.edits[key] && sameTicks(d.edits[key], d.base[key])) delete d.edits[key];
      }
    },
    authUsersFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.dialog.status !== 'closed') pagedList.failed(state.dialog.list, action.payload.problem);
    },
    /** One tick set or cleared; the rules decide what else follows. */
    tickChanged(state, action: PayloadAction<{ userId: number; tick: keyof AuthTicks; value: boolean }>) {
      const d = state.dialog;
      const { userId, tick, value } = action.payload;
      const key = String(userId);
      if (!dialogTakesInput(state) || !d.entry || !d.base[key]) return;
      const next = applyTick(d.entry.type, d.edits[key] ?? d.base[key], tick, value);
      if (sameTicks(next, d.base[key])) delete d.edits[key];
      else d.edits[key] = next;
      d.message = null;
    },
    /** Nothing to save (or too much for one save): the message shows. */
    saveRejected(state, action: PayloadAction<{ message: Message }>) {
      if (dialogTakesInput(state)) state.dialog.message = action.payload.message;
    },
    saveAccepted(state) {
      if (!dialogTakesInput(state)) return;
      state.dialog.status = 'saving';
      state.dialog.message = null;
    },
    /** Saved: the dialog closes and the directory's counts are read again. */
    authSaved(state, _action: PayloadAction<{ businessDataId: number; saved: number }>) {
      if (state.dialog.status !== 'saving') return;
      state.dialog = closedDialog;
      reloadDirectory(state, state.directory.pageIndex);
    },
    saveFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.dialog.status !== 'saving') return;
      state.dialog.status = 'open';
      state.dialog.message = action.payload.message;
    },
    /** The user closed the dialog (not while saving); the saga ends and says so. */
    authClosed(state) {
      if (state.dialog.status === 'open') state.dialog.status = 'closed';
    },
    /** The dialog's saga ended early (closed or signed out): unsaved ticks are dropped. */
    authCancelled(state) {
      state.dialog = closedDialog;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialQuickAuthState);
  },
});

/** The save button: the saga checks there is something to save, then saves. */
export const saveClicked = createAction('quickAuth/saveClicked');

export const {
  directoryOpened,
  directoryEntered,
  directoryLeft,
  directoryNameChanged,
  directorySearched,
  directoryPageChanged,
  directoryPageSizeChanged,
  directoryLoaded,
  directoryFailed,
  authOpened,
  authSearchChanged,
  authSearched,
  authSearchReset,
  authPageChanged,
  authPageSizeChanged,
  authUsersLoaded,
  authUsersFailed,
  tickChanged,
  saveRejected,
  saveAccepted,
  authSaved,
  saveFailed,
  authClosed,
  authCancelled,
} = quickAuthSlice.actions;

export const DIRECTORY_EVENTS = [
  directoryOpened.type,
  directoryEntered.type,
  directoryLeft.type,
  directorySearched.type,
  directoryPageChanged.type,
  directoryPageSizeChanged.type,
  authSaved.type,
];
export const USER_EVENTS = [authSearched.type, authSearchReset.type, authPageChanged.type, authPageSizeChanged.type];

export default quickAuthSlice.reducer;
