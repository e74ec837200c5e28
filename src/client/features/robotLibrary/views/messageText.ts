// A Message as text: the server's own words, or a catalogue key in the current language.
import type { Message } from '../../../lib/problem';

export const messageText = (t: (key: string, params?: Record<string, string | number>) => string, m: Message): string =>
  'text' in m ? m.text : t(m.key, m.params);
