// What a cell's style says about its number: whether it is a date, and whether a "000000"-style
// format pads it with zeros (as Excel shows it). Read once from styles.xml as it inflates: the
// custom formats (<numFmt>), and each cell format's (<cellXfs>'s <xf>) number format id.
import * as XLSX from '@e965/xlsx';
import { MAX_PART_BYTES } from '../limits';
import { checkPartSize } from './parts';
import { attr, readXml } from './xml';
import type { XlsxZip } from './zip';

export interface NumberStyle {
  date: boolean;
  /** the width of a zero-padding format ("00000" → 5), else 0 */
  pad: number;
}

const PLAIN: NumberStyle = { date: false, pad: 0 };
const DATE: NumberStyle = { date: true, pad: 0 };
/** built-in format ids that are dates or times, the Chinese and Japanese ones included */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

function styleOf(id: number, code: string | undefined): NumberStyle {
  if (code === undefined) return BUILT_IN_DATES.has(id) ? DATE : PLAIN;
  if (/^0+$/.test(code)) return { date: false, pad: code.length };
  return XLSX.SSF.is_date(code) ? DATE : PLAIN;
}

/** cell style index (the `s` attribute) → its number style */
export async function readStyles(zip: XlsxZip, name: string | null): Promise<NumberStyle[]> {
  if (!name) return [];
  checkPartSize(zip, name, MAX_PART_BYTES.styles, 'stylesTooLarge');
  const codes = new Map<number, string>();
  const ids: number[] = [];
  let inCellXfs = 0;
  await readXml(zip.pieces(name), {
    open(tag, attrs, selfClosing) {
      if (tag === 'numFmt') {
        const id = Number(attr(attrs, 'numFmtId'));
        const code = attr(attrs, 'formatCode');
        if (Number.isInteger(id) && code !== undefined) codes.set(id, code);
      } else if (tag === 'cellXfs') {
        if (!selfClosing) inCellXfs += 1;
      } else if (tag === 'xf' && inCellXfs > 0) {
        ids.push(Number(attr(attrs, 'numFmtId') ?? 0));
      }
    },
    close(tag) {
      if (tag === 'cellXfs' && inCellXfs > 0) inCellXfs -= 1;
    },
    text: () => undefined,
  });
  // a format may be defined after the cell formats that use it: judged once all are known
  const judged = new Map<number, NumberStyle>();
  return ids.map((id) => {
    let style = judged.get(id);
    if (!style) judged.set(id, (style = styleOf(id, codes.get(id))));
    return style;
  });
}
