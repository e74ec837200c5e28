// The worker thread that parses a spreadsheet (exceljs streaming for .xlsx, SheetJS for .xls)
// so that parsing never blocks the API's event loop. Started through workerBoot.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { createReadStream, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { exceljsCellText, numberText, dateText, serialToDate } from './cellText';
import { FromWorker, ParseJob, ParseProblem, SheetRow, ToWorker } from './protocol';

const job = workerData.job as ParseJob;
const port = parentPort!;
let credit = job.credit;
let waiting: (() => void) | null = null;
port.on('message', (m: ToWorker) => {
  if (m.type === 'ack') {
    credit += 1;
    waiting?.();
    waiting = null;
  }
});

class Refused extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem);
  }
}

let batch: SheetRow[] = [];
let count = 0;
let lastRow = 0;

async function emit(row: SheetRow): Promise<boolean> {
  if (job.lastRow && row.n > job.lastRow) return false;
  if (row.cells.length > job.maxColumns) throw new Refused('tooManyColumns');
  count += 1;
  if (count > job.maxRows) throw new Refused('tooManyRows');
  lastRow = row.n;
  batch.push(row);
  if (batch.length >= job.batchSize) await flush();
  return true;
}

async function flush() {
  if (batch.length === 0) return;
  while (credit <= 0) await new Promise<void>((r) => { waiting = r; });
  credit -= 1;
  const msg: FromWorker = { type: 'rows', rows: batch };
  batch = [];
  port.postMessage(msg);
}

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

async function readXlsx() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(job.path), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        if (col > job.maxColumns) throw new Refused('tooManyColumns');
        while (cells.length < col - 1) cells.push('');
        const padded = zeroPadded(cell.value, cell.numFmt);
        cells[col - 1] = padded ?? exceljsCellText(cell.value);
      });
      const trimmed = trimRow(cells);
      if (trimmed.length && !(await emit({ n: row.number, cells: trimmed }))) return;
    }
    return; // the first worksheet only
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

async function readXls() {
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
    if (cells.length && !(await emit({ n: r + 1, cells }))) return;
  }
}

(async () => {
  try {
    if (job.kind === 'xlsx') await readXlsx();
    else await readXls();
    await flush();
    if (count === 0) throw new Refused('empty');
    port.postMessage({ type: 'end', rows: count, lastRow } satisfies FromWorker);
  } catch (e) {
    const problem: ParseProblem = e instanceof Refused ? e.problem : 'corrupt';
    port.postMessage({ type: 'error', problem, detail: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
  }
})();
