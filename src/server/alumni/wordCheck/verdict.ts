// What a post, comment, repost or profile text becomes after the sensitive-word search: the
// strongest mechanism among the words it contains decides (document 000 §7's dealing mechanisms):
// BLOCK refuses it, REVIEW keeps it hidden until an administrator decides, MASK shows it with each
// masked word's characters as '*'. Masking is applied for MASK words in every case, so a post
// released from review shows masked what should be masked. Words and texts are matched as the
// search reads them (normalise.ts: disguises seen through); a masked word's original characters
// are starred where they stand, a disguise's inside it too.
import type { MechanismCode } from '../../../shared/domain/alumni';
import { buildAutomaton, WordAutomaton } from './automaton';
import { readForSearch, readWord } from './normalise';

export type WordVerdictAction = 'PASS' | MechanismCode;

export interface CheckedWord {
  word: string;
  mechanism: MechanismCode;
}

export interface WordVerdict {
  action: WordVerdictAction;
  /** the distinct words found, in the order first found */
  words: CheckedWord[];
  /** the text with its MASK words starred */
  text: string;
}

const STRENGTH: Record<WordVerdictAction, number> = { PASS: 0, MASK: 1, REVIEW: 2, BLOCK: 3 };

export interface WordChecker {
  size: number;
  check(text: string): WordVerdict;
}

/** A checker over one action type's enabled words, each with its mechanism. */
export function buildWordChecker(words: readonly CheckedWord[]): WordChecker {
  const automaton: WordAutomaton = buildAutomaton(words.map((w) => readWord(w.word)));
  return {
    size: automaton.size,
    check(text: string): WordVerdict {
      const read = readForSearch(text);
      const hits = automaton.find(read.text);
      if (hits.length === 0) return { action: 'PASS', words: [], text };
      let action: WordVerdictAction = 'PASS';
      const found = new Map<number, CheckedWord>();
      let masked: string[] | null = null;
      for (const hit of hits) {
        const w = words[hit.word];
        if (!found.has(hit.word)) found.set(hit.word, w);
        if (STRENGTH[w.mechanism] > STRENGTH[action]) action = w.mechanism;
        if (w.mechanism === 'MASK') {
          masked ??= text.split('');
          // the original units the hit was read from, first to last
          for (let i = read.from[hit.start]; i < read.to[hit.end - 1]; i += 1) masked[i] = '*';
        }
      }
      return { action, words: [...found.values()], text: masked ? masked.join('') : text };
    },
  };
}
