// The worker thread that parses a spreadsheet (our streaming reader for .xlsx, SheetJS for .xls)
// so that parsing never blocks the API's event loop. Started through workerBoot.mjs. A worker
// reads one file at a time: the job in its workerData, or jobs posted to it later (a warm worker
// kept by readSpreadsheet, which saves the second it takes to start one).
import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { numberText, dateText, serialToDate } from './cellText';
import { TooManyColumns, xlsxRows } from './xlsx/sheetRows';
import { FromWorker, ParseJob, ParseProblem, SheetRow, ToWorker } from './protocol';

const port = parentPort!;

class Refused extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem);
  }
}

/** One read's state: rows waiting to be sent and the batches the reader may still take. */
class Read {
  credit: number;
  waiting: (() => void) | null = null;
  batch: SheetRow[] = [];
  count = 0;
  lastRow = 0;

  constructor(readonly job: ParseJob) {
    this.credit = job.credit;
  }

  async emit(row: SheetRow): Promise<boolean> {
    const job = this.job;
    if (job.lastRow && row.n > job.lastRow) return false;
    if (row.cells.length > job.maxColumns) throw new Refused('tooManyColumns');
    this.count += 1;
    if (this.count > job.maxRows) throw new Refused('tooManyRows');
    this.lastRow = row.n;
    this.batch.push(row);
    if (this.batch.length >= job.batchSize) await this.flush();
    return true;
  }

  async flush() {
    if (this.batch.length === 0) return;
    while (this.credit <= 0) await new Promise<void>((r) => { this.waiting = r; });
    this.credit -= 1;
    const msg: FromWorker = { type: 'rows', rows: this.batch };
    this.batch = [];
    port.postMessage(msg);
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
  try {
    for await (const rows of xlsxRows(read.job.path, read.job.maxColumns)) {
      for (const row of rows) if (!(await read.emit(row))) return;
    }
  } catch (e) {
    if (e instanceof TooManyColumns) throw new Refused('tooManyColumns');
    throw e;
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

async function readXls(read: Read) {
  const job = read.job;
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(readFileSync(job.path), { type: 'buffer', dense: true, cellNF: true, cellFormula: false, cellHTML: false, sheetRows: job.lastRow || job.maxRows + 50 });
  } catch {
    throw new Refused('corrupt');
  }
  const ws = wb.Sheets[wb.SheetNames[0]];
  const data = ((ws as unknown as { '!data'?: XLSX.CellObject[][] })['!data']) ?? [];
  for (let r = 0; r < data.length; r += 1) {
    const row = data[r] ?? [];
    if (row.length > job.maxColumns) throw new Refused('tooManyColumns');
    const cells = trimRow(Array.from(row, (c) => sheetjsText(c)));
    if (cells.length && !(await read.emit({ n: r + 1, cells }))) return;
  }
}

async function run(job: ParseJob) {
  const read = new Read(job);
  current = read;
  try {
    if (job.kind === 'xlsx') await readXlsx(read);
    else await readXls(read);
    await read.flush();
    if (read.count === 0) throw new Refused('empty');
    port.postMessage({ type: 'end', rows: read.count, lastRow: read.lastRow } satisfies FromWorker);
  } catch (e) {
    const problem: ParseProblem = e instanceof Refused ? e.problem : 'corrupt';
    port.postMessage({ type: 'error', problem, detail: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
  } finally {
    if (current === read) current = null;
  }
}

if (workerData?.job) void run(workerData.job as ParseJob);
