// Streams the first sheet of an .xlsx as rows of cell texts, by the one rule of cellText.ts:
// shared and inline strings as written, numbers without exponent or float noise (zero-padded
// where the format pads), dates as YYYY-MM-DD, formulas as their cached result, booleans TRUE /
// FALSE, errors blank. The parts the cells refer to (shared strings, styles) are read first
// through the zip directory, so no part is ever put aside however the writer ordered them.
import type { SheetRow } from '../protocol';
import { dateText, numberText, serialToDate } from '../cellText';
import { locateParts } from './parts';
import { readSharedStrings } from './sharedStrings';
import { NumberStyle, readStyles } from './styles';
import { attr, decodeXml, ElementSplitter, runsText } from './xml';
import { openXlsxZip, XlsxZip } from './zip';

export class TooManyColumns extends Error {}

const CELL = /<(?:[\w.-]+:)?c(?=[\s>/])([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?c>)/g;
const VALUE = /<(?:[\w.-]+:)?v(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?v>/;
const INLINE = /<(?:[\w.-]+:)?is(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?is>/;
const ATTRS = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** days between 1900-01-00 and 1904-01-01 in Excel's reckoning */
const DAYS_1904 = 1462;

interface Context {
  shared: string[];
  styles: NumberStyle[];
  date1904: boolean;
  maxColumns: number;
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

function numberCell(raw: string, style: NumberStyle | undefined, ctx: Context): string {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return '';
  if (style?.date) return dateText(serialToDate(ctx.date1904 ? n + DAYS_1904 : n));
  if (style?.pad && Number.isInteger(n)) return numberText(n).padStart(style.pad, '0');
  return numberText(n);
}

function cellText(type: string | undefined, styleIndex: string | undefined, inner: string, ctx: Context): string {
  if (type === 'inlineStr') {
    const is = INLINE.exec(inner);
    return is ? runsText(is[1]) : '';
  }
  const v = VALUE.exec(inner);
  if (!v) return '';
  const raw = v[1];
  switch (type) {
    case 's': return ctx.shared[Number(raw)] ?? '';
    case 'str': return decodeXml(raw);
    case 'b': return raw.trim() === '1' || raw.trim() === 'true' ? 'TRUE' : 'FALSE';
    case 'e': return '';
    case 'd': {
      const iso = decodeXml(raw).trim();
      return dateText(new Date(/(Z|[+-]\d\d:?\d\d)$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`));
    }
    default: return numberCell(raw, styleIndex === undefined ? undefined : ctx.styles[Number(styleIndex)], ctx);
  }
}

function rowCells(inner: string, ctx: Context): string[] {
  const cells: string[] = [];
  let col = 0;
  CELL.lastIndex = 0;
  for (let m = CELL.exec(inner); m; m = CELL.exec(inner)) {
    let ref: string | undefined;
    let type: string | undefined;
    let style: string | undefined;
    ATTRS.lastIndex = 0;
    for (let a = ATTRS.exec(m[1]); a; a = ATTRS.exec(m[1])) {
      const value = a[2] ?? a[3];
      if (a[1] === 'r') ref = value;
      else if (a[1] === 't') type = value;
      else if (a[1] === 's') style = value;
    }
    col = ref ? columnOf(ref) || col + 1 : col + 1;
    if (col > ctx.maxColumns) throw new TooManyColumns();
    if (m[2] === undefined) continue;
    const text = cellText(type, style, m[2], ctx);
    if (text === '') continue;
    while (cells.length < col - 1) cells.push('');
    cells[col - 1] = text;
  }
  // a cell holding only spaces counts as blank at the row's end
  let end = cells.length;
  while (end > 0 && cells[end - 1].trim() === '') end -= 1;
  return end === cells.length ? cells : cells.slice(0, end);
}

async function prepare(zip: XlsxZip, names: string[], maxColumns: number): Promise<{ sheet: string | null; ctx: Context }> {
  const parts = await locateParts(zip, names);
  const styles = readStyles(parts.styles ? await zip.text(parts.styles) : null);
  const shared = await readSharedStrings(zip, parts.sharedStrings);
  return { sheet: parts.sheet, ctx: { shared, styles, date1904: parts.date1904, maxColumns } };
}

/**
 * The sheet's non-blank rows, a batch for each piece of the inflated sheet. Leaving the loop
 * early closes the archive. Throws TooManyColumns past `maxColumns`, and whatever yauzl throws
 * for a damaged archive.
 */
export async function* xlsxRows(file: string, maxColumns: number): AsyncGenerator<SheetRow[]> {
  const zip = await openXlsxZip(file);
  try {
    const { sheet, ctx } = await prepare(zip, zip.names(), maxColumns);
    if (!sheet) return;
    let n = 0;
    let batch: SheetRow[] = [];
    const splitter = new ElementSplitter('row', (attrs, inner) => {
      const r = attr(attrs, 'r');
      n = r ? Number(r) : n + 1;
      if (inner === null) return true;
      const cells = rowCells(inner, ctx);
      if (cells.length) batch.push({ n, cells });
      return true;
    });
    for await (const piece of zip.pieces(sheet)) {
      splitter.feed(piece);
      if (batch.length) {
        yield batch;
        batch = [];
      }
    }
  } finally {
    zip.close();
  }
}
