// The photo export's state: one status machine for its three dialogs — the form, the notice of
// people lacking the naming identifier, the progress — and the jobs behind them (document 001
// §4 "Photo export"). Plain data only, so an action log replays. The rows checked on a list are
// the bulk export's (state.export.checked), read through its public selector.
//
//   closed ──opened──> editing ──checkAccepted──> checking (the check call is out)
//   checking ──checkPassed (null: nobody lacks the identifier)──> starting
//   checking ──missingFound {redisKey}──> notice (the list is polled every 3 s)
//   checking ──checkRefused (1002)──> closed          checking ──checkFailed (other)──> editing
//   notice ──continued──> starting                   notice ──closed (cancel)──> closed
//   starting ──started (1000)──> running   starting ──startRefused (1002)──> closed
//   starting ──startFailed (other)──> editing (message shown)
//   running ──exportFinished──> finished (the zip is downloaded; the link stays)
//   running ──jobFailed | pollFailed──> failed (title 'export failed')
//   editing | notice | running | finished | failed ──closed──> (the saga ends) ──cancelled──> closed
//   checking and starting ignore closed: the call out decides first.
import type { Identity } from '../../../shared/domain/people';
import type { DataRange, ExportProgress } from '../../../shared/exports/api';
import { DEFAULT_FORMAT_RULE, FormatRule, NamingRule } from '../../../shared/photos/naming';
import type { PhotoExportCount } from '../../../shared/photos/api';
import { initialJob, type DownloadStatus, type JobState, type ListSearch } from '../exports/jobParts';
import type { Message } from '../../lib/problem';

export type { DownloadStatus, JobState, ListSearch };
export { initialJob };

export type PhotoExportStatus = 'closed' | 'editing' | 'checking' | 'notice' | 'starting' | 'running' | 'finished' | 'failed';

export interface PhotoExportForm {
  fileName: string;
  dataRange: DataRange;
  namingRule: NamingRule;
  formatRule: FormatRule;
}

/** Field → catalogue key of its message (document 001 §5). */
export type PhotoFormErrors = Partial<Record<'fileName', string>>;

/** The count of one range under one naming rule (the missing identifiers depend on the rule). */
export interface PhotoCountState {
  status: 'counting' | 'counted' | 'failed';
  dataRange: DataRange;
  namingRule: NamingRule;
  result: PhotoExportCount | null;
  problem: Message | null;
}

/** The list of people lacking the identifier, written by the check's job and polled. */
export interface MissingListState {
  redisKey: string;
  missingIdentifier: number;
  total: number;
  progress: ExportProgress | null;
  /** the poll itself failed (the job may still run) */
  pollFailed: boolean;
  /** the job's errorMsg or the failed poll's msg */
  error: Message | null;
  download: DownloadStatus;
}

export interface PhotoExportState {
  status: PhotoExportStatus;
  identity: Identity | null;
  search: ListSearch;
  /** the rows checked on the screen the dialog was opened from, when it keeps its own (the photo
   *  screen); null: the people list's, as the bulk export keeps them */
  checked: number[] | null;
  form: PhotoExportForm;
  errors: PhotoFormErrors;
  count: PhotoCountState;
  /** a check or start answered with a status other than 1000 and 1002, shown in the form */
  message: Message | null;
  missing: MissingListState | null;
  job: JobState;
}

export const initialPhotoExportState: PhotoExportState = {
  status: 'closed',
  identity: null,
  search: { formInline: {} },
  checked: null,
  form: { fileName: '', dataRange: 1, namingRule: 3, formatRule: DEFAULT_FORMAT_RULE },
  errors: {},
  count: { status: 'counting', dataRange: 1, namingRule: 3, result: null, problem: null },
  message: null,
  missing: null,
  job: initialJob,
};

/** The form shows in these (busy while a call is out). */
export const FORM_STATUSES: readonly PhotoExportStatus[] = ['editing', 'checking', 'starting'];
/** The progress dialog shows in these. */
export const PROGRESS_STATUSES: readonly PhotoExportStatus[] = ['running', 'finished', 'failed'];

/** Closing is refused while the check or the start call is out; the slice and the saga both ask. */
export const canClose = (status: PhotoExportStatus): boolean => status !== 'closed' && status !== 'checking' && status !== 'starting';

/** The count is the one of the chosen range and naming rule. */
export const countIsCurrent = (s: Pick<PhotoExportState, 'count' | 'form'>): boolean =>
  s.count.dataRange === s.form.dataRange && s.count.namingRule === s.form.namingRule;

/** The export button works once the current count is known and its total above 0 (document 001 §5). */
export const canStart = (s: Pick<PhotoExportState, 'status' | 'count' | 'form'>): boolean =>
  s.status === 'editing' && s.count.status === 'counted' && countIsCurrent(s) && (s.count.result?.total ?? 0) > 0;
