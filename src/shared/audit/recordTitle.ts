// What names a collection's record in the history (issue 29: "every row names its object by its
// title"): the definition's `titleField`, else its first text field of its own. The server reads
// it when it writes an audit row, so a removed record keeps its name.
import type { FieldDef, ResourceDef } from '../resources/types';

export function titleFieldOf(def: ResourceDef): FieldDef | undefined {
  if (def.titleField) return def.fields.find((f) => f.name === def.titleField);
  return def.fields.find((f) => f.type === 'text' && !f.joined);
}

/** At most this many titles name a row about several records ("a、b、c 等 12 项" on the screen). */
export const TITLES_SHOWN = 10;

/** Several titles as one: the first TITLES_SHOWN joined, the rest counted by the screen. */
export const joinTitles = (titles: readonly string[]): string => titles.slice(0, TITLES_SHOWN).join('、') + (titles.length > TITLES_SHOWN ? '…' : '');
