import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { previewSpreadsheet, readSpreadsheet, SpreadsheetRefused } from '../../../src/server/spreadsheet/readSpreadsheet';
import { sniffSpreadsheet } from '../../../src/server/spreadsheet/sniff';
import { suggestHeaderRow } from '../../../src/server/spreadsheet/headerRow';
import { checkXlsxZip } from '../../../src/server/spreadsheet/zipGuard';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sheet-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function makeXlsx(name: string, build: (ws: ExcelJS.Worksheet) => void): Promise<string> {
  const wb = new ExcelJS.Workbook();
  build(wb.addWorksheet('学生'));
  const file = path.join(dir, name);
  await wb.xlsx.writeFile(file);
  return file;
}

async function allRows(file: string, kind: 'xlsx' | 'xls') {
  const rows = [];
  for await (const batch of readSpreadsheet(file, kind, { batchSize: 2 })) rows.push(...batch);
  return rows;
}

describe('reading xlsx in a worker', () => {
  it('keeps identifiers exactly, takes formula results, formats dates, skips the title row', async () => {
    const file = await makeXlsx('students.xlsx', (ws) => {
      ws.addRow(['2026级学生名单']);
      ws.mergeCells('A1:F1');
      ws.addRow(['学号', '姓名', '身份证号', '入学日期', '年龄', '编号']);
      ws.addRow(['00123', '张三', '11010519491231002X', new Date(Date.UTC(2026, 8, 1)), { formula: '1+1', result: 2 }, 2023010101]);
      const r = ws.addRow([7, '李四', '110105194912310021', '2026/9/1', 18.5, 1234567890123]);
      r.getCell(1).numFmt = '00000';
      ws.getCell('D3').numFmt = 'yyyy-mm-dd';
    });
    expect(sniffSpreadsheet(Buffer.from(readFileSync(file)))).toBe('xlsx');
    expect(await checkXlsxZip(file)).toBeNull();
    const rows = await allRows(file, 'xlsx');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
    expect(suggestHeaderRow(rows.map((r) => r.cells))).toBe(2);
    expect(rows[2].cells).toEqual(['00123', '张三', '11010519491231002X', '2026-09-01', '2', '2023010101']);
    expect(rows[3].cells).toEqual(['00007', '李四', '110105194912310021', '2026/9/1', '18.5', '1234567890123']);
  });

  it('refuses more rows than allowed without reading on', async () => {
    const file = await makeXlsx('many.xlsx', (ws) => {
      for (let i = 0; i < 50; i += 1) ws.addRow([`s${i}`, i]);
    });
    await expect(allRowsLimited(file, 10)).rejects.toMatchObject({ problem: 'tooManyRows' });
  });

  it('refuses an empty sheet and a corrupt file', async () => {
    const empty = await makeXlsx('empty.xlsx', () => undefined);
    await expect(allRows(empty, 'xlsx')).rejects.toBeInstanceOf(SpreadsheetRefused);
    const corrupt = path.join(dir, 'corrupt.xlsx');
    const good = readFileSync(empty) as Buffer;
    writeFileSync(corrupt, Buffer.concat([good.subarray(0, 200), Buffer.alloc(300, 7)]));
    await expect(allRows(corrupt, 'xlsx')).rejects.toMatchObject({ problem: 'corrupt' });
  });

  it('previews only the first rows', async () => {
    const file = await makeXlsx('long.xlsx', (ws) => {
      for (let i = 0; i < 500; i += 1) ws.addRow([`s${i}`]);
    });
    const rows = await previewSpreadsheet(file, 'xlsx', 20);
    expect(rows).toHaveLength(20);
  });
});

async function allRowsLimited(file: string, maxRows: number) {
  for await (const _ of readSpreadsheet(file, 'xlsx', { maxRows, batchSize: 5 })) {
    /* drain */
  }
}

describe('reading xls (BIFF8) in a worker', () => {
  it('reads text, numbers and dates the same way', async () => {
    const ws = XLSX.utils.aoa_to_sheet(
      [
        ['学号', '姓名', '身份证号', '入学日期'],
        ['00123', '王五', '11010519491231002X', new Date(Date.UTC(2026, 8, 1))],
        [2023010101, '赵六', '', ''],
      ],
      { cellDates: true },
    );
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'S');
    const file = path.join(dir, 'students.xls');
    writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xls' }));
    expect(sniffSpreadsheet(readFileSync(file))).toBe('xls');
    const rows = await allRows(file, 'xls');
    expect(rows[0].cells).toEqual(['学号', '姓名', '身份证号', '入学日期']);
    expect(rows[1].cells).toEqual(['00123', '王五', '11010519491231002X', '2026-09-01']);
    expect(rows[2].cells).toEqual(['2023010101', '赵六']);
  });
});

describe('sniffing by content', () => {
  it('refuses a PNG or an executable named .xlsx', () => {
    expect(sniffSpreadsheet(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffSpreadsheet(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
    expect(sniffSpreadsheet(Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'))).toBeNull();
  });
});
