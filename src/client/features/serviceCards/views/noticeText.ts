// A write's outcome as text: the server's own words, or a catalogue key in the current language.

/** a Message in the current language (one resolution for the whole console) */
export { say as noticeText } from '../../../lib/problem';
