// Messages between the parse worker and the thread that imports. The worker sends rows in
// batches and stops after `credit` unacknowledged batches, so a slow database never makes it
// pile the whole file up in memory.
export interface SheetRow {
  /** 1-based row number in the sheet, as the administrator sees it in Excel */
  n: number;
  cells: string[];
}

export type ParseProblem = 'corrupt' | 'empty' | 'tooManyRows' | 'tooManyColumns';

export interface ParseJob {
  path: string;
  kind: 'xlsx' | 'xls';
  /** rows after this many data rows make the file refused */
  maxRows: number;
  maxColumns: number;
  batchSize: number;
  /** batches the worker may send before it waits for an ack */
  credit: number;
  /** stop after this row number (for previews); 0 = no limit */
  lastRow: number;
}

export type FromWorker =
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'end'; rows: number; lastRow: number }
  | { type: 'error'; problem: ParseProblem; detail?: string };

/** ack: one more batch may be sent; job: a warm worker's next read */
export type ToWorker = { type: 'ack' } | { type: 'job'; job: ParseJob };

export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_COLUMNS = 200;
