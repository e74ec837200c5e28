// The warm parse worker: reads that stop early (previews) hand the worker on to the next read
// without leaving exceljs's temporary copies of the sheet or open files behind.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { closeSpreadsheetReader, previewSpreadsheet, readSpreadsheet } from '../../../src/server/spreadsheet/readSpreadsheet';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'warm-'));
});
afterAll(async () => {
  await closeSpreadsheetReader();
  rmSync(dir, { recursive: true, force: true });
});

/** exceljs's streaming writer puts the shared strings after the sheet: the reader must set it aside. */
async function writeFile(file: string, rows: number) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const ws = wb.addWorksheet('s');
  for (let i = 0; i < rows; i += 1) ws.addRow([`学号${i}`, `姓名${i}`]).commit();
  ws.commit();
  await wb.commit();
}

const tmpEntries = () => readdirSync(tmpdir()).filter((f) => /^tmp-\d+-/.test(f) || f.startsWith('campus-sheet-'));
const openFiles = () => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0);

it('previews again and again without leaving temporary files or open files behind', async () => {
  const file = path.join(dir, 'rows.xlsx');
  await writeFile(file, 3000);
  const before = new Set(tmpEntries());
  await previewSpreadsheet(file, 'xlsx', 5);
  const fds = openFiles();
  for (let i = 0; i < 6; i += 1) {
    const rows = await previewSpreadsheet(file, 'xlsx', 5);
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
  }
  let total = 0;
  for await (const batch of readSpreadsheet(file, 'xlsx')) total += batch.length;
  expect(total).toBe(3000);
  expect(openFiles()).toBeLessThanOrEqual(fds + 2);
  expect(tmpEntries().filter((f) => !before.has(f))).toEqual([]);
  // eight reads: a few seconds alone, past Jest's 5 s beside the other suites in CI
}, 60_000);
