// A write's outcome as text: the server's own words, or a catalogue key in the current language.
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';

export const noticeText = (t: T, m: Message): string => ('text' in m ? m.text : t(m.key, m.params));
