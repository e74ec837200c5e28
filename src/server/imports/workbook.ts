// Writing small workbooks for download (templates, error reports) with exceljs. Every value is
// written as text into a text-formatted cell, so "=1+1" or "+86 138..." from a file is shown as
// typed and never becomes a formula (DOMAIN.md).
import { exceljs } from '../onFirstUse';

export interface SheetSpec {
  name: string;
  header: string[];
  rows: string[][];
  widths?: number[];
  /** columns (0-based) whose header is shown in bold red (e.g. required fields) */
  emphasised?: number[];
}

export async function workbookBuffer(sheets: SheetSpec[]): Promise<Buffer> {
  const wb = new (exceljs().Workbook)();
  for (const spec of sheets) {
    const ws = wb.addWorksheet(spec.name.slice(0, 31));
    ws.columns = spec.header.map((_, i) => ({ width: spec.widths?.[i] ?? 18, style: { numFmt: '@' } }));
    const head = ws.addRow(spec.header);
    head.font = { bold: true };
    for (const i of spec.emphasised ?? []) head.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
    for (const row of spec.rows) {
      const r = ws.addRow(row.map((v) => String(v)));
      r.eachCell((cell) => {
        cell.numFmt = '@';
      });
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
