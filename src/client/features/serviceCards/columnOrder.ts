// One column moved to a place: the other columns keep their order around it. Moving a column
// already at its place changes nothing, so the saga can apply a move again to the order it
// finds when the write runs (a read after an earlier write may have replaced the shown order).
export function movedTo<T extends { id: number }>(items: T[], id: number, toIndex: number): T[] {
  const from = items.findIndex((x) => x.id === id);
  if (from < 0) return items;
  const to = Math.max(0, Math.min(items.length - 1, toIndex));
  if (from === to) return items;
  const next = items.filter((x) => x.id !== id);
  next.splice(to, 0, items[from]);
  return next;
}
