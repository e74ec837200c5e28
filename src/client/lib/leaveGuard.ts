// The one leave guard of the console's forms: every form holding unsaved edits registers here
// (`useLeaveGuard(dirty, discard)`), and whatever would leave it asks the registry first: the
// shell's router blocker (a menu click, a link, the back button) and its `beforeunload` (reload,
// closing the tab) ask "keep editing / discard" (app/shell/LeaveGuard.tsx), and a modal form's
// Escape, close icon or dimmer click asks the same in widgets/dialog/ModalDialog.tsx. Discard
// runs every dirty form's `discard` (its edits dropped in its state) before leaving. A clean form
// never asks. Module state outside the store: it holds callbacks, not data, and is not replayed.
import { useEffect, useRef, useState } from 'react';

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

/**
 * For a hand-built form whose state keeps no "dirty" of its own: its value differs (by JSON)
 * from the value it had when it opened (`open` turned true). Adjusted while rendering, as React
 * advises for state that follows a prop.
 */
export function useChangedSinceOpen(open: boolean, value: unknown): boolean {
  const text = JSON.stringify(value);
  const [initial, setInitial] = useState<string | null>(open ? text : null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setInitial(open ? text : null);
    return false;
  }
  return open && initial !== null && initial !== text;
}
