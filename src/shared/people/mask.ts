// How a personal value is masked: pure functions of the value, shared by the server (which masks
// before anything leaves it) and the tests. Each pattern keeps a little of the value so an
// administrator can still tell people apart; a value too short to keep both ends keeps at most
// its last quarter, never the whole value. Nothing (null, '') stays nothing.
export const MASK_PATTERNS = ['first3Last4', 'first6Last4', 'last4', 'first1', 'emailDomain', 'hideAll'] as const;
export type MaskPattern = (typeof MASK_PATTERNS)[number];

const stars = (n: number) => '*'.repeat(Math.max(0, n));

function keepEnds(value: string, head: number, tail: number): string {
  const chars = [...value];
  if (chars.length > head + tail) return chars.slice(0, head).join('') + stars(chars.length - head - tail) + (tail > 0 ? chars.slice(-tail).join('') : '');
  const kept = Math.min(tail, Math.floor(chars.length / 4));
  return stars(chars.length - kept) + (kept > 0 ? chars.slice(-kept).join('') : '');
}

/** a name keeps its first character: 张三丰 → 张**; a one-character value is hidden */
function firstOne(value: string): string {
  const chars = [...value];
  return chars.length > 1 ? chars[0] + stars(chars.length - 1) : '*';
}

/** zhang.wei@demo.edu.cn → z***@demo.edu.cn; without an @ the value is hidden */
function emailDomain(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return stars([...value].length);
  return `${[...value][0]}***${value.slice(at)}`;
}

const PATTERNS: Record<MaskPattern, (value: string) => string> = {
  first3Last4: (v) => keepEnds(v, 3, 4),
  first6Last4: (v) => keepEnds(v, 6, 4),
  last4: (v) => keepEnds(v, 0, 4),
  first1: firstOne,
  emailDomain,
  // a fixed width: hiding everything does not tell the value's length either
  hideAll: () => '******',
};

/** The value masked by the pattern; null and '' are returned as they are. */
export function maskValue<V extends string | null | undefined>(pattern: MaskPattern, value: V): V | string {
  return value ? PATTERNS[pattern](value) : value;
}

/** 110105200503151234 → 110105********1234 */
export const maskIdNumber = (value: string | null): string | null => maskValue('first6Last4', value);

/** 13812348000 → 138****8000 */
export const maskPhone = (value: string | null): string | null => maskValue('first3Last4', value);
