// Text measured as a screen shows it: a wide character (Chinese, Japanese, Korean, full-width
// forms, most emoji) takes two columns, anything else one. A label cut "to five characters"
// (document 001: five Chinese characters) is cut to ten columns, so an English label keeps
// about ten letters instead of five.

/** East Asian Wide and Fullwidth ranges (Unicode UAX #11) and the emoji blocks shown wide. */
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

/** Combining marks take no column of their own. */
const isCombining = (code: number) => (code >= 0x0300 && code <= 0x036f) || (code >= 0xfe20 && code <= 0xfe2f) || code === 0x200d;

/** The columns one character (a code point) takes: 0, 1 or 2. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (isCombining(code)) return 0;
  return WIDE.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

/** The columns a text takes. */
export const displayWidth = (text: string): number => Array.from(text).reduce((sum, c) => sum + charWidth(c), 0);

export interface CutText {
  /** what to show: the text itself, or its head and an ellipsis */
  text: string;
  /** true when the text was shortened (show the whole of it in a tooltip) */
  cut: boolean;
}

/** The text when it fits `maxWidth` columns; otherwise as many whole characters as fit in
 *  `maxWidth` columns followed by '…'. */
export function cutToWidth(text: string, maxWidth: number): CutText {
  if (displayWidth(text) <= maxWidth) return { text, cut: false };
  let used = 0;
  let head = '';
  for (const c of Array.from(text)) {
    const w = charWidth(c);
    if (used + w > maxWidth) break;
    used += w;
    head += c;
  }
  return { text: `${head}…`, cut: true };
}
