// What the views show as text: a Message in the current language (a catalogue key with its
// parameters, or the server's words), a byte count and a time.
import { DATE_MINUTES, formatDateTime } from '../../../../shared/dateTime';

/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';

/** A byte count for people: KB up to a megabyte, then MB. */
export const formatBytes = (n: number): string => (n < 1024 * 1024 ? `${Math.max(0, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`);

/** An ISO time as the reader's local 'YYYY-MM-DD HH:mm'. */
export const shownTime = (iso: string): string => formatDateTime(iso, DATE_MINUTES);
