// A Message in the current language: the server's own words, or a catalogue key.
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';

export const say = (t: T, m: Message): string => ('text' in m ? m.text : t(m.key, m.params));
