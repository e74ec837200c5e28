// What the views show as text: a Message in the current language (a catalogue key with its
// parameters, or the server's words), a byte count and a time.
import { DATE_MINUTES } from '../../../../shared/dateTime';
import { showTime } from '../../../lib/timeZone';

/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';

/** A byte count for people: the console's one formatter (B, KB, MB with one decimal). */
export { formatBytes } from '../../../../shared/byteSize';

/** An ISO time as the reader's local 'YYYY-MM-DD HH:mm'. */
export const shownTime = (iso: string): string => showTime(iso, DATE_MINUTES);
