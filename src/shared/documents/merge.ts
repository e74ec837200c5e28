// The three-way merge of a document's fields when someone saved a newer version meanwhile: base
// = the version the edit started from, theirs = the newest version, mine = the edited values.
// Field by field (top-level fields, a records list as one field): changed only by them, theirs
// is kept; changed only by me, mine is kept; changed by both to the same value, nothing to ask;
// changed by both differently, the field is a question (mine / theirs side by side). Pure, so
// the console's slice and its tests call it alike.
import { sameValue } from './diff';

export type Values = Record<string, unknown>;

/** A field both sides changed, to different values: the administrator chooses. */
export interface MergeQuestion {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  /** every field: theirs where only they changed it, mine where only I did, the base (= both) elsewhere;
   *  a question's field holds mine until a choice is applied (applyChoices) */
  values: Values;
  /** fields only they changed (their value kept) */
  theirsKept: string[];
  /** fields only I changed (my value kept) */
  mineKept: string[];
  /** fields both changed differently */
  questions: MergeQuestion[];
}

export function mergeFields(fields: readonly string[], base: Values, theirs: Values, mine: Values): MergeResult {
  const values: Values = {};
  const theirsKept: string[] = [];
  const mineKept: string[] = [];
  const questions: MergeQuestion[] = [];
  for (const field of fields) {
    const b = base[field];
    const t = theirs[field];
    const m = mine[field];
    const theyChanged = !sameValue(b, t);
    const iChanged = !sameValue(b, m);
    if (theyChanged && !iChanged) {
      values[field] = t;
      theirsKept.push(field);
    } else if (iChanged && !theyChanged) {
      values[field] = m;
      mineKept.push(field);
    } else if (iChanged && theyChanged && !sameValue(m, t)) {
      values[field] = m;
      questions.push({ field, base: b, mine: m, theirs: t });
    } else {
      // nobody changed it, or both to the same value
      values[field] = m;
    }
  }
  return { values, theirsKept, mineKept, questions };
}

export type MergeSide = 'mine' | 'theirs';

/** The merged values with each question answered (a question without a choice keeps `fallback`'s side). */
export function applyChoices(result: MergeResult, choices: Record<string, MergeSide>, fallback?: MergeSide): Values | null {
  const values = { ...result.values };
  for (const q of result.questions) {
    const side = choices[q.field] ?? fallback;
    if (!side) return null;
    values[q.field] = side === 'mine' ? q.mine : q.theirs;
  }
  return values;
}
