// What a file really is, from its bytes (never its name): an .xlsx is a zip holding
// [Content_Types].xml and xl/workbook.xml; an .xls is an OLE compound file. Anything else
// (a renamed executable or PNG, a CSV, an HTML "xls") is refused.
export type SpreadsheetKind = 'xlsx' | 'xls';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function sniffSpreadsheet(bytes: Buffer): SpreadsheetKind | null {
  if (bytes.subarray(0, 8).equals(CFB_MAGIC)) return 'xls';
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    // Entry names are stored uncompressed in the local and central headers.
    const latin = bytes.toString('latin1');
    if (latin.includes('[Content_Types].xml') && latin.includes('xl/workbook.xml')) return 'xlsx';
  }
  return null;
}
