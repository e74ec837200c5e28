// What the sensitive-word check makes of an item's text: its status (BLOCK blocks it, REVIEW
// holds it, otherwise shown), the text with MASK words starred, the words found, and the item's
// outcome in the app's answer.
import { POST_STATUS, PostStatus, ItemOutcome } from '../../../shared/alumni/posts';
import type { WordChecker } from '../wordCheck/verdict';

export interface CheckedText {
  status: PostStatus;
  text: string;
  masked: boolean;
  /** JSON of { word, mechanism }[] */
  words: string;
  outcome: ItemOutcome;
}

export function checkText(checker: WordChecker, text: string): CheckedText {
  const v = checker.check(text);
  const masked = v.text !== text;
  const words = v.words.length === 0 ? '[]' : JSON.stringify(v.words);
  if (v.action === 'BLOCK') return { status: POST_STATUS.BLOCKED, text: v.text, masked, words, outcome: 'BLOCKED' };
  if (v.action === 'REVIEW') return { status: POST_STATUS.HELD, text: v.text, masked, words, outcome: 'HELD' };
  return { status: POST_STATUS.SHOWN, text: v.text, masked, words, outcome: masked ? 'MASKED' : 'SHOWN' };
}
