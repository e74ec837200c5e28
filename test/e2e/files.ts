// Spreadsheets the browser tests upload, made by the tests themselves (exceljs for .xlsx,
// SheetJS for .xls), and a reader for downloaded reports.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

export const tempDir = () => mkdtempSync(path.join(tmpdir(), 'e2e-files-'));

/** Valid resident ID numbers (GB 11643 check digit), some ending in X. */
export function idNumber(seed: number): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const birth = `${2000 + (seed % 8)}0${1 + (seed % 9)}${10 + (seed % 18)}`;
  const body = `110105${birth}${String(seed % 1000).padStart(3, '0')}`;
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

export interface StudentRow {
  studentNo: string;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
}

export function students(count: number, prefix: string): StudentRow[] {
  const surnames = '赵钱孙李周吴郑王冯陈';
  const given = ['子涵', '欣怡', '浩然', '梓萱', '宇轩', '诗琪', '俊杰', '雨桐'];
  // each batch gets its own ID numbers (the database refuses an ID number used twice)
  const offset = [...prefix].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 997, 7) * 1000;
  return Array.from({ length: count }, (_, i) => ({
    studentNo: `${prefix}${String(i + 1).padStart(4, '0')}`,
    name: surnames[i % surnames.length] + given[i % given.length],
    gender: i % 2 ? '女' : '男',
    idNumber: idNumber(offset + i * 7 + 3),
    phone: `139${String(10000000 + i * 37).slice(0, 8)}`,
  }));
}

const HEADERS = ['学号', '姓名', '性别', '身份证号', '手机号'];

/** An xlsx with a merged title banner in row 1 and the headers in row 2, as schools send them. */
export async function studentsXlsx(dir: string, name: string, rows: (string | number)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('学生名单');
  ws.addRow(['2026级学生名单（教务处）']);
  ws.mergeCells('A1:E1');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  const file = path.join(dir, name);
  await wb.xlsx.writeFile(file);
  return file;
}

export function studentsXls(dir: string, name: string, rows: (string | number)[][]): string {
  const ws = XLSX.utils.aoa_to_sheet([HEADERS, ...rows]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, '学生');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xls' }));
  return file;
}

export const rowOf = (s: StudentRow): string[] => [s.studentNo, s.name, s.gender, s.idNumber, s.phone];

export async function readXlsx(file: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}
