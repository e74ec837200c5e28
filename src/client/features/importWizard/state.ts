// The wizard's state: one status machine for the flow (document 000 §4), the step-1 settings,
// the mapping, the running job, and the history tab. Everything here is plain data: the picked
// File stays in the file registry (lib/fileRegistry.ts) and only its ref is kept.
//
//   idle ──uploadStarted──> uploading ──uploadSucceeded──> uploaded ──settingsAccepted──> loadingMapping
//   uploading ──uploadFailed──> idle (file list cleared)        loadingMapping ──mappingLoaded──> mapping
//   mapping ──mappingAccepted──> settings ──importStartRequested──> starting ──importStarted──> running
//   starting ──startRefused──> refused (wizard closed)          running ──importFinished──> finished
//   running ──importFailed──> failed                            running (dry run) ──dryRunFinished──> previewed
//   previewed ──importStartRequested──> starting                any unfinished ──cancelled──> cancelled
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
import type { FileRef } from '../../lib/fileRegistry';
import type {
  BasicInfoChoice,
  CheckFieldEntry,
  DuplicateRule,
  ImportHistoryRow,
  ImportTargetKey,
  ImportTaskStatus,
  MatchField,
  RelationResult,
  UploadResult,
} from '../../../shared/imports';
import type { Message } from '../../lib/problem';

export type WizardStatus =
  | 'idle'
  | 'uploading'
  | 'uploaded'
  | 'loadingMapping'
  | 'mapping'
  | 'settings'
  | 'starting'
  | 'running'
  | 'previewed'
  | 'finished'
  | 'failed'
  | 'refused'
  | 'cancelled';

/** Statuses after which nothing more happens in this opening of the wizard. */
export const TERMINAL_STATUSES: readonly WizardStatus[] = ['finished', 'failed', 'refused', 'cancelled'];
/** Step 1: a file may be picked and the settings changed. */
export const STEP1_STATUSES: readonly WizardStatus[] = ['idle', 'uploading', 'uploaded'];

/** A message to show: a catalogue key (translated when shown, so a language switch re-renders
 *  it) with an optional second line, or a server's msg, already in the user's language. */

export type Step1Field = 'file' | 'headerRow' | 'rule' | 'checkFields' | 'basicInfo';
/** Field → catalogue key of its message (document 000 §5). */
export type Step1Errors = Partial<Record<Step1Field, string>>;

export interface Step1Settings {
  /** as typed: the input may hold anything until it is checked */
  headerRow: string;
  rule: DuplicateRule | null;
  checkFields: string[];
  basicInfo: BasicInfoChoice | null;
}

export interface RunState {
  key: string | null;
  dryRun: boolean;
  progress: ImportTaskStatus | null;
  error: Message | null;
  errorDialogOpen: boolean;
}

export interface UndoState {
  /** the import whose undo is being confirmed or done */
  key: string | null;
  status: 'idle' | 'confirming' | 'undoing';
  result: { key: string; removed: number; restored: number } | null;
  error: Message | null;
}

export interface HistoryState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  rows: ImportHistoryRow[];
  total: number;
  pageIndex: number;
  error: Message | null;
  undo: UndoState;
}

export type WizardTab = 'import' | 'history';

export interface ImportWizardState {
  open: boolean;
  target: ImportTargetKey | null;
  /** a title the opening screen chose; otherwise one is made from the target */
  title: string | null;
  tab: WizardTab;
  status: WizardStatus;
  /** the file being (or last) uploaded */
  file: FileRef | null;
  fileError: Message | null;
  upload: UploadResult | null;
  settings: Step1Settings;
  checkFieldOptions: CheckFieldEntry[];
  checkFieldsError: Message | null;
  errors: Step1Errors;
  /** a failed call of a step (the relation call) */
  stepError: Message | null;
  relation: Pick<RelationResult, 'dbFieldList' | 'excelField' | 'numericColumns'> | null;
  mapping: MatchField[];
  /** required columns left unmatched when continuing was refused */
  missing: string[];
  mappingError: Message | null;
  run: RunState;
  history: HistoryState;
}

/** every list's default (document 002 §2) */
export const HISTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const initialSettings: Step1Settings = { headerRow: '1', rule: null, checkFields: [], basicInfo: null };
export const initialRun: RunState = { key: null, dryRun: false, progress: null, error: null, errorDialogOpen: false };
export const initialUndo: UndoState = { key: null, status: 'idle', result: null, error: null };
export const initialHistory: HistoryState = { status: 'idle', rows: [], total: 0, pageIndex: 1, error: null, undo: initialUndo };

export const initialImportWizardState: ImportWizardState = {
  open: false,
  target: null,
  title: null,
  tab: 'import',
  status: 'idle',
  file: null,
  fileError: null,
  upload: null,
  settings: initialSettings,
  checkFieldOptions: [],
  checkFieldsError: null,
  errors: {},
  stepError: null,
  relation: null,
  mapping: [],
  missing: [],
  mappingError: null,
  run: initialRun,
  history: initialHistory,
};

/** The counts of a finished job, as other features hear them (importFinished). */
export type ImportCounts = Pick<ImportTaskStatus, 'totalNum' | 'newInsertNum' | 'updateNum' | 'jumpNum' | 'failNum' | 'successNum'>;

export const countsOf = (s: ImportTaskStatus): ImportCounts => ({
  totalNum: s.totalNum,
  newInsertNum: s.newInsertNum,
  updateNum: s.updateNum,
  jumpNum: s.jumpNum,
  failNum: s.failNum,
  successNum: s.successNum,
});

/** While a real import starts or runs, the wizard cannot be closed (document 000 §4: the close
 *  button stays disabled until finished); the slice and the saga both ask this. */
export const canClose = (s: Pick<ImportWizardState, 'status' | 'run'>): boolean => !((s.status === 'starting' || s.status === 'running') && !s.run.dryRun);

/** A real import that ended (finished, failed, cancelled) with rows it wrote still there and not
 *  undone yet can be undone (the server says so: ImportHistoryRow.undoable). */
export const canUndo = (row: ImportHistoryRow): boolean => !!row.undoable && !row.dryRun && !row.undoneAt;
