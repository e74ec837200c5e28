// Turning a message of the picker's state into text: a catalogue key is translated when shown
// (so a language switch re-renders it), a server's msg is shown as it came.
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';

export const say = (t: T, m: Message): string => ('text' in m ? m.text : t(m.key, m.params));
