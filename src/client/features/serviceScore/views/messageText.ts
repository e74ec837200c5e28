// A Message as text: the server's own words, or a catalogue key in the current language (a
// `field` parameter that is itself a catalogue key, as the mechanism's checks give it, translated too).
import { say, type Message } from '../../../lib/problem';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function messageText(t: Translate, m: Message): string {
  const field = 'key' in m ? m.params?.field : undefined;
  return say(t, typeof field === 'string' && 'key' in m ? { ...m, params: { ...m.params, field: t(field) } } : m);
}
