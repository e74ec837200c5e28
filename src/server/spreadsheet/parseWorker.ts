// The worker thread that parses a spreadsheet (our streaming reader for .xlsx, SheetJS for .xls)
// so that parsing never blocks the API's event loop. Started through workerBoot.mjs; it says
// 'ready' once loaded, then reads one file at a time, each job posted to it: 'rows' streams the
// rows in batches, 'inspect' (the upload's check) reads the whole sheet and answers its extent
// and first rows. While a job runs it says every HEARTBEAT_MS how far it has come (its working
// time and what it has read); the thread that posted the job holds the time and memory limits on
// those figures and ends this worker when one is passed.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { numberText, numericCell, dateText, serialToDate } from './cellText';
import { xlsxRows } from './xlsx/sheetRows';
import { SheetRefused } from './xlsx/xml';
import { FromWorker, Inspection, NumericColumnTally, ParseJob, ParseProblem, SheetExtent, SheetRow, ToWorker, WorkDone } from './protocol';
import { HEARTBEAT_MS } from './limits';
import type { ReadTally } from './xlsx/sharedStrings';
import { loadRowStage, RowStage, stageRefusal } from './rowStages';

const port = parentPort!;

/**
 * One read's state: rows waiting to be sent, the batches the reader may still take, and how far
 * it has come (WorkDone): its working time leaves out the waits for the reader to take rows.
 */
class Read {
  credit: number;
  waiting: (() => void) | null = null;
  batch: SheetRow[] = [];
  staged: unknown[] = [];
  count = 0;
  lastRow = 0;
  readonly tally: ReadTally = { items: 0 };
  private readonly started = performance.now();
  private waitedMs = 0;
  private waitingSince: number | null = null;

  /** the job's stage, loaded before the first row */
  stage: RowStage | null = null;

  constructor(readonly job: ParseJob) {
    this.credit = job.credit;
  }

  async emit(row: SheetRow): Promise<boolean> {
    const job = this.job;
    if (job.lastRow && row.n > job.lastRow) return false;
    if (row.cells.length > job.maxColumns) throw new SheetRefused('tooManyColumns');
    this.count += 1;
    if (this.count > job.maxRows) throw new SheetRefused('tooManyRows');
    this.lastRow = row.n;
    const out = this.stage ? this.stage(row) : { pass: row };
    if (out && 'pass' in out) this.batch.push(out.pass);
    else if (out) this.staged.push(out.staged);
    if (this.batch.length + this.staged.length >= job.batchSize) await this.flush();
    return true;
  }

  async flush() {
    if (this.batch.length + this.staged.length === 0) return;
    if (this.credit <= 0) {
      this.waitingSince = performance.now();
      while (this.credit <= 0)
        await new Promise<void>((r) => {
          this.waiting = r;
        });
      this.waitedMs += performance.now() - this.waitingSince;
      this.waitingSince = null;
    }
    this.credit -= 1;
    const work = this.work();
    const msg: FromWorker = this.stage ? { type: 'rows', rows: this.batch, staged: this.staged, work } : { type: 'rows', rows: this.batch, work };
    this.batch = [];
    this.staged = [];
    port.postMessage(msg);
  }

  work(): WorkDone {
    const now = performance.now();
    const waiting = this.waitingSince === null ? 0 : now - this.waitingSince;
    return { ms: Math.round(now - this.started - this.waitedMs - waiting), items: this.tally.items };
  }
}

let current: Read | null = null;
port.on('message', (m: ToWorker) => {
  if (m.type === 'ack' && current) {
    current.credit += 1;
    current.waiting?.();
    current.waiting = null;
  } else if (m.type === 'job') {
    void run(m.job);
  }
});

function trimRow(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1].trim() === '') end -= 1;
  return cells.slice(0, end);
}

/** "000000"-style formats pad whole numbers with zeros, as Excel shows them. */
function zeroPadded(value: unknown, numFmt: string | undefined): string | null {
  if (typeof value === 'number' && numFmt && /^0+$/.test(numFmt) && Number.isInteger(value)) return numberText(value).padStart(numFmt.length, '0');
  return null;
}

async function readXlsx(read: Read) {
  for await (const rows of xlsxRows(read.job.path, read.job.maxColumns, undefined, read.job.markNumeric, read.tally)) {
    for (const row of rows) if (!(await read.emit(row))) return;
  }
}

function sheetjsText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 's' || (cell.t as string) === 'str') return String(cell.v);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return '';
  if (cell.t === 'd') return dateText(cell.v as Date);
  if (cell.t === 'n') {
    const v = cell.v as number;
    if (cell.z && XLSX.SSF.is_date(cell.z)) return dateText(serialToDate(v));
    return zeroPadded(v, typeof cell.z === 'string' ? cell.z : undefined) ?? numberText(v);
  }
  return String(cell.v);
}

/** The indexes of a row's number cells that are not dates (SheetRow.numeric), or null. */
function numericCells(row: (XLSX.CellObject | undefined)[], texts: string[]): number[] | null {
  let numeric: number[] | null = null;
  for (let i = 0; i < row.length; i += 1) {
    const cell = row[i];
    if (cell?.t !== 'n' || texts[i] === '') continue;
    const format = typeof cell.z === 'string' ? cell.z : undefined;
    if (format && XLSX.SSF.is_date(format)) continue;
    if (numericCell(texts[i], !!format && /^0+$/.test(format))) (numeric ??= []).push(i);
  }
  return numeric;
}

/** An .xls's first sheet, read whole by SheetJS, row by row until `each` answers false. */
async function xlsRows(job: ParseJob, lastRow: number, each: (row: SheetRow) => Promise<boolean> | boolean) {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(readFileSync(job.path), {
      type: 'buffer',
      dense: true,
      cellNF: true,
      cellFormula: false,
      cellHTML: false,
      sheetRows: lastRow || job.maxRows + 50,
    });
  } catch {
    throw new SheetRefused('corrupt');
  }
  const ws = wb.Sheets[wb.SheetNames[0]];
  const data = (ws as unknown as { '!data'?: XLSX.CellObject[][] })['!data'] ?? [];
  for (let r = 0; r < data.length; r += 1) {
    const row = data[r] ?? [];
    if (row.length > job.maxColumns) throw new SheetRefused('tooManyColumns');
    const texts = Array.from(row, (c) => sheetjsText(c));
    const cells = trimRow(texts);
    if (!cells.length) continue;
    const sheetRow: SheetRow = { n: r + 1, cells };
    const numeric = job.markNumeric ? numericCells(row, texts) : null;
    if (numeric) sheetRow.numeric = numeric;
    if (!(await each(sheetRow))) return;
  }
}

async function readXls(read: Read) {
  await xlsRows(read.job, read.job.lastRow, (row) => {
    read.tally.items += 1;
    return read.emit(row);
  });
}

/** Counts a row's number cells per column (Inspection.numeric). */
function tallyNumeric(tally: Map<number, NumericColumnTally>, row: SheetRow): void {
  for (const index of row.numeric ?? []) {
    const column = tally.get(index);
    if (column) column.rows += 1;
    else tally.set(index, { index, rows: 1, example: { row: row.n, value: row.cells[index] } });
  }
}

/**
 * The whole sheet once: its extent, its number cells per column, and the first `previewRows`
 * rows from the top down to `previewRows` rows below the first row holding a value (data may
 * start further down, under blank rows). An .xlsx's extent counts rows holding a value element,
 * as the import's progress estimate always did; an .xls's counts the rows SheetJS gives.
 */
async function inspect(job: ParseJob, tally: ReadTally): Promise<Inspection> {
  const preview: SheetRow[] = [];
  const numeric = new Map<number, NumericColumnTally>();
  const take = (row: SheetRow, firstRow: number) => {
    tallyNumeric(numeric, row);
    if (preview.length < job.previewRows && row.n <= Math.max(job.previewRows, firstRow + job.previewRows - 1))
      preview.push(row.numeric ? { n: row.n, cells: row.cells } : row);
  };
  const extent: SheetExtent = { rows: 0, firstRow: 0, lastRow: 0 };
  if (job.kind === 'xls') {
    await xlsRows({ ...job, markNumeric: true }, 0, (row) => {
      tally.items += 1;
      extent.rows += 1;
      if (extent.rows > job.maxRows) throw new SheetRefused('tooManyRows');
      extent.firstRow ||= row.n;
      extent.lastRow = row.n;
      take(row, extent.firstRow);
      return true;
    });
  } else {
    for await (const rows of xlsxRows(job.path, job.maxColumns, extent, true, tally)) {
      for (const row of rows) take(row, extent.firstRow);
      if (extent.rows > job.maxRows) throw new SheetRefused('tooManyRows');
    }
  }
  return { extent, preview, numeric: [...numeric.values()].sort((a, b) => a.index - b.index) };
}

async function run(job: ParseJob) {
  const read = new Read(job);
  current = read;
  const heartbeat = setInterval(() => port.postMessage({ type: 'progress', work: read.work() } satisfies FromWorker), HEARTBEAT_MS);
  try {
    if (job.stage) read.stage = loadRowStage(job.stage);
    if (job.mode === 'inspect') {
      const inspection = await inspect(job, read.tally);
      port.postMessage({ type: 'inspected', inspection, work: read.work() } satisfies FromWorker);
      return;
    }
    if (job.kind === 'xlsx') await readXlsx(read);
    else await readXls(read);
    await read.flush();
    if (read.count === 0) throw new SheetRefused('empty');
    port.postMessage({ type: 'end', rows: read.count, lastRow: read.lastRow, work: read.work() } satisfies FromWorker);
  } catch (e) {
    const refusal = stageRefusal(e);
    if (refusal) {
      port.postMessage({ type: 'refused', ...refusal } satisfies FromWorker);
      return;
    }
    const problem: ParseProblem = e instanceof SheetRefused ? e.problem : 'corrupt';
    port.postMessage({ type: 'error', problem, detail: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
  } finally {
    clearInterval(heartbeat);
    if (current === read) current = null;
  }
}

port.postMessage({ type: 'ready' } satisfies FromWorker);
