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

export interface NewStudentRow {
  examNo: string;
  name: string;
  idNumber: string;
  /** blank: not assigned yet */
  studentNo: string;
}

/** New students for the photo tests: `withoutNumber` of them have no student number yet. */
export function newStudents(count: number, withoutNumber: number, prefix: string): NewStudentRow[] {
  return students(count, prefix).map((s, i) => ({
    examNo: `26${prefix}${String(i + 1).padStart(6, '0')}`,
    name: s.name,
    idNumber: s.idNumber,
    studentNo: i < count - withoutNumber ? s.studentNo : '',
  }));
}

/** A portrait-shaped JPEG with a distinct colour per seed, made by sharp. */
export async function portrait(seed: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const background = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 };
  return sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A zip as a school sends it: the roster (xlsx, a title banner over the headers) and a folder
 *  of photos named `<student number>.jpg`, for the students that have one. */
export async function newStudentsPhotoZip(dir: string, name: string, rows: NewStudentRow[]): Promise<string> {
  const yazl = await import('yazl');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('新生名单');
  ws.addRow(['2026级新生名单（招生办）']);
  ws.mergeCells('A1:D1');
  ws.addRow(['考生号', '姓名', '身份证号', '学号']);
  for (const r of rows) ws.addRow([r.examNo, r.name, r.idNumber, r.studentNo]);
  const sheet = Buffer.from(await wb.xlsx.writeBuffer());
  const zip = new yazl.ZipFile();
  zip.addBuffer(sheet, '新生名单.xlsx');
  for (const [i, r] of rows.entries()) {
    if (r.studentNo) zip.addBuffer(await portrait(i + 1), `照片/${r.studentNo}.jpg`, { compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** Every entry of a zip: its name and bytes. */
export async function readZip(file: string): Promise<{ name: string; bytes: Buffer }[]> {
  const yauzl = await import('yauzl');
  const zip = await new Promise<import('yauzl').ZipFile>((ok, ko) => yauzl.open(file, { lazyEntries: true }, (e, z) => (e ? ko(e) : ok(z!))));
  const out: { name: string; bytes: Buffer }[] = [];
  await new Promise<void>((ok, ko) => {
    zip.on('entry', (entry: import('yauzl').Entry) => {
      zip.openReadStream(entry, (e, stream) => {
        if (e) return ko(e);
        const parts: Buffer[] = [];
        stream!.on('data', (c: Buffer) => parts.push(c));
        stream!.on('end', () => {
          out.push({ name: entry.fileName, bytes: Buffer.concat(parts) });
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => ok());
    zip.on('error', ko);
    zip.readEntry();
  });
  return out;
}
