// The box semantic-ui's Modal renders as (its `as` prop): react-focus-lock's container, so the
// dialog element itself is the lock. Focus moves in on open (the first field of the content,
// see `data-autofocus-inside` in DraggableDialog, passing over dropdowns (dropdownFocus.ts); the box itself when
// nothing else can take focus), Tab and Shift+Tab stay inside, and focus returns to the opener when the dialog
// unmounts. The lock's two guards become siblings of the dialog inside semantic's dimmer; they
// are fixed-position and one pixel wide, so the dimmer's layout is unchanged.
import { forwardRef, HTMLAttributes, useCallback, useRef } from 'react';
import FocusLock from 'react-focus-lock';
import { quietDropdowns } from './dropdownFocus';

/** the opener may be gone or scrolled away by then: no jump of the page */
const RETURN_FOCUS = { preventScroll: true };

/** the dropdown watchers of the boxes open now */
const watching = new WeakMap<HTMLElement, () => void>();

function onActivation(box: HTMLElement) {
  // called just before the lock moves focus in
  watching.set(box, quietDropdowns(box));
  // then look once the lock has had its turn: nothing to focus inside, the box takes focus
  setTimeout(() => {
    if (box.isConnected && !box.contains(document.activeElement)) box.focus({ preventScroll: true });
  }, 0);
}

function onDeactivation(box: HTMLElement) {
  watching.get(box)?.();
  watching.delete(box);
}

export const FocusLockedBox = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function FocusLockedBox({ children, className, ...rest }, ref) {
  // the lock hands its node to onActivation; at unmount its ref is already cleared, so the
  // node activated is kept for onDeactivation
  const activeBox = useRef<HTMLElement | null>(null);
  const activated = useCallback((box: HTMLElement) => {
    activeBox.current = box;
    onActivation(box);
  }, []);
  const deactivated = useCallback(() => {
    if (activeBox.current) onDeactivation(activeBox.current);
  }, []);
  return (
    <FocusLock
      ref={ref}
      className={className}
      lockProps={{ ...rest, tabIndex: -1 }}
      returnFocus={RETURN_FOCUS}
      onActivation={activated}
      onDeactivation={deactivated}
    >
      {children}
    </FocusLock>
  );
});
