// How many rows of an .xlsx's first worksheet hold a value, and where they start and end, found
// by scanning the sheet's XML as it inflates: no cell is parsed and nothing is allocated from the
// sheet's <dimension> (which may claim a million rows). The upload uses it to refuse a sheet with
// too many rows at once and to estimate the job's progress; the parse worker stays the authority
// on what each row holds.
import { locateParts } from '../../spreadsheet/xlsx/parts';
import { openXlsxZip } from '../../spreadsheet/xlsx/zip';

export interface SheetExtent {
  /** rows holding at least one value */
  rows: number;
  /** sheet row numbers of the first and last such row (0 when there is none) */
  firstRow: number;
  lastRow: number;
}

/** Counts rows in XML text fed in pieces; tags split across pieces are carried over. */
export class RowScanner {
  private carry = '';
  private row = 0;
  private rowHasValue = false;
  private open = false;
  readonly extent: SheetExtent = { rows: 0, firstRow: 0, lastRow: 0 };

  feed(piece: string): void {
    const text = this.carry + piece;
    const cut = text.lastIndexOf('<');
    const whole = cut >= 0 && text.indexOf('>', cut) === -1 ? cut : text.length;
    this.carry = text.slice(whole);
    this.scan(text.slice(0, whole));
  }

  end(): SheetExtent {
    this.closeRow();
    return this.extent;
  }

  private scan(text: string): void {
    const tags = /<(?:\w+:)?(row|v|is)(?=[\s>/])([^>]*)>/g;
    for (let m = tags.exec(text); m; m = tags.exec(text)) {
      if (m[1] !== 'row') {
        // <v/> and <is/> hold nothing
        if (!m[2].endsWith('/')) this.rowHasValue = true;
        continue;
      }
      this.closeRow();
      const r = /\br="(\d+)"/.exec(m[2]);
      this.row = r ? Number(r[1]) : this.row + 1;
      this.open = true;
    }
  }

  private closeRow(): void {
    if (this.open && this.rowHasValue) {
      this.extent.rows += 1;
      if (this.extent.firstRow === 0) this.extent.firstRow = this.row;
      this.extent.lastRow = this.row;
    }
    this.open = false;
    this.rowHasValue = false;
  }
}

/** Throws when the archive cannot be read (the caller refuses it as corrupt). */
export async function measureXlsxSheet(file: string): Promise<SheetExtent> {
  const zip = await openXlsxZip(file);
  try {
    // the sheet the parse worker reads (xlsx/parts.ts): the workbook's first tab
    const { sheet } = await locateParts(zip, zip.names());
    const scanner = new RowScanner();
    if (!sheet) return scanner.end();
    for await (const piece of zip.pieces(sheet)) scanner.feed(piece);
    return scanner.end();
  } finally {
    zip.close();
  }
}
