// Where a dragged dialog may go: it keeps inside the viewport (document 001 §1). Pure, so the
// rule is tested without layout.
export interface Point {
  x: number;
  y: number;
}
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface DragStart {
  /** pointer position when the drag began */
  pointer: Point;
  /** the dialog's translation when the drag began */
  offset: Point;
  /** the dialog's on-screen box when the drag began (translation included) */
  box: Box;
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** The translation that follows the pointer but keeps the whole dialog on screen. A dialog
 *  larger than the viewport along an axis stays pinned to its top or left edge there. */
export function draggedOffset(start: DragStart, pointer: Point, viewport: { width: number; height: number }): Point {
  const left = clamp(start.box.left + pointer.x - start.pointer.x, 0, Math.max(0, viewport.width - start.box.width));
  const top = clamp(start.box.top + pointer.y - start.pointer.y, 0, Math.max(0, viewport.height - start.box.height));
  return { x: start.offset.x + left - start.box.left, y: start.offset.y + top - start.box.top };
}
