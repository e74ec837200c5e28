// What the views show as text: a Message in the current language (a catalogue key with its
// parameters, or the server's words), a byte count and a time.
import { DATE_MINUTES, formatDateTime } from '../../../../shared/dateTime';

/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';

/** A byte count for people: the console's one formatter (B, KB, MB with one decimal). */
export { formatBytes } from '../../../../shared/byteSize';

/** An ISO time as the reader's local 'YYYY-MM-DD HH:mm'. */
export const shownTime = (iso: string): string => formatDateTime(iso, DATE_MINUTES);
