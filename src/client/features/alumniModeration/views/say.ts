// A Message in the current language: the server's own words, or a catalogue key.

/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';
