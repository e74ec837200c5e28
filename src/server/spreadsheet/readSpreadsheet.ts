// Reads a spreadsheet's first sheet in a worker thread and yields its non-blank rows in
// batches. Breaking out of the loop (or an error) ends the worker.
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { FromWorker, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, ParseJob, ParseProblem, SheetRow } from './protocol';

export class SpreadsheetRefused extends Error {
  constructor(readonly problem: ParseProblem, detail?: string) {
    super(`spreadsheet refused: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'SpreadsheetRefused';
  }
}

const BOOT = path.join(__dirname, 'workerBoot.mjs');
const ENTRY = path.join(__dirname, 'parseWorker.ts');

export async function* readSpreadsheet(file: string, kind: 'xlsx' | 'xls', options: Partial<ParseJob> = {}): AsyncGenerator<SheetRow[]> {
  const job: ParseJob = { path: file, kind, maxRows: MAX_IMPORT_ROWS, maxColumns: MAX_IMPORT_COLUMNS, batchSize: 1000, credit: 4, lastRow: 0, ...options };
  const worker = new Worker(BOOT, { workerData: { entry: ENTRY, job }, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
  const queue: FromWorker[] = [];
  let wake: (() => void) | null = null;
  let crashed: Error | null = null;
  worker.on('message', (m: FromWorker) => { queue.push(m); wake?.(); });
  worker.on('error', (e) => { crashed = e; wake?.(); });
  worker.on('exit', (code) => { if (code !== 0 && !crashed) crashed = new Error(`parse worker exited with ${code}`); wake?.(); });
  try {
    for (;;) {
      while (queue.length === 0 && !crashed) await new Promise<void>((r) => { wake = r; });
      const m = queue.shift();
      if (!m) throw new SpreadsheetRefused('corrupt', (crashed as Error | null)?.message);
      if (m.type === 'error') throw new SpreadsheetRefused(m.problem, m.detail);
      if (m.type === 'end') return;
      yield m.rows;
      worker.postMessage({ type: 'ack' });
    }
  } finally {
    await worker.terminate();
  }
}

/** The first rows of a sheet (for header detection and the mapping step). */
export async function previewSpreadsheet(file: string, kind: 'xlsx' | 'xls', lastRow = 30): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of readSpreadsheet(file, kind, { lastRow, batchSize: lastRow })) rows.push(...batch);
  return rows;
}
