// Real files for the import tests, made with exceljs (xlsx) and SheetJS (xls), and the wizard's
// calls as the console makes them: upload, relation, start, poll until the job ends.
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS, ImportTaskStatus, MatchField, RelationResult, StartImportBody, UploadResult } from '../../../src/shared/imports';
import { idChecksum } from '../../../src/server/db/seed/identity';
import { Answer, call, callMultipart, Session } from '../helpers';

export const STUDENT_HEADER = ['学号', '姓名', '性别', '身份证号', '手机号', '班级', '年级', '当前状态'];

/** A valid ID number (GB 11643 check digit), different for every serial. */
export function idNumberFor(serial: number, birthYear = 1990 + Math.floor(serial / 900)): string {
  const body = `330106${birthYear}0${1 + (serial % 9)}1${serial % 10}${String(serial % 100).padStart(2, '0')}${serial % 2}`;
  return body + idChecksum(body);
}

export function studentRow(i: number, className = ''): string[] {
  return [`2026${String(i).padStart(6, '0')}`, `学生${i}`, i % 2 ? '男' : '女', idNumberFor(i), `138${String(i).padStart(8, '0')}`, className, '2026', '在读'];
}

export async function xlsxOf(rows: unknown[][], build?: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('学生');
  for (const r of rows) ws.addRow(r);
  build?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function xlsOf(rows: unknown[][]): Buffer {
  const ws = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'S');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** Reads a downloaded workbook back: each sheet's rows as the texts exceljs sees. */
export async function readWorkbook(
  bytes: Buffer,
): Promise<{ name: string; rows: { value: ExcelJS.CellValue; type: ExcelJS.ValueType; numFmt: string }[][] }[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  return wb.worksheets.map((ws) => {
    const rows: { value: ExcelJS.CellValue; type: ExcelJS.ValueType; numFmt: string }[][] = [];
    ws.eachRow((row) => {
      const cells: { value: ExcelJS.CellValue; type: ExcelJS.ValueType; numFmt: string }[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push({ value: cell.value, type: cell.type, numFmt: cell.numFmt }));
      rows.push(cells);
    });
    return { name: ws.name, rows };
  });
}

export function upload(
  app: FastifyInstance,
  session: Session,
  bytes: Buffer,
  fileName = 'students.xlsx',
  target = 'STUDENT',
  extra: Record<string, string> = {},
) {
  return callMultipart<UploadResult>(app, session, IMPORT_PATHS.upload, [
    { name: 'tenantId', value: session.tenantId },
    { name: 'target', value: target },
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName, content: bytes },
  ]);
}

export async function uploadOk(app: FastifyInstance, session: Session, bytes: Buffer, fileName = 'students.xlsx', target = 'STUDENT'): Promise<UploadResult> {
  const a = await upload(app, session, bytes, fileName, target);
  if (a.envelope.status !== 1000) throw new Error(`upload refused: ${a.envelope.status} ${a.envelope.msg}`);
  return a.result;
}

export const relation = (app: FastifyInstance, session: Session, id: string, headerLine = 1) =>
  call<RelationResult>(app, session, { url: IMPORT_PATHS.relation, body: { id, headerLine } });

export const startImport = (app: FastifyInstance, session: Session, body: Partial<StartImportBody>) =>
  call<{ redisKey: string }>(app, session, { url: IMPORT_PATHS.start, body });

export const progress = (app: FastifyInstance, session: Session, key: string) =>
  call<ImportTaskStatus>(app, session, { url: IMPORT_PATHS.progress, body: { key } });

export async function waitForJob(app: FastifyInstance, session: Session, key: string, timeoutMs = 60_000): Promise<Answer<ImportTaskStatus>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const a = await progress(app, session, key);
    if (!['queued', 'running'].includes(a.result.state)) return a;
    if (Date.now() > until) throw new Error(`job ${key} still ${a.result.state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface ImportChoices {
  headerLine?: number;
  ruleNum?: 1 | 2 | 3;
  checkField?: string;
  stuInfoHandle?: 1 | 2;
  dryRun?: boolean;
  mapping?: MatchField[];
}

/** upload -> relation -> start with the automatic mapping -> poll until the job ends. */
export async function importFile(
  app: FastifyInstance,
  session: Session,
  bytes: Buffer,
  choices: ImportChoices = {},
  fileName = 'students.xlsx',
  target = 'STUDENT',
) {
  const up = await uploadOk(app, session, bytes, fileName, target);
  const headerLine = choices.headerLine ?? up.headerRowSuggestion;
  const rel = await relation(app, session, up.id, headerLine);
  if (rel.envelope.status !== 1000) throw new Error(`relation refused: ${rel.envelope.msg}`);
  const started = await startImport(app, session, {
    id: up.id,
    headerLine,
    ruleNum: choices.ruleNum ?? 1,
    checkField: choices.checkField ?? 'studentNo',
    matchFieldList: choices.mapping ?? rel.result.matchFieldList,
    stuInfoHandle: choices.stuInfoHandle ?? 1,
    // a staff import asks the same question under its own name
    ...(target === 'TEACHER' ? { teacherInfoHandle: choices.stuInfoHandle ?? 1 } : {}),
    dryRun: choices.dryRun,
  });
  if (started.envelope.status !== 1000) throw new Error(`start refused: ${started.envelope.status} ${started.envelope.msg}`);
  const done = await waitForJob(app, session, started.result.redisKey);
  return { upload: up, relation: rel.result, key: started.result.redisKey, status: done.result, answer: done };
}

export const sumOf = (s: ImportTaskStatus) => s.newInsertNum + s.updateNum + s.jumpNum + s.failNum;

/** A zip written by hand (deflated entries), so a test can build a 270 MB bomb in milliseconds. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const packed = new Map<Buffer, { deflated: Buffer; crc: number }>();
  for (const e of entries) {
    let p = packed.get(e.data);
    if (!p) {
      p = { deflated: deflateRawSync(e.data), crc: crc32(e.data) };
      packed.set(e.data, p);
    }
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** Garbles a zip's entry data but keeps its directory, so it still looks like an xlsx. */
export function garbleZipData(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const cdOffset = out.readUInt32LE(eocd + 16);
  for (let i = 64; i < cdOffset; i += 1) out[i] = (out[i] * 31 + 7) & 0xff;
  return out;
}

/** A minimal xlsx written by hand around the given sheet XML rows (<row> elements). */
export function handMadeXlsx(sheetRows: string): Buffer {
  const text = (s: string) => Buffer.from(s);
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: text(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    },
  ]);
}
