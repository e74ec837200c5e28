// The session-storage copy of option lists (document 002 §2: dictionaries 300 000 ms; document
// 000 §4: dropdowns 5 minutes). Only the dicts saga calls these. Storage that is blocked, full
// or holds garbage behaves as an empty cache: the list is simply fetched.
import type { Option } from '../../widgets/select/types';

export interface CachedOptions {
  options: Option[];
  /** epoch ms when the list was fetched */
  savedAt: number;
}

const PREFIX = 'console.options.';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readCachedOptions(key: string): CachedOptions | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return null;
    const parsed = JSON.parse(text) as CachedOptions;
    return Array.isArray(parsed?.options) && typeof parsed.savedAt === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedOptions(key: string, options: Option[], savedAt: number): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ options, savedAt } satisfies CachedOptions));
  } catch {
    // not cached this time; the next need fetches again
  }
}

/** Forgets one cached list (it changed on the server). */
export function forgetCachedOptions(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // nothing cached to forget
  }
}

/** Forgets every cached list (at sign-out: the next user may belong to another tenant). */
export function clearCachedOptions(): void {
  const s = storage();
  if (!s) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(PREFIX)) keys.push(k);
    }
    keys.forEach((k) => s.removeItem(k));
  } catch {
    // nothing to clear
  }
}

export const isFresh = (savedAt: number | null | undefined, now: number, ttlMs: number): boolean =>
  typeof savedAt === 'number' && now - savedAt >= 0 && now - savedAt < ttlMs;
