// Streams the first sheet of an .xlsx as rows of cell texts, by the one rule of cellText.ts:
// shared and inline strings as written, numbers without exponent or float noise (zero-padded
// where the format pads), dates as YYYY-MM-DD, formulas as their cached result, booleans TRUE /
// FALSE, errors blank. The parts the cells refer to are found through the zip directory, so no
// part is ever put aside however the writer ordered them: the styles are read first, the shared
// strings alongside the sheet, as far as each batch of rows needs (sharedStrings.ts); a row
// naming a string not read yet is finished when its batch is.
// Every part goes through the streaming tokenizer (xml.ts) and its limits; a row whose XML
// passes MAX_ROW_XML_CHARS, or a cell whose text passes MAX_CELL_CHARS, refuses the file.
import type { SheetExtent, SheetRow } from '../protocol';
import { dateText, numberText, numericCell, serialToDate } from '../cellText';
import { MAX_CELL_CHARS, MAX_ROW_XML_CHARS } from '../limits';
import { locateParts } from './parts';
import { ReadTally, RunsText, SharedStrings } from './sharedStrings';
import { NumberStyle, readStyles } from './styles';
import { attr, Attributes, SheetRefused, XmlHandler, XmlReader } from './xml';
import { openXlsxZip, XlsxZip } from './zip';

export class TooManyColumns extends SheetRefused {
  constructor() {
    super('tooManyColumns');
  }
}

/** days between 1900-01-00 and 1904-01-01 in Excel's reckoning */
const DAYS_1904 = 1462;
// read once: checked for every tag and text
const CELL_LIMIT = MAX_CELL_CHARS;
const ROW_LIMIT = MAX_ROW_XML_CHARS;

interface Context {
  /** the shared strings read so far */
  shared: string[];
  styles: NumberStyle[];
  date1904: boolean;
  maxColumns: number;
  /** fill SheetRow.numeric */
  markNumeric: boolean;
}

/** "BC12" → 55 (1-based column of a cell reference) */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
  }
  return col;
}

/** A row's number: its `r`, else the one after the previous row. */
function rowNumber(attrs: Attributes, previous: number): number {
  const r = attr(attrs, 'r');
  const n = r === undefined ? NaN : Number(r);
  return Number.isSafeInteger(n) && n > 0 ? n : previous + 1;
}

function numberCell(raw: string, style: NumberStyle | undefined, ctx: Context): string {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return '';
  if (style?.date) return dateText(serialToDate(ctx.date1904 ? n + DAYS_1904 : n));
  if (style?.pad && Number.isInteger(n)) return numberText(n).padStart(style.pad, '0');
  return numberText(n);
}

/** A cell's text from its type, style and the text of its first <v>, or of its <is>. */
function cellText(type: string | undefined, styleIndex: string | undefined, value: string | null, inline: string | null, ctx: Context): string {
  if (type === 'inlineStr') return inline ?? '';
  if (value === null) return '';
  switch (type) {
    case 's':
      return ctx.shared[Number(value)] ?? '';
    case 'str':
      return value;
    case 'b':
      return value.trim() === '1' || value.trim() === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd': {
      const iso = value.trim();
      return dateText(new Date(/(Z|[+-]\d\d:?\d\d)$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`));
    }
    default:
      return numberCell(value, styleIndex === undefined ? undefined : ctx.styles[Number(styleIndex)], ctx);
  }
}

/**
 * The sheet's XML, tag by tag: rows of cell texts for `emit`, and the extent the upload counts —
 * rows holding a <v> or an <is> element, whatever their text (a <dimension> is never believed).
 */
class SheetHandler implements XmlHandler {
  readonly extent: SheetExtent = { rows: 0, firstRow: 0, lastRow: 0 };
  private n = 0;
  private inRow = false;
  private rowStart = 0;
  private rowHasValue = false;
  private cells: string[] = [];
  /** the row's number cells (SheetRow.numeric), null while there is none */
  private numeric: number[] | null = null;
  /** the row's cells naming shared strings not read yet (ReadRow.pending) */
  private pending: number[] | null = null;
  /** the highest shared string the rows read since the last `take` name, -1 for none */
  needed = -1;
  private col = 0;
  // the open cell: its attributes, its first <v>'s text, its <is>'s text
  private inCell = false;
  private type: string | undefined;
  private style: string | undefined;
  private value: string | null = null;
  private inValue = false;
  private sawValue = false;
  private inline: RunsText | null = null;
  private sawInline = false;
  private inlineText: string | null = null;

  constructor(
    private readonly ctx: Context,
    private readonly emit: (row: ReadRow) => void,
  ) {}

  open(name: string, attrs: Attributes, selfClosing: boolean, position: number): void {
    if (this.inRow && position - this.rowStart > ROW_LIMIT) throw new SheetRefused('rowTooLarge');
    switch (name) {
      case 'row':
        this.n = rowNumber(attrs, this.n);
        this.inRow = !selfClosing;
        this.rowStart = position;
        this.rowHasValue = false;
        this.cells = [];
        this.numeric = null;
        this.pending = null;
        this.col = 0;
        return;
      case 'c': {
        // a cell outside a row belongs to none
        if (!this.inRow) return;
        const ref = attrs.r;
        this.col = ref ? columnOf(ref) || this.col + 1 : this.col + 1;
        if (this.col > this.ctx.maxColumns) throw new TooManyColumns();
        if (selfClosing) return;
        this.inCell = true;
        this.type = attrs.t;
        this.style = attrs.s;
        this.value = null;
        this.sawValue = false;
        this.inline = null;
        this.sawInline = false;
        this.inlineText = null;
        return;
      }
      case 'v':
        if (selfClosing) return;
        this.rowHasValue = true;
        if (this.inCell && !this.sawValue) {
          this.sawValue = true;
          this.inValue = true;
          this.value = '';
        }
        return;
      case 'is':
        if (selfClosing) return;
        this.rowHasValue = true;
        if (this.inCell && !this.sawInline) {
          this.sawInline = true;
          this.inline = new RunsText();
        }
        return;
      default:
        this.inline?.open(name, selfClosing);
    }
  }

  close(name: string): void {
    switch (name) {
      case 'row':
        this.endRow();
        return;
      case 'c':
        if (this.inCell) this.endCell();
        return;
      case 'v':
        this.inValue = false;
        return;
      case 'is':
        if (this.inline) this.inlineText = this.inline.value;
        this.inline = null;
        return;
      default:
        this.inline?.close(name);
    }
  }

  text(text: string): void {
    if (this.inValue) {
      this.value += text;
      if (this.value!.length > CELL_LIMIT) throw new SheetRefused('cellTooLong');
    } else {
      this.inline?.text(text);
    }
  }

  private endCell(): void {
    this.inCell = false;
    if (this.type === 's' && this.value !== null) {
      const index = Number(this.value);
      if (Number.isSafeInteger(index) && index >= this.ctx.shared.length) {
        // a string not read yet: its place is kept, its text filled in with the batch (finishRow)
        const cells = this.cells;
        while (cells.length < this.col) cells.push('');
        (this.pending ??= []).push(this.col - 1, index);
        if (index > this.needed) this.needed = index;
        return;
      }
    }
    const text = cellText(this.type, this.style, this.value, this.sawInline ? (this.inlineText ?? '') : null, this.ctx);
    if (text === '') return;
    const cells = this.cells;
    while (cells.length < this.col - 1) cells.push('');
    cells[this.col - 1] = text;
    if (this.ctx.markNumeric && (this.type === undefined || this.type === 'n')) this.markNumeric(text);
  }

  /** A number cell's text (not a date) goes into SheetRow.numeric. */
  private markNumeric(text: string): void {
    const style = this.style === undefined ? undefined : this.ctx.styles[Number(this.style)];
    if (style?.date || !numericCell(text, !!style?.pad)) return;
    (this.numeric ??= []).push(this.col - 1);
  }

  private endRow(): void {
    if (!this.inRow) return;
    this.inRow = false;
    if (this.rowHasValue) {
      const e = this.extent;
      e.rows += 1;
      if (e.firstRow === 0) e.firstRow = this.n;
      e.lastRow = this.n;
    }
    if (this.cells.length === 0) return;
    const row: ReadRow = { n: this.n, cells: this.cells, pending: this.pending };
    if (this.numeric) row.numeric = this.numeric;
    this.pending = null;
    this.emit(row);
  }
}

/** A row as read: `pending` holds pairs of a cell's index and the shared string it names. */
type ReadRow = SheetRow & { pending: number[] | null };

/** A row with its shared strings filled in, trailing blank cells cut; null when it is all blank. */
function finishRow(read: ReadRow, shared: string[]): SheetRow | null {
  const { pending, ...row } = read;
  const cells = row.cells;
  if (pending) for (let i = 0; i < pending.length; i += 2) cells[pending[i]] = shared[pending[i + 1]] ?? '';
  // a cell holding only spaces counts as blank at the row's end
  let end = cells.length;
  while (end > 0 && cells[end - 1].trim() === '') end -= 1;
  if (end === 0) return null;
  if (end < cells.length) row.cells = cells.slice(0, end);
  // a number is never blank, so none of these was trimmed away
  return row;
}

async function prepare(
  zip: XlsxZip,
  names: string[],
  maxColumns: number,
  markNumeric: boolean,
  tally?: ReadTally,
): Promise<{ sheet: string | null; shared: SharedStrings; ctx: Context }> {
  const parts = await locateParts(zip, names);
  const styles = await readStyles(zip, parts.styles);
  const shared = new SharedStrings(zip, parts.sharedStrings, tally);
  return { sheet: parts.sheet, shared, ctx: { shared: shared.strings, styles, date1904: parts.date1904, maxColumns, markNumeric } };
}

/**
 * The sheet's non-blank rows, a batch for each piece of the inflated sheet. Leaving the loop
 * early closes the archive. When `extent` is given it is kept up to date as the sheet is read;
 * `markNumeric` fills each row's SheetRow.numeric; `tally` counts the shared strings and the rows
 * as they are read (the read's progress).
 * Throws TooManyColumns past `maxColumns`, SheetRefused past a limit or for malformed XML, and
 * whatever yauzl throws for a damaged archive.
 */
export async function* xlsxRows(file: string, maxColumns: number, extent?: SheetExtent, markNumeric = false, tally?: ReadTally): AsyncGenerator<SheetRow[]> {
  const zip = await openXlsxZip(file);
  try {
    const { sheet, shared, ctx } = await prepare(zip, zip.names(), maxColumns, markNumeric, tally);
    if (!sheet) return;
    let read: ReadRow[] = [];
    const handler = new SheetHandler(ctx, (row) => read.push(row));
    const reader = new XmlReader(handler);
    const sync = () => {
      if (extent) Object.assign(extent, handler.extent);
    };
    /** the rows read since the last batch, their shared strings read first */
    const batch = async (): Promise<SheetRow[]> => {
      if (handler.needed >= 0) await shared.readThrough(handler.needed);
      handler.needed = -1;
      const rows: SheetRow[] = [];
      for (const r of read) {
        const row = finishRow(r, ctx.shared);
        if (row) rows.push(row);
      }
      read = [];
      if (tally) tally.items += rows.length;
      return rows;
    };
    for await (const piece of zip.pieces(sheet)) {
      reader.write(piece);
      sync();
      if (read.length) {
        const rows = await batch();
        if (rows.length) yield rows;
      }
    }
    reader.end();
    sync();
    const rows = await batch();
    await shared.readAll();
    if (rows.length) yield rows;
  } finally {
    zip.close();
  }
}
