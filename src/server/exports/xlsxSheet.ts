// The export's file: one sheet written with exceljs's streaming WorkbookWriter straight into the
// file store, so memory stays flat however many rows there are. exceljs makes the package (zip,
// workbook, content types), the sheet's frame, columns and header row; the data rows are
// rendered here, a page at a time, as inline-string cells appended to the sheet's stream —
// exceljs's own row path builds a row object, 15 cell objects and their models per row, which
// cost more time than reading the rows and held ~60 MB more heap at 100k rows. No shared
// strings (their table would hold every text in memory) and no styles.
//
// Every cell is an inline string (t="inlineStr"): nothing in it is ever a formula, whatever it
// starts with (= + - @ tab CR), and numbers keep their leading zeros and 18 digits. Characters
// XML cannot hold are dropped (as exceljs does), a carriage return is written as &#13; so it
// reads back as itself, and leading or trailing whitespace is kept (xml:space="preserve").
import { createWriteStream, WriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { exceljs } from '../onFirstUse';
import type { Cell } from './cells';

export interface SheetSpec {
  sheetName: string;
  header: string[];
  /** column widths in characters */
  widths?: number[];
}

export interface SheetSink {
  addRows(rows: Cell[][]): Promise<void>;
  /** ends the file; resolves with its size in bytes */
  finish(): Promise<number>;
  /** stops writing and removes the file */
  abort(): Promise<void>;
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ] */
export const sheetNameOf = (text: string): string => text.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';

const SPECIAL = /[&<>\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;
const SPECIALS = /[&<>\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const PRESERVE = /^\s|\s$|[\t\n\r]/;

/** Text as XML character data: escaped, characters XML 1.0 cannot hold dropped. */
export const xmlText = (s: string): string => (SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ENTITY[c] ?? '') : s);

/** A: 1, Z: 26, AA: 27 … */
export function columnLetters(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** The <row> of sheet row `n` (1-based), cells in columns A, B, …; an undefined cell is left out. */
export function rowXml(n: number, cells: Cell[], letters: string[]): string {
  let xml = `<row r="${n}">`;
  for (let i = 0; i < cells.length; i += 1) {
    const v = cells[i];
    if (v === undefined || v === '') continue;
    xml += `<c r="${letters[i]}${n}" t="inlineStr"><is><t${PRESERVE.test(v) ? ' xml:space="preserve"' : ''}>${xmlText(v)}</t></is></c>`;
  }
  return `${xml}</row>`;
}

/**
 * Sheet XML waiting for the zip's deflate: above this, writing waits. 1 MB is about a page and a
 * half: the deflate (on libuv's threads) works through it while the next page is read. With
 * 4 MB waiting, the 64 KB chunks lived long enough to be promoted and piled up (~60 MB of
 * array buffers) until a full collection; with 1 MB they die young (~12 MB), at the same speed.
 */
const BACKLOG_BYTES = 1024 * 1024;

interface Pending {
  _writableState?: { length: number };
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

interface SheetStream {
  write(text: string): unknown;
  pipes?: unknown[];
}

/**
 * exceljs pushes the sheet's XML into the zip entry without backpressure (its StreamBuf ignores
 * write()'s answer), so a fast producer piles the whole sheet up in memory, ~75 MB per 100k rows.
 * The entry's input stream (exceljs 4.4: the StreamBuf's one pipe, archiver's PassThrough) is
 * watched instead, and rows wait while more than BACKLOG_BYTES are waiting there.
 */
function backlogOf(stream: SheetStream): Pending | null {
  const pipe = stream.pipes?.[0] as Pending | undefined;
  return pipe && typeof pipe._writableState?.length === 'number' && typeof pipe.once === 'function' ? pipe : null;
}

const drain = (s: Pending | WriteStream, out: WriteStream) =>
  new Promise<void>((resolve) => {
    const done = () => {
      s.removeListener('drain', done);
      out.removeListener('close', done);
      resolve();
    };
    s.once('drain', done);
    // a failed file never drains: let the writer see the failure
    out.once('close', done);
  });

export function openSheet(file: string, spec: SheetSpec): SheetSink {
  const out = createWriteStream(file, { flags: 'wx' });
  // an error of the file (disk full) is raised by addRows() or finish(), not as an unhandled event
  let failure: Error | null = null;
  out.on('error', (e) => {
    failure = e;
  });
  const wb = new (exceljs().stream.xlsx.WorkbookWriter)({ stream: out, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet(sheetNameOf(spec.sheetName));
  if (spec.widths) ws.columns = spec.widths.map((width) => ({ width }));
  // the header through exceljs: it opens <sheetData>, after which rows are appended as they come
  ws.addRow(spec.header).commit();
  const sheet = (ws as unknown as { stream: SheetStream }).stream;
  const letters = spec.header.map((_, i) => columnLetters(i + 1));
  let next = 2;
  let closed = false;
  let backlog: Pending | null = null;
  return {
    async addRows(rows) {
      if (failure) throw failure;
      if (closed) throw new Error('sheet already closed');
      let xml = '';
      for (let i = 0; i < rows.length; i += 1) xml += rowXml(next + i, rows[i], letters);
      next += rows.length;
      sheet.write(xml);
      // the deflate and the disk keep up: wait while either asks to
      const pending = backlog ?? (backlog = backlogOf(sheet));
      while (!failure && !out.closed && pending && pending._writableState!.length > BACKLOG_BYTES) await drain(pending, out);
      if (!failure && !out.closed && out.writableNeedDrain) await drain(out, out);
      if (failure) throw failure;
    },
    async finish() {
      closed = true;
      ws.commit();
      await wb.commit();
      if (!out.closed) await new Promise<void>((resolve) => (out.closed ? resolve() : out.once('close', () => resolve())));
      if (failure) throw failure;
      return (await stat(file)).size;
    },
    async abort() {
      closed = true;
      // the file is created when the stream opens: remove it only once the stream has closed
      if (!out.closed) {
        const gone = new Promise<void>((resolve) => out.once('close', () => resolve()));
        out.destroy();
        await gone;
      }
      await rm(file, { force: true });
    },
  };
}
