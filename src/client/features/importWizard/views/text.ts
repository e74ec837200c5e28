// Small helpers the views share to turn state into text.
import { hasMessage } from '../../../../shared/i18n/registry';
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';
import { DATE_TIME } from '../../../../shared/dateTime';
import { showTime } from '../../../lib/timeZone';

/** A message's main line (a catalogue key translated, or a server's words as they are). */
/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';

/** A message's second line, when it has one. */
export const hintOf = (t: T, m: Message): string | null => ('key' in m && m.hint ? t(m.hint) : null);

/** Labels that may come as a catalogue key (our targets) or as text the server translated. */
export const labelOf = (t: T, keyOrText: string): string => (hasMessage(keyOrText) ? t(keyOrText) : keyOrText);

/** A file's size as people read it: the console's one formatter (B, KB, MB with one decimal). */
export { formatBytes as formatSize } from '../../../../shared/byteSize';

/** An ISO time as the reader's local 'YYYY-MM-DD HH:mm:ss'; none is '-'. */
export const formatTime = (iso: string | null): string => showTime(iso, DATE_TIME, '-');

/** A system field's label by its column (importField.<column>), or the column itself. */
export const fieldLabel = (t: T, column: string): string => (hasMessage(`importField.${column}`) ? t(`importField.${column}`) : column);
