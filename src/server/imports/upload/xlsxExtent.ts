// How many rows of an .xlsx's first worksheet hold a value, and where they start and end, found
// by scanning the sheet's XML as it inflates: no cell is parsed and nothing is allocated from the
// sheet's <dimension> (which may claim a million rows). The upload uses it to refuse a sheet with
// too many rows at once and to estimate the job's progress; the parse worker stays the authority
// on what each row holds.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface SheetExtent {
  /** rows holding at least one value */
  rows: number;
  /** sheet row numbers of the first and last such row (0 when there is none) */
  firstRow: number;
  lastRow: number;
}

const WORKSHEET = /xl\/worksheets\/sheet\d+[.]xml/;

/**
 * The sheet exceljs's streaming reader yields first: the first worksheet met once the shared
 * strings and workbook relations have been read, else the first one it had to put aside.
 */
export function firstWorksheet(entryNames: string[]): string | null {
  let sharedStrings = false;
  let rels = false;
  let deferred: string | null = null;
  for (const name of entryNames) {
    if (name === 'xl/sharedStrings.xml') sharedStrings = true;
    else if (name === 'xl/_rels/workbook.xml.rels') rels = true;
    else if (WORKSHEET.test(name)) {
      if (sharedStrings && rels) return name;
      deferred ??= name;
    }
  }
  return deferred;
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

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false }, (e, z) => (e || !z ? reject(e) : resolve(z))));
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => { entries.push(e); zip.readEntry(); });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (e, s) => (e || !s ? reject(e) : resolve(s))));
}

/** Throws when the archive cannot be read (the caller refuses it as corrupt). */
export async function measureXlsxSheet(file: string): Promise<SheetExtent> {
  const zip = await openZip(file);
  try {
    const entries = await readEntries(zip);
    const name = firstWorksheet(entries.map((e) => e.fileName));
    const entry = entries.find((e) => e.fileName === name);
    if (!entry) return { rows: 0, firstRow: 0, lastRow: 0 };
    const scanner = new RowScanner();
    for await (const chunk of await openEntry(zip, entry)) scanner.feed((chunk as Buffer).toString('latin1'));
    return scanner.end();
  } finally {
    zip.close();
  }
}
