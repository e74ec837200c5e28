// A Message as text: the server's own words, or a catalogue key in the current language (a
// `field` parameter that is itself a catalogue key, as the mechanism's checks give it, translated too).
import type { Message } from '../../../lib/problem';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function messageText(t: Translate, m: Message): string {
  if ('text' in m) return m.text;
  const field = m.params?.field;
  return t(m.key, typeof field === 'string' ? { ...m.params, field: t(field) } : m.params);
}
