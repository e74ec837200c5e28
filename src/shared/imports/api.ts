// The wire contract of the import wizard's calls (document 000 §7: "addresses supplied by the
// embedding screen"; these are ours). Bodies travel wrapped and signed like every call; the
// upload is multipart; the template, error report and original file are downloads.
import { ImportTargetKey } from './targets';
import { DuplicateRule, BasicInfoChoice } from './constants';

export const IMPORT_BASE = '/api/blade-workbench/import';
export const IMPORT_PATHS = {
  /** GET ?target= → xlsx template (a file) */
  template: `${IMPORT_BASE}/template`,
  /** POST multipart: file, tenantId, target, id (optional: a previous upload to replace) */
  upload: `${IMPORT_BASE}/upload`,
  /** POST {tenantId, id, headerLine} → RelationResult */
  relation: `${IMPORT_BASE}/relation`,
  /** POST {tenantId, id} → CheckFieldEntry[] */
  checkFields: `${IMPORT_BASE}/checkFields`,
  /** POST StartImportBody → {redisKey} */
  start: `${IMPORT_BASE}/start`,
  /** POST {tenantId, id, key} → ImportTaskStatus */
  progress: `${IMPORT_BASE}/progress`,
  /** POST {tenantId, key} → 1000 once the job is cancelled (rows already written stay, counted) */
  cancel: `${IMPORT_BASE}/cancel`,
  /** POST {tenantId, errorKey} → xlsx of row, column, value, reason (a file) */
  errors: `${IMPORT_BASE}/errors`,
  /** POST {tenantId, pageIndex, pageSize, target?} → {data: ImportHistoryRow[], total} */
  history: `${IMPORT_BASE}/history`,
  /** POST {tenantId, key} → the uploaded file as it was (a file) */
  original: `${IMPORT_BASE}/original`,
  /** POST {tenantId, key} → {removed, restored}: inserted rows removed, updated rows restored */
  undo: `${IMPORT_BASE}/undo`,
} as const;

export interface UploadResult {
  /** the upload id: the `id` of every later call */
  id: string;
  fileName: string;
  size: number;
  kind: 'xlsx' | 'xls';
  target: ImportTargetKey;
  /** the suggested header row (title rows and merged banners skipped) */
  headerRowSuggestion: number;
  /** the first rows, for the administrator to see what the header row is */
  previewRows: string[][];
}

export interface MatchField {
  column: string;
  /** the chosen file header */
  configure: string;
}

export interface RelationResult {
  matchFieldList: MatchField[];
  dbFieldList: { column: string; columnName: string; is_must: 0 | 1 }[];
  excelField: string[];
  /** the file's headers the automatic pairs leave out: they will not be imported unless mapped */
  unmappedHeaders: string[];
  /**
   * the file's columns holding number cells below the header row (whole sheet): where one is
   * mapped to an identifier, the summary warns before the import starts (leading zeros, and
   * digits past the 15th, are already lost)
   */
  numericColumns: NumericIdentifierColumn[];
}

export interface CheckFieldEntry {
  fieldName: string;
  fieldNote: string;
  isKey: 0 | 1;
}

export interface StartImportBody {
  tenantId?: string;
  id: string;
  headerLine: number;
  ruleNum: DuplicateRule;
  /** comma list of check field names (required unless ruleNum is 3) */
  checkField: string;
  matchFieldList: MatchField[];
  stuInfoHandle?: BasicInfoChoice | null;
  newStuInfoHandle?: BasicInfoChoice | null;
  teacherInfoHandle?: BasicInfoChoice | null;
  /** the import type code 1–6 for organisation targets */
  matrixType?: number | null;
  /** true: count what would happen, write nothing */
  dryRun?: boolean;
}

/**
 * An identifier column whose cells the file held as numbers, not text (a spreadsheet program
 * typed the column as numbers): leading zeros, and digits past the 15th, are lost.
 */
export interface NumericIdentifierColumn {
  /** the file's header */
  column: string;
  /** rows whose cell in this column was a number */
  rows: number;
  /** the first such row and its cell as read */
  example: { row: number; value: string };
}

/** Document 000 §3 "Import task status", plus what our jobs add. */
export interface ImportTaskStatus {
  redisKey: string;
  finished: boolean;
  /** 0..1 */
  finishRate: number;
  failNum: number;
  newInsertNum: number;
  successNum: number;
  updateNum: number;
  jumpNum: number;
  totalNum: number;
  finishNum: number;
  useTimeStr: string;
  tryMathRemainTime: string;
  errorKey: string | null;
  errorMsg: string | null;
  state: 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';
  dryRun: boolean;
  /** identifier columns read from number cells (counted so far), for the administrator to check; absent: none */
  numericCells?: NumericIdentifierColumn[];
  /** dry run: up to 5 updated rows with their values before and after */
  sample?: { row: number; before: Record<string, string | null>; after: Record<string, string | null> }[];
}

export interface ImportHistoryRow {
  key: string;
  target: ImportTargetKey;
  fileName: string;
  userName: string;
  createdAt: string;
  finishedAt: string | null;
  state: ImportTaskStatus['state'];
  dryRun: boolean;
  ruleNum: DuplicateRule;
  mapping: MatchField[];
  totalNum: number;
  newInsertNum: number;
  updateNum: number;
  jumpNum: number;
  failNum: number;
  errorKey: string | null;
  undoneAt: string | null;
  /** true: a finished import none of whose rows is left (removed since): nothing to undo */
  spent?: boolean;
  /** true: a real import that ended (finished, failed, cancelled or stopped by a restart), not
   *  undone, with a row it wrote still there: the history offers its undo */
  undoable?: boolean;
}

/** An import that is no longer queued or running: finished, failed or cancelled. */
export const importEnded = (state: ImportTaskStatus['state']): boolean => state !== 'queued' && state !== 'running';
