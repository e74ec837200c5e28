// The user photo screen's slice. Actions are events ("photos/identityChosen {identity:
// 'TEACHER'}"); the list, the removal and the settings dialog are status machines (state.ts)
// that ignore events out of turn, and nothing but screenOpened acts while the screen is not on
// show.
//
// Whenever the list must be read again the reducer sets its status 'loading'; the saga reads
// whatever is 'loading', so the reducer alone decides when a call happens. A finished photo
// import of the identity on show reloads it ('photoImport/importFinished').
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { PhotoConfig, PhotoRow } from '../../../shared/photos/api';
import { pageCountOf } from '../../widgets/pagedTable/pagedQuery';
import { photoImportFinished } from '../photoImport';
import { signedOut } from '../session';
import { closedConfig, ConfigField, draftOf, idleRemoval, initialList, initialPhotosState, PhotoFilterName, PhotoFilters, PhotosState } from './state';
import { Problem, Message } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';
import { filteredList } from '../../lib/filteredList';

const reload = pagedList.reload;

/** Runs `change` only while the screen is on show. */
const whenOpen =
  <P = void>(change: (state: PhotosState, payload: P) => void) =>
  (state: PhotosState, action: PayloadAction<P>) => {
    if (state.opened) change(state, action.payload);
  };

const photosSlice = createSlice({
  name: 'photos',
  initialState: initialPhotosState(),
  reducers: {
    /** every visit starts from a fresh search on page 1 (document 002 §2); the tab is kept */
    screenOpened(state) {
      const fresh = initialPhotosState(state.identity);
      fresh.opened = true;
      reload(fresh.list);
      return fresh;
    },
    /** the screen was left: whatever was under way is dropped (the saga cancels its calls) */
    screenLeft(state) {
      return initialPhotosState(state.identity);
    },
    identityChosen: whenOpen<{ identity: Identity }>((state, { identity }) => {
      if (identity === state.identity) return;
      state.identity = identity;
      state.list = initialList();
      reload(state.list);
    }),
    filterChanged: whenOpen<{ name: PhotoFilterName; value: string | number | null }>((state, { name, value }) => {
      const draft = state.list.filterDraft;
      if (value === null || value === '') delete draft[name];
      else if (name === 'hasPhoto') draft.hasPhoto = Number(value) === 1 ? 1 : 0;
      else draft[name] = String(value);
    }),
    // a search starts again from page 1 with nothing checked
    filtersSubmitted: whenOpen<{ filters: PhotoFilters }>((state, { filters }) => {
      filteredList.submitted(state.list, filters);
      state.list.checked = [];
    }),
    filtersReset: whenOpen<void>((state) => {
      filteredList.reset(state.list);
      state.list.checked = [];
    }),
    pageChanged: whenOpen<{ pageIndex: number }>((state, { pageIndex }) => pagedList.toPage(state.list, pageIndex)),
    pageSizeChanged: whenOpen<{ pageSize: number }>((state, { pageSize }) => pagedList.toPageSize(state.list, pageSize)),
    /** `identity`: the tab the page was read for; an answer for another tab is dropped */
    listLoaded: whenOpen<{ identity: Identity; rows: PhotoRow[]; total: number }>((state, { identity, rows, total }) => {
      if (identity === state.identity) pagedList.loaded(state.list, rows, total);
    }),
    listFailed: whenOpen<{ identity: Identity; problem: Problem }>((state, { identity, problem }) => {
      if (identity === state.identity) pagedList.failed(state.list, problem);
    }),
    checkedChanged: whenOpen<{ ids: string[] }>((state, { ids }) => {
      state.list.checked = [...new Set(ids)];
    }),
    previewOpened: whenOpen<{ url: string; name: string }>((state, preview) => {
      state.preview = preview;
    }),
    previewClosed(state) {
      state.preview = null;
    },
    // ---- removal
    /** one row's photo (`name` given) or the checked rows' */
    removeClicked: whenOpen<{ ids: string[]; name?: string }>((state, { ids, name }) => {
      if (state.removal.status !== 'idle' || ids.length === 0) return;
      state.removal = { status: 'confirming', scope: 'rows', ids: [...ids], name: name ?? '', count: ids.length };
    }),
    /** every photo of the identity: counted first, so the notice can state how many */
    removeAllClicked: whenOpen<void>((state) => {
      if (state.removal.status !== 'idle') return;
      state.removal = { ...idleRemoval, status: 'counting', scope: 'all' };
    }),
    /** no photo at all: nothing to confirm (the saga says so) */
    removeAllCounted: whenOpen<{ count: number }>((state, { count }) => {
      if (state.removal.status !== 'counting') return;
      state.removal = count > 0 ? { ...state.removal, status: 'confirming', count } : idleRemoval;
    }),
    removeConfirmed: whenOpen<void>((state) => {
      if (state.removal.status === 'confirming') state.removal.status = 'removing';
    }),
    removeCancelled: whenOpen<void>((state) => {
      if (state.removal.status === 'confirming') state.removal = idleRemoval;
    }),
    removed: whenOpen<{ removed: number }>((state, { removed }) => {
      if (state.removal.status !== 'removing') return;
      const { list } = state;
      // with "has a photo" searched, the people whose photo went leave the list: a page past
      // its new end steps back to the last page
      if (list.filters.hasPhoto === 1) {
        const left = state.removal.scope === 'all' ? 0 : Math.max(0, list.total - removed);
        list.pageIndex = Math.min(list.pageIndex, pageCountOf(left, list.pageSize));
      }
      list.checked = state.removal.scope === 'all' ? [] : list.checked.filter((id) => !state.removal.ids.includes(id));
      state.removal = idleRemoval;
      reload(list);
    }),
    /** the saga shows the problem; the notice closes */
    removeFailed: whenOpen<{ problem: Problem }>((state) => {
      if (state.removal.status === 'removing' || state.removal.status === 'counting') state.removal = idleRemoval;
    }),
    // ---- settings
    configOpened: whenOpen<void>((state) => {
      if (state.config.status === 'closed') state.config = { ...closedConfig(), status: 'loading' };
    }),
    configLoaded: whenOpen<{ config: PhotoConfig }>((state, { config }) => {
      if (state.config.status === 'loading') state.config = { status: 'editing', values: draftOf(config), errors: {} };
    }),
    /** the saga shows the problem; there is nothing to edit */
    configLoadFailed: whenOpen<{ problem: Problem }>((state) => {
      if (state.config.status === 'loading') state.config = closedConfig();
    }),
    configChanged: whenOpen<{ field: ConfigField; value: string | string[] }>((state, { field, value }) => {
      const { config } = state;
      if (config.status !== 'editing') return;
      if (field === 'formats') config.values.formats = (Array.isArray(value) ? value : [value]).filter((v): v is 'jpeg' | 'png' => v === 'jpeg' || v === 'png');
      else config.values[field] = String(value);
      delete config.errors[field];
    }),
    configSubmitted: whenOpen<void>((state) => {
      if (state.config.status === 'editing') state.config.status = 'saving';
    }),
    /** the console's checks or the server's 9009 reasons, beside their fields */
    configRejected: whenOpen<{ errors: Partial<Record<ConfigField, Message>> }>((state, { errors }) => {
      if (state.config.status !== 'saving') return;
      state.config.status = 'editing';
      state.config.errors = errors;
    }),
    configSaved: whenOpen<{ config: PhotoConfig }>((state) => {
      if (state.config.status === 'saving') state.config = closedConfig();
    }),
    /** the saga shows the problem; the form stays for another try */
    configSaveFailed: whenOpen<{ problem: Problem }>((state) => {
      if (state.config.status === 'saving') state.config.status = 'editing';
    }),
    configClosed: whenOpen<void>((state) => {
      // not while the save is out: its answer decides
      if (state.config.status !== 'saving') state.config = closedConfig();
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(photoImportFinished, (state, action) => {
      if (state.opened && action.payload.identity === state.identity) reload(state.list);
    });
    builder.addCase(signedOut, () => initialPhotosState());
  },
});

export const {
  screenOpened,
  screenLeft,
  identityChosen,
  filterChanged,
  filtersSubmitted,
  filtersReset,
  pageChanged,
  pageSizeChanged,
  listLoaded,
  listFailed,
  checkedChanged,
  previewOpened,
  previewClosed,
  removeClicked,
  removeAllClicked,
  removeAllCounted,
  removeConfirmed,
  removeCancelled,
  removed,
  removeFailed,
  configOpened,
  configLoaded,
  configLoadFailed,
  configChanged,
  configSubmitted,
  configRejected,
  configSaved,
  configSaveFailed,
  configClosed,
} = photosSlice.actions;

/** Every event after which the list may be read again (the saga reads it when 'loading'). */
export const LIST_RELOADING_EVENTS: string[] = [
  identityChosen.type,
  filtersSubmitted.type,
  filtersReset.type,
  pageChanged.type,
  pageSizeChanged.type,
  removed.type,
  photoImportFinished.type,
];

export default photosSlice.reducer;
