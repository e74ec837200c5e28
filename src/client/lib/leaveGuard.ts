// The one leave guard of the console's forms: every form holding unsaved edits registers here
// (`useLeaveGuard(dirty, discard)`), and whatever would leave it asks the registry first: the
// shell's router blocker (a menu click, a link, the back button) and its `beforeunload` (reload,
// closing the tab) ask "keep editing / discard" (app/shell/LeaveGuard.tsx), and a modal form's
// Escape, close icon or dimmer click asks the same in widgets/dialog/ModalDialog.tsx. Discard
// runs every dirty form's `discard` (its edits dropped in its state) before leaving. A clean form
// never asks. Module state outside the store: it holds callbacks, not data, and is not replayed.
import { useEffect, useRef } from 'react';

interface Guard {
  dirty: boolean;
  discard?: () => void;
}

const guards = new Map<number, Guard>();
let nextId = 1;

/** Some registered form holds unsaved edits. */
export const anyDirty = (): boolean => [...guards.values()].some((g) => g.dirty);

/** The edits of every dirty form thrown away (each form's own discard). */
export function discardAll(): void {
  for (const g of [...guards.values()]) if (g.dirty) g.discard?.();
}

/** Registers a form while it is mounted: `dirty` it holds unsaved edits, `discard` drops them. */
export function useLeaveGuard(dirty: boolean, discard?: () => void): void {
  const guard = useRef<Guard>({ dirty, discard });
  useEffect(() => {
    guard.current.dirty = dirty;
    guard.current.discard = discard;
  });
  useEffect(() => {
    const key = nextId++;
    guards.set(key, guard.current);
    return () => {
      guards.delete(key);
    };
  }, []);
}
