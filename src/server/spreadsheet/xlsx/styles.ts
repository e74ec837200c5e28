// What a cell's style says about its number: whether it is a date, and whether a "000000"-style
// format pads it with zeros (as Excel shows it). Read once from styles.xml: the custom formats,
// and each cell format's (cellXfs) number format id.
import * as XLSX from '@e965/xlsx';
import { attr, ElementSplitter } from './xml';

export interface NumberStyle {
  date: boolean;
  /** the width of a zero-padding format ("00000" → 5), else 0 */
  pad: number;
}

const PLAIN: NumberStyle = { date: false, pad: 0 };
/** built-in format ids that are dates or times, the Chinese and Japanese ones included */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

function styleOf(id: number, code: string | undefined): NumberStyle {
  if (code === undefined) return BUILT_IN_DATES.has(id) ? { date: true, pad: 0 } : PLAIN;
  if (/^0+$/.test(code)) return { date: false, pad: code.length };
  return XLSX.SSF.is_date(code) ? { date: true, pad: 0 } : PLAIN;
}

/** cell style index (the `s` attribute) → its number style */
export function readStyles(xml: string | null): NumberStyle[] {
  if (!xml) return [];
  const codes = new Map<number, string>();
  new ElementSplitter('numFmt', (attrs) => {
    const id = Number(attr(attrs, 'numFmtId'));
    const code = attr(attrs, 'formatCode');
    if (Number.isInteger(id) && code !== undefined) codes.set(id, code);
    return true;
  }).feed(xml);
  const start = xml.search(/<(?:[\w.-]+:)?cellXfs\b/);
  if (start === -1) return [];
  const end = xml.indexOf('cellXfs>', start + 8);
  const section = xml.slice(start + 1, end === -1 ? undefined : end);
  const styles: NumberStyle[] = [];
  new ElementSplitter('xf', (attrs) => {
    const id = Number(attr(attrs, 'numFmtId') ?? 0);
    styles.push(styleOf(id, codes.get(id)));
    return true;
  }).feed(section);
  return styles;
}
