// A 5 MB, 150,000-row workbook read through the parse worker under the default limits, on a
// machine whose every core another process keeps busy, with this thread held after every batch
// as the importer's database work holds it: the read finishes with every row. (A file a fifth
// that size was cut short by the old fixed limit of 10 s of working time on a busy machine.)
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { READ_STALL_MS } from '../../../src/server/spreadsheet/limits';
import { closeSpreadsheetReader, readSpreadsheet, spreadsheetReaderReady } from '../../../src/server/spreadsheet/readSpreadsheet';
import { craftedXlsx, sheetXml } from './craft';
import { holdThisThread } from './holdThread';

jest.setTimeout(120_000);

const ROWS = 150_000;
let dir: string;
let file: string;
let spinners: ChildProcess[] = [];

/** Student-like rows of pseudo-random digits and names (deterministic), deflating to ~4.8 MB. */
function studentRows(): string {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const digits = (k: number) => Array.from({ length: k }, () => next(10)).join('');
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
  const given = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';
  const text = (ref: string, t: string) => `<c r="${ref}" t="inlineStr"><is><t>${t}</t></is></c>`;
  const rows: string[] = [];
  for (let i = 1; i <= ROWS; i += 1) {
    const name = surnames[next(20)] + given[next(25)] + (next(2) ? given[next(25)] : '');
    rows.push(
      `<row r="${i}">${text(`A${i}`, `2026${digits(6)}`)}${text(`B${i}`, name)}${text(`C${i}`, next(2) ? '男' : '女')}` +
        `${text(`D${i}`, `1${digits(10)}`)}<c r="E${i}"><v>${digits(4)}</v></c></row>`,
    );
  }
  return rows.join('');
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'busy-read-'));
  file = path.join(dir, 'students-150k.xlsx');
  writeFileSync(file, await craftedXlsx({ sheet: sheetXml(studentRows()) }));
  await spreadsheetReaderReady();
  // other processes keep every core busy throughout
  spinners = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
});
afterAll(async () => {
  for (const spinner of spinners) spinner.kill('SIGKILL');
  await closeSpreadsheetReader();
  rmSync(dir, { recursive: true, force: true });
});

it('reads all 150,000 rows of a 5 MB workbook on a busy machine, this thread held after every batch', async () => {
  const size = statSync(file).size;
  expect(size).toBeGreaterThan(4.5 * 1024 * 1024);
  expect(size).toBeLessThanOrEqual(5 * 1024 * 1024);
  let rows = 0;
  let batches = 0;
  for await (const batch of readSpreadsheet(file, 'xlsx')) {
    rows += batch.length;
    batches += 1;
    // a batch written in 40 ms: 6 s for the file, while the worker parses ahead up to its credit
    holdThisThread(40);
  }
  expect(batches).toBe(150);
  expect(rows).toBe(ROWS);
});

it('keeps the stall watchdog quiet while rows come, though the read takes many times its stall time', async () => {
  // a stall time of half a second, the read several times that of the worker's work: its heartbeats say it moves
  expect(READ_STALL_MS).toBeGreaterThan(500);
  let rows = 0;
  for await (const batch of readSpreadsheet(file, 'xlsx', { stallMs: 500 })) rows += batch.length;
  expect(rows).toBe(ROWS);
});
