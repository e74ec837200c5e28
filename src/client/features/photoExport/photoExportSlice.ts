// The photo export's slice: the status machine of state.ts. Actions are events in the past tense
// ("photoExport/namingRuleChanged {namingRule: 2}"); each reducer ignores an event that makes no
// sense in the current status, and the saga reads the status first, so an ignored event causes
// no call. The intents made with createAction change no state: the saga decides what they do.
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { DataRange, ExportProgress } from '../../../shared/exports/api';
import type { PhotoExportCount } from '../../../shared/photos/api';
import { defaultExportNamingRule, EXPORT_NAMING_RULES, FORMAT_RULES, FormatRule, NamingRule } from '../../../shared/photos/naming';
import { signedOut } from '../session';
import { jobProgressedOf, jobReducers, startReducers } from '../exports/jobParts';
import { jobProgressed } from '../../lib/jobFollow';
import { canClose, canStart, FORM_STATUSES, initialPhotoExportState, ListSearch, MissingListState, PhotoExportState as S, PhotoFormErrors } from './state';
import { fileNameError } from './validation';
import { Message } from '../../lib/problem';

type Keyed<T = object> = PayloadAction<{ redisKey: string } & T>;
type Counted = { dataRange: DataRange; namingRule: NamingRule };

const isFormOpen = (state: S) => FORM_STATUSES.includes(state.status);
const missingOf = (state: S, redisKey: string): MissingListState | null =>
  state.status === 'notice' && state.missing?.redisKey === redisKey ? state.missing : null;

/** A new range or naming rule is counted first (document 001 §4). */
function recount(state: S) {
  const { dataRange, namingRule } = state.form;
  state.count = { status: 'counting', dataRange, namingRule, result: null, problem: null };
  state.message = null;
}

const isCounting = (state: S, p: Counted) =>
  isFormOpen(state) && state.count.status === 'counting' && state.count.dataRange === p.dataRange && state.count.namingRule === p.namingRule;

const photoExportSlice = createSlice({
  name: 'photoExport',
  initialState: initialPhotoExportState,
  reducers: {
    /** The button of a list: the default file name, the list's search, the identity's default
     *  naming rule (document 001 §9) and format. */
    opened(state, action: PayloadAction<{ identity: Identity; fileName: string; search: ListSearch; checked?: number[] }>) {
      if (state.status !== 'closed') return;
      const { identity, fileName, search, checked } = action.payload;
      const namingRule = defaultExportNamingRule(identity);
      Object.assign(state, initialPhotoExportState, {
        status: 'editing',
        identity,
        search,
        checked: checked ?? null,
        form: { ...initialPhotoExportState.form, fileName, namingRule },
        count: { ...initialPhotoExportState.count, namingRule },
      });
    },
    fileNameChanged(state, action: PayloadAction<{ fileName: string }>) {
      if (state.status !== 'editing') return;
      state.form.fileName = action.payload.fileName;
      // a message already shown is checked again as the name is corrected
      if (state.errors.fileName) {
        const error = fileNameError(state.form.fileName);
        if (error) state.errors.fileName = error;
        else delete state.errors.fileName;
      }
    },
    /** The checked rows (range 3) are the bulk export's; the view offers range 3 only when some are. */
    rangeChanged(state, action: PayloadAction<{ dataRange: DataRange }>) {
      if (state.status !== 'editing' || action.payload.dataRange === state.form.dataRange) return;
      state.form.dataRange = action.payload.dataRange;
      recount(state);
    },
    /** Only the identity's export rules (document 001 §9). */
    namingRuleChanged(state, action: PayloadAction<{ namingRule: NamingRule }>) {
      const { namingRule } = action.payload;
      if (state.status !== 'editing' || !state.identity || namingRule === state.form.namingRule) return;
      if (!EXPORT_NAMING_RULES[state.identity].some((r) => r.value === namingRule)) return;
      state.form.namingRule = namingRule;
      recount(state);
    },
    formatChanged(state, action: PayloadAction<{ formatRule: FormatRule }>) {
      if (state.status !== 'editing' || !FORMAT_RULES.includes(action.payload.formatRule)) return;
      state.form.formatRule = action.payload.formatRule;
    },
    countLoaded(state, action: PayloadAction<Counted & { count: PhotoExportCount }>) {
      if (!isCounting(state, action.payload)) return;
      state.count = { ...state.count, status: 'counted', result: action.payload.count, problem: null };
    },
    countFailed(state, action: PayloadAction<Counted & { problem: Message }>) {
      if (!isCounting(state, action.payload)) return;
      state.count = { ...state.count, status: 'failed', result: null, problem: action.payload.problem };
    },
    formRejected(state, action: PayloadAction<{ errors: PhotoFormErrors }>) {
      if (state.status === 'editing') state.errors = action.payload.errors;
    },
    /** The form passed its rule and the count allows it: the check call goes out first. */
    checkAccepted(state) {
      if (!canStart(state)) return;
      state.status = 'checking';
      state.errors = {};
      state.message = null;
    },
    /** The check answered null (nobody lacks the identifier): the export proceeds directly. */
    checkPassed(state) {
      if (state.status === 'checking') state.status = 'starting';
    },
    /** The check found people lacking the identifier: the notice opens and their list is polled. */
    missingFound(state, action: Keyed<{ missingIdentifier: number; total: number }>) {
      if (state.status !== 'checking') return;
      const { redisKey, missingIdentifier, total } = action.payload;
      state.status = 'notice';
      state.missing = { redisKey, missingIdentifier, total, progress: null, pollFailed: false, error: null, download: 'idle' };
    },
    /** Status 1002: the message is shown (a toast) and the dialog closes. */
    checkRefused(state, _action: PayloadAction<{ message: Message }>) {
      if (state.status === 'checking') Object.assign(state, initialPhotoExportState);
    },
    /** Any other status (or an answer that is not a check): its message shows in the form. */
    checkFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.status !== 'checking') return;
      state.status = 'editing';
      state.message = action.payload.message;
    },
    missingListPolled(state, action: Keyed<{ progress: ExportProgress }>) {
      const missing = missingOf(state, action.payload.redisKey);
      if (missing) missing.progress = action.payload.progress;
    },
    /** The list is written: its link appears. */
    missingListReady(state, action: Keyed<{ progress: ExportProgress }>) {
      const missing = missingOf(state, action.payload.redisKey);
      if (missing) missing.progress = action.payload.progress;
    },
    /** The list's job ended failed: its errorMsg is shown. */
    missingListFailed(state, action: Keyed<{ message: Message | null }>) {
      const missing = missingOf(state, action.payload.redisKey);
      if (missing) missing.error = action.payload.message ?? { key: 'photoExportUi.missingFailed' };
    },
    /** The list's poll failed (any status but 1000 and 8010, 406 included): the server's msg is shown. */
    missingListPollFailed(state, action: Keyed<{ message: Message | null }>) {
      const missing = missingOf(state, action.payload.redisKey);
      if (!missing) return;
      missing.pollFailed = true;
      missing.error = action.payload.message ?? { key: 'common.operationFailed' };
    },
    missingDownloadStarted(state) {
      if (state.status === 'notice' && state.missing) state.missing.download = 'downloading';
    },
    missingListSaved(state) {
      if (state.status === 'notice' && state.missing) state.missing.download = 'saved';
    },
    missingDownloadFailed(state, _action: PayloadAction<{ message: Message }>) {
      if (state.status === 'notice' && state.missing) state.missing.download = 'failed';
    },
    /** 'Continue the export' on the notice: the start call goes out. */
    continued(state) {
      if (state.status !== 'notice') return;
      state.status = 'starting';
      state.missing = null;
    },
    // started, startRefused, startFailed: the bulk export's
    ...startReducers(initialPhotoExportState),
    ...jobReducers,
    /** The user closed a dialog (the form, the notice's cancel, the progress); the saga ends
     *  and says `cancelled`. */
    closed(state) {
      if (canClose(state.status)) state.status = 'closed';
    },
    /** The saga ended early (closed or signed out); `redisKey` names the zip's job and
     *  `missingListKey` the check's list it left running, which the server is told to stop. */
    cancelled(_state, _action: PayloadAction<{ redisKey: string | null; missingListKey: string | null }>) {
      return initialPhotoExportState;
    },
  },
  extraReducers: (builder) => {
    // Nothing of one administrator's export stays for the next one to see.
    builder.addCase(signedOut, () => initialPhotoExportState);
    // the zip's progress, from the follow saga the job centre shares (lib/jobFollow)
    builder.addCase(jobProgressed, jobProgressedOf('photoExport'));
  },
});

/** The export button of the form: the saga checks the rule, then asks the check. */
export const startClicked = createAction('photoExport/startClicked');
/** The download link of the progress dialog: the zip is fetched again. */
export const downloadRequested = createAction('photoExport/downloadRequested');
/** The notice's link: the list of people lacking the identifier is fetched and saved. */
export const missingDownloadRequested = createAction('photoExport/missingDownloadRequested');
/** The export was continued while the check's list was still being written: nobody can fetch it
 *  any more, so the server is told to stop it. */
export const missingListAbandoned = createAction<{ redisKey: string }>('photoExport/missingListAbandoned');

export const {
  opened,
  fileNameChanged,
  rangeChanged,
  namingRuleChanged,
  formatChanged,
  countLoaded,
  countFailed,
  formRejected,
  checkAccepted,
  checkPassed,
  missingFound,
  checkRefused,
  checkFailed,
  missingListPolled,
  missingListReady,
  missingListFailed,
  missingListPollFailed,
  missingDownloadStarted,
  missingListSaved,
  missingDownloadFailed,
  continued,
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
} = photoExportSlice.actions;

export default photoExportSlice.reducer;
