// The bulk export's state: the rows checked on each people list, and one status machine for the
// dialog and its job (document 001 §4 "Export"). Plain data only, so an action log replays.
//
//   closed ──opened──> editing ──startAccepted──> starting ──started (1000)──> running
//   editing ──formRejected──> editing (messages shown)      starting ──startRefused (1002)──> closed
//   starting ──startFailed (other)──> editing (message shown, close enabled again)
//   running ──exportFinished──> finished (the file is downloaded; the link stays for a second try)
//   running ──jobFailed | pollFailed──> failed (title 'export failed')
//   editing | running | finished | failed ──closed──> (the saga ends) ──cancelled──> closed
//   starting ignores closed: the start call decides first (document 001 §4: other statuses
//   "enable close").
import type { Identity } from '../../../shared/domain/people';
import type { DataRange, ExportProgress } from '../../../shared/exports/api';
import type { AdvancedSearchRow } from '../../../shared/people/query';
import type { Message } from '../../lib/problem';

export type ExportStatus = 'closed' | 'editing' | 'starting' | 'running' | 'finished' | 'failed';

/** A message to show: a catalogue key (translated when shown) or a server's own words. */

/** One field of the checklist, in the header list's order; the label is the server's. */
export interface ExportField {
  key: string;
  label: string;
}

/** The list's search as it was last submitted, taken when the dialog opens (data range 2) and
 *  the list's order (every range). */
export interface ListSearch {
  formInline: Record<string, string | number>;
  advancedSearch?: AdvancedSearchRow[];
  dataSortStr?: string;
}

/** A collection's export (the source 'resource', opened by resourceOpened): where it starts and
 *  the list's query as the list call sends it (filters and sort). A people export has none. */
export interface ResourceSource {
  /** the collection's key (ResourceDef.key) */
  key: string;
  /** its start call (resourceExportPath) */
  path: string;
  query: Record<string, unknown>;
}

export interface ExportForm {
  fileName: string;
  dataRange: DataRange;
  /** keys of the checked fields */
  fields: string[];
}

/** Field → catalogue key of its message (document 001 §5). */
export type FormErrors = Partial<Record<'fileName' | 'fields', string>>;

export interface HeadersState {
  status: 'loading' | 'loaded' | 'failed';
  list: ExportField[];
  problem: Message | null;
}

export interface CountState {
  status: 'counting' | 'counted' | 'failed';
  /** the range the count is for */
  dataRange: DataRange;
  total: number | null;
  problem: Message | null;
}

export type DownloadStatus = 'idle' | 'downloading' | 'saved' | 'failed';

export interface JobState {
  redisKey: string | null;
  progress: ExportProgress | null;
  /** the polling itself failed (title 'export failed', message 'operation failed') */
  pollFailed: boolean;
  /** the red line: the job's errorMsg or the failed poll's msg */
  error: Message | null;
  errorOpen: boolean;
  download: DownloadStatus;
  /** "keep running in the job centre": idle, or its call is out */
  keep: 'idle' | 'asking';
  /** why the job could not be kept (it ended meanwhile, the call failed) */
  keepError: Message | null;
}

export interface ExportState {
  /** ids checked on each list; kept across pages, cleared when the list is opened again */
  checked: Partial<Record<Identity, number[]>>;
  status: ExportStatus;
  identity: Identity | null;
  /** set for a collection's export, with identity null */
  resource: ResourceSource | null;
  search: ListSearch;
  form: ExportForm;
  errors: FormErrors;
  headers: HeadersState;
  count: CountState;
  /** a start answered with a status other than 1000 and 1002, shown in the form */
  message: Message | null;
  job: JobState;
}

export const initialJob: JobState = {
  redisKey: null,
  progress: null,
  pollFailed: false,
  error: null,
  errorOpen: false,
  download: 'idle',
  keep: 'idle',
  keepError: null,
};

export const closedDialog: Omit<ExportState, 'checked'> = {
  status: 'closed',
  identity: null,
  resource: null,
  search: { formInline: {} },
  form: { fileName: '', dataRange: 1, fields: [] },
  errors: {},
  headers: { status: 'loading', list: [], problem: null },
  count: { status: 'counting', dataRange: 1, total: null, problem: null },
  message: null,
  job: initialJob,
};

export const initialExportState: ExportState = { checked: {}, ...closedDialog };

/** The form dialog shows (and takes input) in these statuses. */
export const FORM_STATUSES: readonly ExportStatus[] = ['editing', 'starting'];
/** The progress dialog shows in these. */
export const PROGRESS_STATUSES: readonly ExportStatus[] = ['running', 'finished', 'failed'];

/** Closing is refused only while the start call is out; the slice and the saga both ask. */
export const canClose = (status: ExportStatus): boolean => status !== 'closed' && status !== 'starting';

/** The export button works once the count for the chosen range is known and above 0. */
export const canStart = (s: Pick<ExportState, 'status' | 'count' | 'form'>): boolean =>
  s.status === 'editing' && s.count.status === 'counted' && s.count.dataRange === s.form.dataRange && (s.count.total ?? 0) > 0;
