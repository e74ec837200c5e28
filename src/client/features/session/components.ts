// The session's view helpers for other features' screens: why the role may not write a screen
// (issue 36), for the hover text of its disabled buttons.
export { useWriteRefusal } from './useWriteRefusal';
