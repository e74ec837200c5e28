// Traditional Chinese characters folded to simplified ones for the word search (normalise.ts), by
// OpenCC's character table (opencc-js, traditional → mainland simplified): 賭博網站 reads 赌博网站.
// One character at a time, so a hit keeps its place in the original; remembered per character.
import { Converter } from 'opencc-js/t2cn';

const toSimplified = Converter({ from: 't', to: 'cn' });
const known = new Map<string, string>();

/** The simplified form of one character (itself when it has none); a single character back. */
export function simplifiedOf(ch: string): string {
  // below the CJK blocks nothing folds: Latin, Cyrillic, digits and the like pass at once
  if (ch.charCodeAt(0) < 0x2e80) return ch;
  let s = known.get(ch);
  if (s === undefined) {
    const converted = toSimplified(ch);
    s = [...converted].length === 1 ? converted : ch;
    known.set(ch, s);
  }
  return s;
}
