// What the views show as text: a Message in the current language (a catalogue key with its
// parameters, or the server's words), a byte count and a time.
import { DATE_MINUTES } from '../../../../shared/dateTime';
import { showTime } from '../../../lib/timeZone';
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';

export const say = (t: T, m: Message): string => ('text' in m ? m.text : t(m.key, m.params));

/** A byte count for people: KB up to a megabyte, then MB. */
export const formatBytes = (n: number): string => (n < 1024 * 1024 ? `${Math.max(0, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`);

/** An ISO time as the reader's local 'YYYY-MM-DD HH:mm'. */
export const shownTime = (iso: string): string => showTime(iso, DATE_MINUTES);
