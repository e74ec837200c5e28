// The box semantic-ui's Modal renders as (its `as` prop): react-focus-lock's container, so the
// dialog element itself is the lock. Focus moves in on open (the first field of the content, see
// `data-autofocus-inside` in DraggableDialog, passing over dropdowns (dropdownFocus.ts); the box
// itself when nothing else can take focus), Tab and Shift+Tab stay inside, and focus returns to
// the opener when the dialog unmounts. A dialog opened from another dialog that then closes (the
// import wizard hands over to its progress dialog) has that dialog's opener as its own: when it
// closes, focus goes back to the button that began the chain, never to <body>. The lock's two
// guards become siblings of the dialog inside semantic's dimmer; they are fixed-position and one
// pixel wide, so the dimmer's layout is unchanged. While time travels (DevTools or the replay
// viewer shows a past step, lib/timeTravel.ts) the lock is off: the dialog is the past's, shown,
// and focus stays where the developer has it (the viewer's step list).
import { forwardRef, HTMLAttributes, useCallback, useRef } from 'react';
import FocusLock from 'react-focus-lock';
import { useTimeTravelling } from '../../lib/useTimeTravelling';
import { quietDropdowns } from './dropdownFocus';

/** the opener may be gone or scrolled away by then: no jump of the page */
const RETURN_FOCUS = { preventScroll: true };

/** the dropdown watchers of the boxes open now */
const watching = new WeakMap<HTMLElement, () => void>();
/** each box's opener: the element focused when it opened, or the opener of the box that held it */
const openerOf = new WeakMap<HTMLElement, HTMLElement>();
/** the boxes opened lately (closed ones too: a chain's first dialog may be gone before the next opens) */
const recentBoxes: HTMLElement[] = [];
const RECENT_MAX = 8;
/** the box closed last and when: a dialog opening on <body> right after it continues its chain */
let lastClosed: { box: HTMLElement; at: number } | null = null;
const CHAIN_MS = 1000;

function rememberOpener(box: HTMLElement) {
  const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  // focus inside a dialog (open, or closing under this one): that dialog's opener; nothing
  // focused just after a dialog closed (its element went with it): the closed one's opener
  const holder = focused
    ? recentBoxes.find((b) => b !== box && b.contains(focused))
    : lastClosed && Date.now() - lastClosed.at < CHAIN_MS
      ? lastClosed.box
      : undefined;
  const opener = holder ? openerOf.get(holder) : focused;
  if (opener) openerOf.set(box, opener);
  recentBoxes.unshift(box);
  recentBoxes.splice(RECENT_MAX);
}

/** after the lock's own return: focus left on nothing (its opener was gone) goes to the chain's opener */
function returnToChainOpener(box: HTMLElement) {
  lastClosed = { box, at: Date.now() };
  const opener = openerOf.get(box);
  setTimeout(() => {
    const active = document.activeElement;
    if ((!active || active === document.body) && opener?.isConnected) opener.focus(RETURN_FOCUS);
  }, 0);
}

function onActivation(box: HTMLElement) {
  // called just before the lock moves focus in
  rememberOpener(box);
  watching.set(box, quietDropdowns(box));
  // then look once the lock has had its turn: nothing to focus inside, the box takes focus
  setTimeout(() => {
    if (box.isConnected && !box.contains(document.activeElement)) box.focus({ preventScroll: true });
  }, 0);
}

function onDeactivation(box: HTMLElement) {
  watching.get(box)?.();
  watching.delete(box);
  returnToChainOpener(box);
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
  const travelling = useTimeTravelling();
  return (
    <FocusLock
      ref={ref}
      disabled={travelling}
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
