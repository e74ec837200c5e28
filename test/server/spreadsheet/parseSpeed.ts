// Not a test: measures the .xlsx reader's speed on a 50k-row × 14-column workbook written like
// the bench's (exceljs streaming writer, shared strings). Run:
//   node --import tsx test/server/spreadsheet/parseSpeed.ts [file]
// Prints the median of 5 reads: the reader in this thread, and through the parse worker.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { benchRow } from '../../../bench/importFile';
import { xlsxRows } from '../../../src/server/spreadsheet/xlsx/sheetRows';
import { closeSpreadsheetReader, readSpreadsheet } from '../../../src/server/spreadsheet/readSpreadsheet';

const ROWS = 50_000;

async function write(file: string) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('学生');
  const classes = Array.from({ length: 40 }, (_, i) => `计算机${2026}${String(i).padStart(2, '0')}班`);
  ws.addRow(['学号', '姓名', '性别', '身份证号', '手机号', '邮箱', '班级', '年级', '当前状态', '在籍状态', '民族', '籍贯', '政治面貌', '家庭住址']).commit();
  for (let i = 0; i < ROWS; i += 1) ws.addRow(benchRow(i, classes).slice(0, 14)).commit();
  ws.commit();
  await wb.commit();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const file = process.argv[2] ?? path.join(tmpdir(), 'parse-speed-50k.xlsx');
  if (!existsSync(file)) await write(file);
  const inThread: number[] = [];
  const viaWorker: number[] = [];
  let rows = 0;
  for (let i = 0; i < 5; i += 1) {
    rows = 0;
    const t0 = performance.now();
    for await (const batch of xlsxRows(file, 200)) rows += batch.length;
    inThread.push(performance.now() - t0);
  }
  for await (const _ of readSpreadsheet(file, 'xlsx')) {
    /* warm the worker */
  }
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    for await (const _ of readSpreadsheet(file, 'xlsx')) {
      /* rows only */
    }
    viaWorker.push(performance.now() - t0);
  }
  await closeSpreadsheetReader();
  const line = (what: string, xs: number[]) =>
    `${what}: median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')}), ${Math.round(rows / (median(xs) / 1000))} rows/s`;
  console.log(`${rows} rows`);
  console.log(line('reader in this thread', inThread));
  console.log(line('through the parse worker', viaWorker));
}

void main();
