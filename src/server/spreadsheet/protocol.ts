// Messages between the parse worker and the thread that imports. The worker sends rows in
// batches and stops after `credit` unacknowledged batches, so a slow database never makes it
// pile the whole file up in memory. An 'inspect' job (the upload's check) reads the whole sheet
// once and answers its extent and first rows in one message.
export interface SheetRow {
  /** 1-based row number in the sheet, as the administrator sees it in Excel */
  n: number;
  cells: string[];
  /**
   * Only when the job asks for it (ParseJob.markNumeric): 0-based indexes of the cells that were numbers in the file, not text: an
   * identifier typed as a number has lost its leading zeros, and past 15 digits its last ones.
   * A number whose format pads it with zeros ("000000") counts only past 15 digits, since Excel
   * shows the rest as written; dates and booleans never count. Absent when there is none.
   */
  numeric?: number[];
}

/** How many rows of a sheet hold a value, and where they start and end. */
export interface SheetExtent {
  /** rows holding at least one value */
  rows: number;
  /** sheet row numbers of the first and last such row (0 when there is none) */
  firstRow: number;
  lastRow: number;
}

/**
 * Why a file is refused. The limits behind tagTooLong … sharedStringsTooLarge, timeout and
 * outOfMemory are in limits.ts; busy: too many reads at once; cancelled: the caller left.
 */
export type ParseProblem =
  | 'corrupt'
  | 'empty'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'tagTooLong'
  | 'cellTooLong'
  | 'rowTooLarge'
  | 'workbookTooLarge'
  | 'stylesTooLarge'
  | 'sharedStringsTooLarge'
  | 'timeout'
  | 'outOfMemory'
  | 'busy'
  | 'cancelled';

export interface ParseJob {
  path: string;
  kind: 'xlsx' | 'xls';
  /** rows: stream the rows in batches; inspect: answer the extent and the first rows */
  mode: 'rows' | 'inspect';
  /** rows after this many data rows make the file refused */
  maxRows: number;
  maxColumns: number;
  batchSize: number;
  /** batches the worker may send before it waits for an ack */
  credit: number;
  /** stop after this row number (for previews); 0 = no limit */
  lastRow: number;
  /** inspect: how many rows the answer carries, counted from the first row holding a value */
  previewRows: number;
  /** rows: say which cells were numbers (SheetRow.numeric), as an import needs */
  markNumeric: boolean;
  /**
   * rows: a stage run on each row in the worker (rowStages.ts), so the reading thread gets its
   * work done while it writes the previous batch. Absent: rows go out as read.
   */
  stage?: RowStageJob;
}

/** A stage by name (never code from a request) and its data, cloned into the worker once. */
export interface RowStageJob {
  name: 'importRows';
  spec: unknown;
}

/**
 * What a stage makes of one row: `pass` hands it on as read (a header row the reading thread also
 * needs), `staged` is the stage's own result, null drops it.
 */
export type StageOutput = { pass: SheetRow } | { staged: unknown } | null;

/** One column's number cells (as SheetRow.numeric counts them) over a whole sheet. */
export interface NumericColumnTally {
  /** 0-based column index */
  index: number;
  rows: number;
  /** the first such cell: its row and its text */
  example: { row: number; value: string };
}

export interface Inspection {
  extent: SheetExtent;
  /** the first `previewRows` non-blank rows, up to `previewRows` rows below the first value */
  preview: SheetRow[];
  /** the columns holding number cells, by index (an identifier column among them is damaged) */
  numeric: NumericColumnTally[];
}

/**
 * How far a read has come, as the worker measures it: `ms` of working time (its own clock, less
 * the time it waited for the reader to take its rows) and `items` read so far (shared strings and
 * rows), which only grow while the read makes progress.
 */
export interface WorkDone {
  ms: number;
  items: number;
}

export type FromWorker =
  | { type: 'ready' }
  /** sent every HEARTBEAT_MS while a job runs (limits.ts) */
  | { type: 'progress'; work: WorkDone }
  | { type: 'rows'; rows: SheetRow[]; staged?: unknown[]; work: WorkDone }
  | { type: 'end'; rows: number; lastRow: number; work: WorkDone }
  | { type: 'inspected'; inspection: Inspection; work: WorkDone }
  | { type: 'error'; problem: ParseProblem; detail?: string }
  /** a stage refused the file (an i18n key with its parameters, as refusal.ts keeps them) */
  | { type: 'refused'; key: string; params?: Record<string, string | number> };

/** ack: one more batch may be sent; job: the worker's next read */
export type ToWorker = { type: 'ack' } | { type: 'job'; job: ParseJob };

export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_COLUMNS = 200;
