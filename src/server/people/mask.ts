// How the lists show personal numbers (the detail call shows them whole): an ID number keeps
// its region (first 6) and its last 4, a phone its carrier prefix (first 3) and its last 4, so
// an administrator can still tell people apart without the list exposing whole numbers.
const stars = (n: number) => '*'.repeat(Math.max(0, n));

function keepEnds(value: string, head: number, tail: number): string {
  if (value.length > head + tail) return value.slice(0, head) + stars(value.length - head - tail) + value.slice(-tail);
  // too short to keep both ends: keep at most the last quarter, never the whole value
  const kept = Math.min(tail, Math.floor(value.length / 4));
  return stars(value.length - kept) + (kept > 0 ? value.slice(-kept) : '');
}

/** 110105200503151234 → 110105********1234 */
export const maskIdNumber = (value: string | null): string | null => (value ? keepEnds(value, 6, 4) : value);

/** 13812348000 → 138****8000 */
export const maskPhone = (value: string | null): string | null => (value ? keepEnds(value, 3, 4) : value);
