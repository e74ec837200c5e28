// The session's view helpers for other features' screens (issue 36): why the role may not write
// a screen, for the hover text of its disabled buttons, and the button that asks it itself.
export { useWriteRefusal, useScreenWriteRefusal, ScreenPathContext } from './useWriteRefusal';
export { WriteButton } from './WriteButton';
