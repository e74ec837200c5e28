// The list's and the package dialogs' reducers (state.list, versions, edit, remove). Loads are
// intents the saga answers (takeLatest); an answer for a search or page no longer chosen, or for
// a dialog no longer open, is ignored.
import type { PayloadAction } from '@reduxjs/toolkit';
import { PACKAGE_NAME_SEARCH_MAX, PackageRow, PackageVersionRow } from '../../../shared/platform/businessPackages';
import type { Message, Problem } from '../../lib/problem';
import { BusinessPackagesState as S, EditDraft, initialBusinessPackagesState } from './state';

function reload(state: S) {
  state.list.status = 'loading';
  state.list.problem = null;
}

/** The screen was left (route/changed to another pathname): the dialogs close; the upload
 *  flow under way ends too (lib/dialogRun.ts), and its flowCancelled resets the upload. */
export function dialogsClosed(state: S) {
  state.upload = initialBusinessPackagesState.upload;
  state.versions = initialBusinessPackagesState.versions;
  state.edit = initialBusinessPackagesState.edit;
  state.remove = initialBusinessPackagesState.remove;
}

export const packageReducers = {
  screenOpened(state: S) {
    reload(state);
  },
  searchTextChanged(state: S, action: PayloadAction<{ text: string }>) {
    state.list.searchDraft = action.payload.text.slice(0, PACKAGE_NAME_SEARCH_MAX);
  },
  searched(state: S) {
    state.list.search = state.list.searchDraft.trim();
    state.list.pageIndex = 1;
    reload(state);
  },
  pageChosen(state: S, action: PayloadAction<{ pageIndex: number }>) {
    state.list.pageIndex = Math.max(1, Math.floor(action.payload.pageIndex));
    reload(state);
  },
  listRetried(state: S) {
    if (state.list.status === 'failed') reload(state);
  },
  listLoaded(state: S, action: PayloadAction<{ search: string; pageIndex: number; rows: PackageRow[]; total: number }>) {
    const { search, pageIndex, rows, total } = action.payload;
    if (state.list.status !== 'loading' || state.list.search !== search || state.list.pageIndex !== pageIndex) return;
    state.list.status = 'loaded';
    state.list.rows = rows;
    state.list.total = total;
  },
  listFailed(state: S, action: PayloadAction<{ search: string; pageIndex: number; problem: Problem }>) {
    if (state.list.status !== 'loading' || state.list.search !== action.payload.search || state.list.pageIndex !== action.payload.pageIndex) return;
    state.list.status = 'failed';
    state.list.problem = action.payload.problem;
  },

  versionsOpened(state: S, action: PayloadAction<{ packageId: number; name: string }>) {
    state.versions = { packageId: action.payload.packageId, packageName: action.payload.name, status: 'loading', rows: [], problem: null };
  },
  versionsLoaded(state: S, action: PayloadAction<{ packageId: number; rows: PackageVersionRow[] }>) {
    if (state.versions.packageId !== action.payload.packageId) return;
    state.versions.status = 'loaded';
    state.versions.rows = action.payload.rows;
  },
  versionsFailed(state: S, action: PayloadAction<{ packageId: number; problem: Problem }>) {
    if (state.versions.packageId !== action.payload.packageId) return;
    state.versions.status = 'failed';
    state.versions.problem = action.payload.problem;
  },
  versionApplyClicked(state: S, action: PayloadAction<{ versionId: number }>) {
    if (state.versions.status !== 'loaded' || !state.versions.rows.some((v) => v.id === action.payload.versionId)) return;
    state.versions.status = 'applying';
  },
  /** the version is in use: its list is read again */
  versionApplied(state: S, action: PayloadAction<{ packageId: number }>) {
    if (state.versions.packageId !== action.payload.packageId) return;
    state.versions.status = 'loading';
    reload(state);
  },
  versionApplyFailed(state: S, action: PayloadAction<{ packageId: number; problem: Problem }>) {
    if (state.versions.packageId !== action.payload.packageId || state.versions.status !== 'applying') return;
    state.versions.status = 'loaded';
    state.versions.problem = action.payload.problem;
  },
  versionsClosed(state: S) {
    state.versions = initialBusinessPackagesState.versions;
  },

  editOpened(state: S, action: PayloadAction<{ row: PackageRow }>) {
    const { id, name, description, status } = action.payload.row;
    state.edit = { packageId: id, draft: { name, description, status }, saving: false, problem: null };
  },
  editChanged(state: S, action: PayloadAction<Partial<EditDraft>>) {
    if (state.edit.packageId === null || state.edit.saving) return;
    state.edit.draft = { ...state.edit.draft, ...action.payload };
  },
  editSaveClicked(state: S) {
    if (state.edit.packageId === null || state.edit.saving) return;
    if (!state.edit.draft.name.trim()) {
      state.edit.problem = { key: 'businessPackages.refused.nameRequired' };
      return;
    }
    state.edit.saving = true;
    state.edit.problem = null;
  },
  editSaved(state: S) {
    if (!state.edit.saving) return;
    state.edit = initialBusinessPackagesState.edit;
    reload(state);
  },
  editFailed(state: S, action: PayloadAction<{ problem: Message }>) {
    if (!state.edit.saving) return;
    state.edit.saving = false;
    state.edit.problem = action.payload.problem;
  },
  editClosed(state: S) {
    if (state.edit.saving) return;
    state.edit = initialBusinessPackagesState.edit;
  },

  removeAsked(state: S, action: PayloadAction<{ packageId: number; name: string }>) {
    state.remove = { packageId: action.payload.packageId, name: action.payload.name, removing: false };
  },
  removeConfirmed(state: S) {
    if (state.remove.packageId === null || state.remove.removing) return;
    state.remove.removing = true;
  },
  removed(state: S) {
    if (!state.remove.removing) return;
    state.remove = initialBusinessPackagesState.remove;
    reload(state);
  },
  removeFailed(state: S) {
    if (!state.remove.removing) return;
    state.remove.removing = false;
  },
  removeCancelled(state: S) {
    if (state.remove.removing) return;
    state.remove = initialBusinessPackagesState.remove;
  },
};
