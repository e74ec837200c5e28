// Per-resource wording lives in the catalogue under the prefix its labels share
// ('shieldWord.word' -> 'shieldWord.add', 'shieldWord.edit', 'shieldWord.removeConfirm');
// a resource without its own wording falls back to the common words.
import { hasMessage } from '../../../shared/i18n/registry';
import { ResourceDef } from '../../../shared/resources';

const FALLBACKS = {
  add: 'common.add',
  edit: 'common.edit',
  removeConfirm: 'common.confirmRemove',
} as const;

export type ResourceWording = keyof typeof FALLBACKS;

/** The prefix every key of the definition's labels has (test/shared/resources/definitions.test.ts). */
export const wordingPrefix = (def: ResourceDef): string => {
  const first = Object.keys(def.labels)[0] ?? '';
  return first.slice(0, Math.max(0, first.indexOf('.')));
};

export function wordingKey(def: ResourceDef, wording: ResourceWording): string {
  const own = `${wordingPrefix(def)}.${wording}`;
  return wordingPrefix(def) && hasMessage(own) ? own : FALLBACKS[wording];
}

/** The removal question: the resource's own, quoting the row's name, for one named row; the
 *  common question for several picked rows. */
export const removeQuestionKey = (def: ResourceDef, name: string): string => (name ? wordingKey(def, 'removeConfirm') : FALLBACKS.removeConfirm);

/** An error toast for a problem: the console's own message by key (it follows the language),
 *  a server's msg as text (it is already in the user's language). None for what the request
 *  layer reports itself: 权限不足 (it toasts) and 401 (the session signs out). */
