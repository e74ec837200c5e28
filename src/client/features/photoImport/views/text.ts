// Small helpers the photo import's views share to turn state into text.
import { hasMessage } from '../../../../shared/i18n/registry';
import type { T } from '../../../i18n';

/** A message's text: a catalogue key translated, or a server's words as they are. */
/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';

/** Labels that may come as a catalogue key or as text the server already translated. */
export const labelOf = (t: T, keyOrText: string): string => (hasMessage(keyOrText) ? t(keyOrText) : keyOrText);

/** A zip's size as people read it: the console's one formatter (B, KB, MB with one decimal). */
export { formatBytes as formatSize } from '../../../../shared/byteSize';
