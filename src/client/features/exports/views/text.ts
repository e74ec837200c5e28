// Turning a message of the export's state into text: a catalogue key is translated when shown
// (so a language switch re-renders it), a server's msg is shown as it came.

/** a Message in the current language (one resolution for the whole console) */
export { say } from '../../../lib/problem';
