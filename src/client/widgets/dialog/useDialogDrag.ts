// Dragging a dialog by its header: mouse down on the header starts, window mouse moves follow,
// mouse up ends. Window listeners (not header ones) so a fast pointer that leaves the header
// keeps dragging. The translation returns to zero whenever the dialog closes.
import { MouseEvent as ReactMouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { DragStart, draggedOffset, Point } from './dragMath';

const ORIGIN: Point = { x: 0, y: 0 };

export function useDialogDrag(open: boolean) {
  const [offset, setOffset] = useState<Point>(ORIGIN);
  const [wasOpen, setWasOpen] = useState(open);
  const stopDragging = useRef<() => void>(() => undefined);

  if (open !== wasOpen) {
    // adjusted while rendering, as React advises for state that follows a prop
    setWasOpen(open);
    if (!open) setOffset(ORIGIN);
  }
  useEffect(() => () => stopDragging.current(), []);

  const onHeaderMouseDown = useCallback(
    (e: ReactMouseEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      const dialog = e.currentTarget.closest('.ui.modal') ?? e.currentTarget;
      const rect = dialog.getBoundingClientRect();
      const start: DragStart = {
        pointer: { x: e.clientX, y: e.clientY },
        offset,
        box: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
      };
      e.preventDefault(); // no text selection while dragging
      const move = (ev: MouseEvent) =>
        setOffset(draggedOffset(start, { x: ev.clientX, y: ev.clientY }, { width: window.innerWidth, height: window.innerHeight }));
      const up = () => stopDragging.current();
      stopDragging.current();
      window.addEventListener('mousemove', move);
      window.addEventListener('mouseup', up);
      stopDragging.current = () => {
        window.removeEventListener('mousemove', move);
        window.removeEventListener('mouseup', up);
        stopDragging.current = () => undefined;
      };
    },
    [offset],
  );

  return { offset, onHeaderMouseDown };
}
