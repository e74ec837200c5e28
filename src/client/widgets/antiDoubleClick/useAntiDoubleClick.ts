// Anti-double-click (document 001 §1, §9): after a click the handler is locked for 800 ms, so a
// nervous double click starts one save, not two. This is the one timer a view may hold: it is
// about the button's own look, not about any flow.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANTI_DOUBLE_CLICK_MS } from '../../../shared/domain/ui';

export function useAntiDoubleClick<A extends unknown[]>(
  handler: ((...args: A) => void) | undefined,
  lockMs: number = ANTI_DOUBLE_CLICK_MS,
): { locked: boolean; onClick: (...args: A) => void } {
  const [locked, setLocked] = useState(false);
  // A ref as well as state: two clicks in the same tick both see the state before re-render.
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = useCallback(
    (...args: A) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      timer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
      handler?.(...args);
    },
    [handler, lockMs],
  );

  return { locked, onClick };
}
