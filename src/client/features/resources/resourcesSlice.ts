// One slice for every resource screen, keyed by resource key. Actions are events that carry the
// key ("resources/pageChanged {key: 'shieldWords', pageIndex: 2}"), and each part of an entry is
// a status machine: an event that makes no sense in the current status is ignored. An event
// for a key whose screen was never opened is ignored too.
//
// Whenever the list must be read again, the reducer sets status 'loading'; the saga reads
// whatever a 'loading' entry asks for, so the reducer alone decides when a call happens.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { ResourceRow, resourceByKey } from '../../../shared/resources';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../shared/resources/files';
import { imageUrlOf } from '../../api/collections';
import { pagedList } from '../../lib/pagedList';
import { filteredList } from '../../lib/filteredList';
import {
  FieldErrors,
  FieldValue,
  FieldValues,
  ResourceState,
  ResourcesState,
  UploadState,
  closedDetail,
  closedForm,
  defaultValues,
  idleAction,
  idleRemoval,
  idleCell,
  idleReorder,
  initialResourceState,
  valuesOfRow,
} from './resourceState';
import { canReorder, nextSort, writable } from './resourceAbilities';
import { Problem } from '../../lib/problem';

type Keyed<T = object> = PayloadAction<{ key: string } & T>;

/** Runs `change` on the entry of the action's key, when that screen has been opened. */
const onEntry =
  <T>(change: (entry: ResourceState, payload: { key: string } & T) => void) =>
  (state: ResourcesState, action: Keyed<T>) => {
    const entry = state[action.payload.key];
    if (entry) change(entry, action.payload);
  };

const { reload } = pagedList;

const resourcesSlice = createSlice({
  name: 'resources',
  initialState: {} as ResourcesState,
  reducers: {
    screenOpened(state, action: Keyed<{ filters?: FieldValues }>) {
      // Every visit starts from a fresh search on page 1 (document 002 §2 clears stored search
      // parameters before each navigation), or from the filters its link names
      // (filtersFromQuery); only the option lists are kept, so labels do not flicker while they
      // are read again.
      const lookups = state[action.payload.key]?.lookups ?? {};
      const entry = (state[action.payload.key] = { ...initialResourceState(), lookups });
      if (action.payload.filters) {
        entry.filters = { ...action.payload.filters };
        entry.filterDraft = { ...action.payload.filters };
      }
      reload(entry);
    },
    filterChanged: onEntry<{ name: string; value: FieldValue }>((entry, { name, value }) => {
      entry.filterDraft[name] = value;
    }),
    filtersSubmitted: onEntry<{ filters: FieldValues }>((entry, { filters }) => filteredList.submitted(entry, filters)),
    filtersReset: onEntry((entry) => filteredList.reset(entry)),
    pageChanged: onEntry<{ pageIndex: number }>((entry, { pageIndex }) => {
      pagedList.toPage(entry, pageIndex);
    }),
    pageSizeChanged: onEntry<{ pageSize: number }>((entry, { pageSize }) => {
      pagedList.toPageSize(entry, pageSize);
    }),
    listLoaded: onEntry<{ rows: ResourceRow[]; total: number }>((entry, { rows, total }) => {
      if (entry.status !== 'loading') return;
      pagedList.loaded(entry, rows, total);
      entry.selected = [];
    }),
    listFailed: onEntry<{ problem: Problem }>((entry, { problem }) => {
      if (entry.status !== 'loading') return;
      pagedList.failed(entry, problem);
      entry.selected = [];
    }),
    lookupsLoaded: onEntry<{ lookups: Record<string, unknown[]> }>((entry, { lookups }) => {
      entry.lookups = { ...entry.lookups, ...lookups };
    }),
    /** recorded for the log; the saga shows the toast, the state keeps older lookups */
    lookupsFailed: onEntry<{ problem: Problem }>(() => undefined),
    selectionChanged: onEntry<{ ids: number[] }>((entry, { ids }) => {
      entry.selected = ids.filter((id) => entry.rows.some((r) => r.id === id));
    }),
    addClicked: onEntry((entry, { key }) => {
      const def = resourceByKey(key);
      if (entry.form.status !== 'closed' || !def || !writable(def).add) return;
      entry.form = { ...closedForm, status: 'editing', mode: 'add', values: defaultValues(def) };
    }),
    editClicked: onEntry<{ id: number }>((entry, { key, id }) => {
      const def = resourceByKey(key);
      const row = entry.rows.find((r) => r.id === id);
      if (entry.form.status !== 'closed' || !def || !row || !writable(def).edit) return;
      const previews = Object.fromEntries(
        def.fields.filter((f) => f.type === 'image' && imageUrlOf(row, f.name)).map((f) => [f.name, imageUrlOf(row, f.name)]),
      );
      entry.form = { ...closedForm, status: 'editing', mode: 'edit', id, values: valuesOfRow(def, row), previews };
    }),
    formChanged: onEntry<{ name: string; value: FieldValue }>((entry, { name, value }) => {
      if (entry.form.status !== 'editing') return;
      entry.form.values[name] = value;
      entry.form.dirty = true;
      delete entry.form.errors[name];
      // a check answered about the address as it was
      delete entry.form.urlChecks[name];
    }),
    /** the url field's check asked for: its current address goes to baseService/checkURL */
    urlCheckClicked: onEntry<{ field: string }>((entry, { field }) => {
      const url = entry.form.values[field];
      if (entry.form.status !== 'editing' || typeof url !== 'string' || !url.trim()) return;
      entry.form.urlChecks[field] = { status: 'checking', url: url.trim() };
    }),
    urlChecked: onEntry<{ field: string; url: string; usable: boolean; text?: string; messageKey?: string }>(
      (entry, { field, url, usable, text, messageKey }) => {
        const check = entry.form.urlChecks[field];
        if (!check || check.status !== 'checking' || check.url !== url) return;
        entry.form.urlChecks[field] = { status: usable ? 'usable' : 'refused', url, text, messageKey };
      },
    ),
    formSubmitted: onEntry((entry) => {
      // an image still uploading has no file id yet: saving now would lose it
      const uploading = Object.values(entry.form.uploads).some((u) => u.status === 'uploading');
      if (entry.form.status === 'editing' && !uploading) entry.form.status = 'submitting';
    }),
    /** an image picked for a field (the File is in lib/fileRegistry under file.id) */
    imagePicked: onEntry<{ field: string; file: { id: string; name: string; type: string; size: number } }>((entry, { field, file }) => {
      if (entry.form.status !== 'editing') return;
      // the server judges the bytes and applies the school's published limit; these checks only
      // spare an upload bound to be refused (over the ceiling, whatever is published)
      const refusal = !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
        ? 'resourceUi.imageNotImage'
        : file.size > IMAGE_MAX_BYTES
          ? 'resourceUi.imageTooLarge'
          : null;
      const upload: UploadState = refusal
        ? { status: 'failed', fileId: file.id, fileName: file.name, error: { key: refusal } }
        : { status: 'uploading', fileId: file.id, fileName: file.name, error: null };
      entry.form.uploads[field] = upload;
      delete entry.form.errors[field];
    }),
    imageUploaded: onEntry<{ field: string; fileId: string; value: string; url: string }>((entry, { field, fileId, value, url }) => {
      const upload = entry.form.uploads[field];
      if (!upload || upload.fileId !== fileId || upload.status !== 'uploading') return;
      delete entry.form.uploads[field];
      entry.form.values[field] = value;
      entry.form.previews[field] = url;
      entry.form.dirty = true;
    }),
    imageRefused: onEntry<{ field: string; fileId: string; error: { text?: string; key?: string } }>((entry, { field, fileId, error }) => {
      const upload = entry.form.uploads[field];
      if (!upload || upload.fileId !== fileId || upload.status !== 'uploading') return;
      entry.form.uploads[field] = { ...upload, status: 'failed', error };
    }),
    imageRemoved: onEntry<{ field: string }>((entry, { field }) => {
      if (entry.form.status !== 'editing') return;
      delete entry.form.uploads[field];
      delete entry.form.previews[field];
      entry.form.values[field] = null;
      entry.form.dirty = true;
    }),
    /** the console's own checks or the server's 9009 found fields to correct */
    formRejected: onEntry<{ errors: FieldErrors }>((entry, { errors }) => {
      if (entry.form.status !== 'submitting') return;
      entry.form.status = 'editing';
      entry.form.errors = errors;
    }),
    /** refused as a whole (1002, a fault, the network): the form stays open to retry */
    saveFailed: onEntry<{ problem: Problem }>((entry) => {
      if (entry.form.status === 'submitting') entry.form.status = 'editing';
    }),
    /** a list cell edited in place (ResourceDef.inlineEdit); one saves at a time */
    cellEdited: onEntry<{ id: number; field: string; value: FieldValue }>((entry, { id, field, value }) => {
      if (entry.cell.status === 'saving') return;
      entry.cell = { status: 'saving', id, field, value };
    }),
    cellSaved: onEntry((entry) => {
      if (entry.cell.status !== 'saving') return;
      entry.cell = idleCell;
      reload(entry);
    }),
    /** refused (9009 naming the field) or failed: the cell shows the stored value again */
    cellRefused: onEntry<{ problem: Problem }>((entry) => {
      entry.cell = idleCell;
    }),
    saved: onEntry<{ id: number | null }>((entry) => {
      if (entry.form.status !== 'submitting') return;
      entry.form = closedForm;
      reload(entry);
    }),
    formClosed: onEntry((entry) => {
      // While the call runs the dialog stays, so its outcome has somewhere to show.
      if (entry.form.status === 'editing') entry.form = closedForm;
    }),
    removeClicked: onEntry<{ ids: number[]; name: string }>((entry, { key, ids, name }) => {
      const def = resourceByKey(key);
      if (entry.removal.status !== 'idle' || ids.length === 0 || !def || !writable(def).remove) return;
      entry.removal = { status: 'confirming', ids, name };
    }),
    removeConfirmed: onEntry((entry) => {
      if (entry.removal.status === 'confirming') entry.removal.status = 'removing';
    }),
    removeCancelled: onEntry((entry) => {
      if (entry.removal.status === 'confirming') entry.removal = idleRemoval;
    }),
    removed: onEntry<{ ids: number[]; removed: number }>((entry, { ids }) => {
      if (entry.removal.status !== 'removing') return;
      // The last rows of a later page are gone: show the page before instead of an empty one.
      const pageEmptied = entry.rows.length > 0 && entry.rows.every((r) => ids.includes(r.id));
      if (pageEmptied && entry.pageIndex > 1) entry.pageIndex -= 1;
      entry.removal = idleRemoval;
      entry.selected = entry.selected.filter((id) => !ids.includes(id));
      reload(entry);
    }),
    /** refused (removed elsewhere meanwhile, or in use): the list is read again, to show what is there now */
    removeFailed: onEntry<{ problem: Problem }>((entry) => {
      if (entry.removal.status !== 'removing') return;
      entry.removal = idleRemoval;
      reload(entry);
    }),
    /** a column header clicked: ascending, then descending, then the definition's own order */
    sortClicked: onEntry<{ field: string }>((entry, { key, field }) => {
      const def = resourceByKey(key);
      if (!def || !def.fields.some((f) => f.name === field)) return;
      entry.sort = nextSort(entry.sort, field);
      pagedList.toPage(entry, 1);
    }),
    /** a row or batch action's button: batch actions, and row actions with a question, confirm first */
    actionClicked: onEntry<{ action: string; ids: number[]; batch: boolean }>((entry, { key, action, ids, batch }) => {
      const found = resourceByKey(key)?.actions?.find((a) => a.key === action);
      if (entry.action.status !== 'idle' || !found || ids.length === 0 || (batch ? !found.batch : !found.row)) return;
      entry.action = { status: batch || found.confirm ? 'confirming' : 'running', action, ids, batch };
    }),
    actionConfirmed: onEntry((entry) => {
      if (entry.action.status === 'confirming') entry.action.status = 'running';
    }),
    actionCancelled: onEntry((entry) => {
      if (entry.action.status === 'confirming') entry.action = idleAction;
    }),
    actionDone: onEntry<{ action: string; ids: number[] }>((entry) => {
      if (entry.action.status !== 'running') return;
      entry.action = idleAction;
      entry.selected = [];
      reload(entry);
    }),
    actionFailed: onEntry<{ problem: Problem }>((entry) => {
      if (entry.action.status === 'running') entry.action = idleAction;
    }),
    /** a row dragged onto another: it takes that row's place at once (optimistic) */
    rowDropped: onEntry<{ id: number; targetId: number }>((entry, { key, id, targetId }) => {
      const def = resourceByKey(key);
      if (!def || !canReorder(def) || entry.sort || entry.status !== 'ready' || entry.reorder.status !== 'idle' || id === targetId) return;
      const from = entry.rows.findIndex((r) => r.id === id);
      const to = entry.rows.findIndex((r) => r.id === targetId);
      if (from < 0 || to < 0) return;
      entry.reorder = { status: 'saving', previous: entry.rows.map((r) => r.id) };
      const [moved] = entry.rows.splice(from, 1);
      entry.rows.splice(to, 0, moved);
    }),
    orderAdjusted: onEntry((entry) => {
      if (entry.reorder.status !== 'saving') return;
      entry.reorder = idleReorder;
      reload(entry);
    }),
    /** refused: the rows go back to the order they had */
    orderRefused: onEntry<{ problem: Problem }>((entry) => {
      if (entry.reorder.status !== 'saving') return;
      const position = new Map(entry.reorder.previous.map((id, i) => [id, i]));
      entry.rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      entry.reorder = idleReorder;
    }),
    detailOpened: onEntry<{ id: number }>((entry, { key, id }) => {
      if (entry.detail.status !== 'closed' || !resourceByKey(key)?.detailView || !entry.rows.some((r) => r.id === id)) return;
      entry.detail = { ...closedDetail, status: 'loading', id };
    }),
    detailLoaded: onEntry<{ id: number; record: ResourceRow }>((entry, { id, record }) => {
      if (entry.detail.status !== 'loading' || entry.detail.id !== id) return;
      entry.detail = { status: 'ready', id, record, problem: null };
    }),
    detailFailed: onEntry<{ id: number; problem: Problem }>((entry, { id, problem }) => {
      if (entry.detail.status !== 'loading' || entry.detail.id !== id) return;
      entry.detail = { ...entry.detail, status: 'failed', problem };
    }),
    detailClosed: onEntry((entry) => {
      entry.detail = closedDetail;
    }),
  },
});

export const {
  screenOpened,
  filterChanged,
  filtersSubmitted,
  filtersReset,
  pageChanged,
  pageSizeChanged,
  listLoaded,
  listFailed,
  lookupsLoaded,
  lookupsFailed,
  selectionChanged,
  addClicked,
  editClicked,
  formChanged,
  formSubmitted,
  formRejected,
  saveFailed,
  saved,
  cellEdited,
  cellSaved,
  cellRefused,
  formClosed,
  removeClicked,
  removeConfirmed,
  removeCancelled,
  removed,
  removeFailed,
  imagePicked,
  imageUploaded,
  imageRefused,
  imageRemoved,
  urlCheckClicked,
  urlChecked,
  sortClicked,
  actionClicked,
  actionConfirmed,
  actionCancelled,
  actionDone,
  actionFailed,
  rowDropped,
  orderAdjusted,
  orderRefused,
  detailOpened,
  detailLoaded,
  detailFailed,
  detailClosed,
} = resourcesSlice.actions;

/** Every event after which the list is read again (when the slice accepted it). */
export const LIST_RELOADING_EVENTS = [
  screenOpened.type,
  filtersSubmitted.type,
  filtersReset.type,
  pageChanged.type,
  pageSizeChanged.type,
  saved.type,
  cellSaved.type,
  removed.type,
  removeFailed.type,
  sortClicked.type,
  actionDone.type,
  orderAdjusted.type,
];

export default resourcesSlice.reducer;
