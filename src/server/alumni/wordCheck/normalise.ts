// The text the sensitive-word search reads (issue 33): a word hidden by a disguise that looks the
// same on screen is found as the plain word. Each code point of the text, in order:
//   - dropped when it shows nothing (format and invisible characters: zero-width space and
//     joiners, soft hyphen, variation selectors, tags, every Default_Ignorable_Code_Point) or
//     separates (spaces, punctuation, dashes): `b a-d`, `bad·word` and `b\u200badword` read
//     `badword` (a word is matched across them, so words are read the same way);
//   - Unicode's confusable skeleton (confusables.txt, UTS #39: a Cyrillic а reads a), then NFKC
//     (full-width, ligatures, circled and styled letters to plain ones);
//   - traditional Chinese to simplified (OpenCC's character table: 賭博網站 reads 赌博网站);
//   - lower case, the skeleton again, and lower case again (the skeleton of 0 is O).
// Every unit of the result remembers the span of the original it came from, so a hit is masked
// on the original characters at their original places.
import { skeletonOf } from './confusables';
import { simplifiedOf } from './simplified';

export interface ReadText {
  /** what the search reads */
  text: string;
  /** per unit of `text`: where its original code point starts in the input, and ends (exclusive) */
  from: Int32Array;
  to: Int32Array;
}

/** shows nothing, or only joins, selects a variant or shapes: never part of a word */
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u;
/** separates letters: spaces, punctuation, dashes, and line breaks */
const SEPARATOR = /^[\p{Z}\p{P}\s]$/u;

/** one code point as the search reads it (empty when dropped); memoised, as texts repeat characters */
const readCache = new Map<string, string>();
function readCodePoint(ch: string): string {
  const known = readCache.get(ch);
  if (known !== undefined) return known;
  let out = '';
  if (!INVISIBLE.test(ch) && !SEPARATOR.test(ch)) {
    // the confusable map first, on the character as sent: NFKC would fold some look-alikes
    // elsewhere (a lunate sigma ϲ, which looks like c, into the sigma ς)
    for (const c of skeletonOf(ch).normalize('NFKC')) {
      if (INVISIBLE.test(c) || SEPARATOR.test(c)) continue;
      out += skeletonOf(simplifiedOf(c).toLowerCase()).toLowerCase();
    }
  }
  if (readCache.size < 65_536) readCache.set(ch, out);
  return out;
}

/** The text the search reads, with the way back to the original's positions. */
export function readForSearch(input: string): ReadText {
  const units: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < input.length;) {
    const cp = input.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const read = readCodePoint(input.slice(i, i + width));
    for (let k = 0; k < read.length; k += 1) {
      units.push(read[k]);
      from.push(i);
      to.push(i + width);
    }
    i += width;
  }
  return { text: units.join(''), from: Int32Array.from(from), to: Int32Array.from(to) };
}

/** A word as the search reads it (a word is read like a text). */
export const readWord = (word: string): string => readForSearch(word).text;
