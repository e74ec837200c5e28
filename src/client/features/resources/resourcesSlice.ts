// One slice for every resource screen, keyed by resource key. Actions are events that carry the
// key ("resources/pageChanged {key: 'shieldWords', pageIndex: 2}"), and each part of an entry is
// a status machine: an event that makes no sense in the current status is ignored. An event
// for a key whose screen was never opened is ignored too.
//
// Whenever the list must be read again, the reducer sets status 'loading'; the saga reads
// whatever a 'loading' entry asks for, so the reducer alone decides when a call happens.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { ResourceRow, resourceByKey } from '../../../shared/resources';
import { normalisePaging, Problem } from '../../widgets/pagedTable/pagedQuery';
import {
  FieldErrors, FieldValue, FieldValues, ResourceState, ResourcesState, closedForm, defaultValues, idleRemoval,
  initialResourceState, valuesOfRow,
} from './resourceState';

type Keyed<T = object> = PayloadAction<{ key: string } & T>;

/** Runs `change` on the entry of the action's key, when that screen has been opened. */
const onEntry =
  <T>(change: (entry: ResourceState, payload: { key: string } & T) => void) =>
  (state: ResourcesState, action: Keyed<T>) => {
    const entry = state[action.payload.key];
    if (entry) change(entry, action.payload);
  };

const reload = (entry: ResourceState) => {
  entry.status = 'loading';
  entry.problem = null;
};

const resourcesSlice = createSlice({
  name: 'resources',
  initialState: {} as ResourcesState,
  reducers: {
    screenOpened(state, action: Keyed) {
      // Every visit starts from a fresh search on page 1 (document 002 §2 clears stored search
      // parameters before each navigation); only the option lists are kept, so labels do not
      // flicker while they are read again.
      const lookups = state[action.payload.key]?.lookups ?? {};
      const entry = (state[action.payload.key] = { ...initialResourceState(), lookups });
      reload(entry);
    },
    filterChanged: onEntry<{ name: string; value: FieldValue }>((entry, { name, value }) => {
      entry.filterDraft[name] = value;
    }),
    filtersSubmitted: onEntry<{ filters: FieldValues }>((entry, { filters }) => {
      entry.filterDraft = filters;
      entry.filters = filters;
      entry.pageIndex = 1;
      reload(entry);
    }),
    filtersReset: onEntry((entry) => {
      entry.filterDraft = {};
      entry.filters = {};
      entry.pageIndex = 1;
      reload(entry);
    }),
    pageChanged: onEntry<{ pageIndex: number }>((entry, { pageIndex }) => {
      entry.pageIndex = normalisePaging({ pageIndex, pageSize: entry.pageSize }).pageIndex;
      reload(entry);
    }),
    pageSizeChanged: onEntry<{ pageSize: number }>((entry, { pageSize }) => {
      entry.pageSize = normalisePaging({ pageIndex: 1, pageSize }).pageSize;
      entry.pageIndex = 1;
      reload(entry);
    }),
    listLoaded: onEntry<{ rows: ResourceRow[]; total: number }>((entry, { rows, total }) => {
      if (entry.status !== 'loading') return;
      entry.rows = rows;
      entry.total = total;
      entry.status = 'ready';
      entry.selected = [];
    }),
    listFailed: onEntry<{ problem: Problem }>((entry, { problem }) => {
      if (entry.status !== 'loading') return;
      // document 002 §8: on a grid failure, rows and total are emptied
      entry.rows = [];
      entry.total = 0;
      entry.status = 'failed';
      entry.problem = problem;
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
      if (entry.form.status !== 'closed' || !def) return;
      entry.form = { status: 'editing', mode: 'add', id: null, values: defaultValues(def), errors: {} };
    }),
    editClicked: onEntry<{ id: number }>((entry, { key, id }) => {
      const def = resourceByKey(key);
      const row = entry.rows.find((r) => r.id === id);
      if (entry.form.status !== 'closed' || !def || !row) return;
      entry.form = { status: 'editing', mode: 'edit', id, values: valuesOfRow(def, row), errors: {} };
    }),
    formChanged: onEntry<{ name: string; value: FieldValue }>((entry, { name, value }) => {
      if (entry.form.status !== 'editing') return;
      entry.form.values[name] = value;
      delete entry.form.errors[name];
    }),
    formSubmitted: onEntry((entry) => {
      if (entry.form.status === 'editing') entry.form.status = 'submitting';
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
    saved: onEntry<{ id: number | null }>((entry) => {
      if (entry.form.status !== 'submitting') return;
      entry.form = closedForm;
      reload(entry);
    }),
    formClosed: onEntry((entry) => {
      // While the call runs the dialog stays, so its outcome has somewhere to show.
      if (entry.form.status === 'editing') entry.form = closedForm;
    }),
    removeClicked: onEntry<{ ids: number[]; name: string }>((entry, { ids, name }) => {
      if (entry.removal.status !== 'idle' || ids.length === 0) return;
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
    removeFailed: onEntry<{ problem: Problem }>((entry) => {
      if (entry.removal.status === 'removing') entry.removal = idleRemoval;
    }),
  },
});

export const {
  screenOpened, filterChanged, filtersSubmitted, filtersReset, pageChanged, pageSizeChanged, listLoaded, listFailed,
  lookupsLoaded, lookupsFailed, selectionChanged, addClicked, editClicked, formChanged, formSubmitted, formRejected,
  saveFailed, saved, formClosed, removeClicked, removeConfirmed, removeCancelled, removed, removeFailed,
} = resourcesSlice.actions;

/** Every event after which the list is read again (when the slice accepted it). */
export const LIST_RELOADING_EVENTS = [
  screenOpened.type, filtersSubmitted.type, filtersReset.type, pageChanged.type, pageSizeChanged.type, saved.type, removed.type,
];

export default resourcesSlice.reducer;
