// Per-resource wording lives in the catalogue under the prefix of the definition's title
// ('shieldWord.title' -> 'shieldWord.add', 'shieldWord.edit', 'shieldWord.removeConfirm');
// a resource without its own wording falls back to the common words.
import { hasMessage } from '../../../shared/i18n/registry';
import { ResourceDef } from '../../../shared/resources';

const FALLBACKS = {
  add: 'common.add',
  edit: 'common.edit',
  removeConfirm: 'common.confirmRemove',
} as const;

export type ResourceWording = keyof typeof FALLBACKS;

export const titlePrefix = (def: ResourceDef): string => def.title.slice(0, Math.max(0, def.title.lastIndexOf('.')));

export function wordingKey(def: ResourceDef, wording: ResourceWording): string {
  const own = `${titlePrefix(def)}.${wording}`;
  return titlePrefix(def) && hasMessage(own) ? own : FALLBACKS[wording];
}

/** The removal question: the resource's own, quoting the row's name, for one named row; the
 *  common question for several picked rows. */
export const removeQuestionKey = (def: ResourceDef, name: string): string => (name ? wordingKey(def, 'removeConfirm') : FALLBACKS.removeConfirm);

/** An error toast for a problem: the console's own message by key (it follows the language),
 *  a server's msg as text (it is already in the user's language). None for what the request
 *  layer reports itself: 权限不足 (it toasts) and 401 (the session signs out). */
