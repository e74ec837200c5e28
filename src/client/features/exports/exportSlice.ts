// The bulk export's slice: the status machine of state.ts. Actions are events in the past tense
// ("export/rangeChanged {dataRange: 2}"); each reducer ignores an event that makes no sense in
// the current status, and the saga reads the status first, so an ignored event causes no call.
// The intents made with createAction change no state: the saga decides what they lead to.
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { DataRange } from '../../../shared/exports/api';
import { peopleListOpened } from '../peopleQuery';
import { signedOut } from '../session';
import { jobProgressedOf, jobReducers, startReducers } from './jobReducers';
import { jobProgressed } from '../../lib/jobFollow';
import {
  closedDialog,
  ExportField,
  ExportState as S,
  FORM_STATUSES,
  FormErrors,
  initialExportState,
  ListSearch,
  ResourceSource,
  canClose,
  canStart,
} from './state';
import { fieldsError, fileNameError } from './validation';
import { Message } from '../../lib/problem';

const isFormOpen = (state: S) => FORM_STATUSES.includes(state.status);

/** A message already shown is checked again as the user corrects the input. */
function recheck(state: S) {
  if (state.errors.fileName) state.errors.fileName = fileNameError(state.form.fileName);
  if (state.errors.fields) state.errors.fields = fieldsError(state.form.fields);
  if (!state.errors.fileName) delete state.errors.fileName;
  if (!state.errors.fields) delete state.errors.fields;
}

const exportSlice = createSlice({
  name: 'export',
  initialState: initialExportState,
  reducers: {
    /** Rows checked on a list's table: ids of every page, kept until the list is opened again. */
    rowSelectionChanged(state, action: PayloadAction<{ identity: Identity; ids: number[] }>) {
      state.checked[action.payload.identity] = [...new Set(action.payload.ids)];
    },
    /** The export button of a list: the default file name and the list's submitted search. */
    opened(state, action: PayloadAction<{ identity: Identity; fileName: string; search: ListSearch }>) {
      if (state.status !== 'closed') return;
      const { identity, fileName, search } = action.payload;
      Object.assign(state, closedDialog, { status: 'editing', identity, search, form: { ...closedDialog.form, fileName } });
    },
    /** A collection's export button: its fields (labels translated, all checked), the list's
     *  query and total (the current search is the range; nothing to load or count). */
    resourceOpened(state, action: PayloadAction<{ resource: ResourceSource; fileName: string; fields: ExportField[]; total: number }>) {
      if (state.status !== 'closed') return;
      const { resource, fileName, fields, total } = action.payload;
      Object.assign(state, closedDialog, {
        status: 'editing',
        resource,
        form: { fileName, dataRange: 2, fields: fields.map((f) => f.key) },
        headers: { status: 'loaded', list: fields, problem: null },
        count: { status: 'counted', dataRange: 2, total, problem: null },
      });
    },
    headersLoaded(state, action: PayloadAction<{ fields: ExportField[] }>) {
      if (!isFormOpen(state) || state.headers.status !== 'loading') return;
      state.headers = { status: 'loaded', list: action.payload.fields, problem: null };
      // every field is checked at first
      state.form.fields = action.payload.fields.map((f) => f.key);
      recheck(state);
    },
    headersFailed(state, action: PayloadAction<{ problem: Message }>) {
      if (!isFormOpen(state) || state.headers.status !== 'loading') return;
      state.headers = { status: 'failed', list: [], problem: action.payload.problem };
    },
    fileNameChanged(state, action: PayloadAction<{ fileName: string }>) {
      if (state.status !== 'editing') return;
      state.form.fileName = action.payload.fileName;
      recheck(state);
    },
    /** A new range is counted first (document 001 §4); checked rows need a row checked. */
    rangeChanged(state, action: PayloadAction<{ dataRange: DataRange }>) {
      const { dataRange } = action.payload;
      if (state.status !== 'editing' || state.resource || dataRange === state.form.dataRange) return;
      if (dataRange === 3 && (state.checked[state.identity!] ?? []).length === 0) return;
      state.form.dataRange = dataRange;
      state.count = { status: 'counting', dataRange, total: null, problem: null };
      state.message = null;
    },
    fieldToggled(state, action: PayloadAction<{ key: string }>) {
      if (state.status !== 'editing') return;
      const { key } = action.payload;
      if (!state.headers.list.some((h) => h.key === key)) return;
      const on = state.form.fields.includes(key);
      // kept in the header list's order, which is the file's column order
      state.form.fields = state.headers.list.map((h) => h.key).filter((k) => (k === key ? !on : state.form.fields.includes(k)));
      recheck(state);
    },
    allFieldsToggled(state, action: PayloadAction<{ checked: boolean }>) {
      if (state.status !== 'editing') return;
      state.form.fields = action.payload.checked ? state.headers.list.map((h) => h.key) : [];
      recheck(state);
    },
    countLoaded(state, action: PayloadAction<{ dataRange: DataRange; total: number }>) {
      const { count } = state;
      if (!isFormOpen(state) || count.status !== 'counting' || count.dataRange !== action.payload.dataRange) return;
      state.count = { status: 'counted', dataRange: count.dataRange, total: action.payload.total, problem: null };
    },
    countFailed(state, action: PayloadAction<{ dataRange: DataRange; problem: Message }>) {
      const { count } = state;
      if (!isFormOpen(state) || count.status !== 'counting' || count.dataRange !== action.payload.dataRange) return;
      state.count = { status: 'failed', dataRange: count.dataRange, total: null, problem: action.payload.problem };
    },
    formRejected(state, action: PayloadAction<{ errors: FormErrors }>) {
      if (state.status !== 'editing') return;
      state.errors = action.payload.errors;
    },
    /** The form passed its rules and the count allows it: the start call goes out. */
    startAccepted(state) {
      if (!canStart(state)) return;
      state.status = 'starting';
      state.errors = {};
      state.message = null;
    },
    // started, startRefused (the checked rows stay), startFailed
    ...startReducers(closedDialog),
    ...jobReducers,
    /** The user closed the form or the progress dialog; the saga ends and says `cancelled`. */
    closed(state) {
      if (!canClose(state.status)) return;
      state.status = 'closed';
    },
    /** The export's saga ended early (closed or signed out); `redisKey` names a job it left
     *  running, which the server is told to stop. */
    cancelled(state, _action: PayloadAction<{ redisKey: string | null }>) {
      Object.assign(state, closedDialog);
    },
  },
  extraReducers: (builder) => {
    // A list opened afresh starts with nothing checked (its search and page start afresh too).
    builder.addCase(peopleListOpened, (state, action) => {
      delete state.checked[action.payload.identity];
    });
    // Nothing of one administrator's export stays for the next one to see.
    builder.addCase(signedOut, () => initialExportState);
    // the job's progress, from the follow saga the job centre shares (lib/jobFollow)
    builder.addCase(jobProgressed, jobProgressedOf('export'));
  },
});

/** The export button of the form: the saga checks the rules, then starts. */
export const startClicked = createAction('export/startClicked');
/** The download link of the progress dialog: the file is fetched again. */
export const downloadRequested = createAction('export/downloadRequested');

export const {
  rowSelectionChanged,
  opened,
  resourceOpened,
  headersLoaded,
  headersFailed,
  fileNameChanged,
  rangeChanged,
  fieldToggled,
  allFieldsToggled,
  countLoaded,
  countFailed,
  formRejected,
  startAccepted,
  started,
  startRefused,
  startFailed,
  exportFinished,
  jobFailed,
  pollFailed,
  downloadStarted,
  fileSaved,
  downloadFailed,
  errorInfoOpened,
  errorInfoClosed,
  keepRunningClicked,
  keepRunningFailed,
  closed,
  cancelled,
} = exportSlice.actions;

export default exportSlice.reducer;
