// Browser storage with one name prefix and no throws: private windows and full quotas make
// localStorage throw, and a console that cannot remember its session must still run.
export const STORAGE_PREFIX = 'campus-';

const key = (name: string) => `${STORAGE_PREFIX}${name}`;

function backend(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readJSON<T>(name: string, kind: 'local' | 'session' = 'local'): T | null {
  try {
    const text = backend(kind)?.getItem(key(name));
    return text == null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeJSON(name: string, value: unknown, kind: 'local' | 'session' = 'local'): void {
  try {
    backend(kind)?.setItem(key(name), JSON.stringify(value));
  } catch {
    // storage full or refused: the in-memory state still works for this page's life
  }
}

export function removeItem(name: string, kind: 'local' | 'session' = 'local'): void {
  try {
    backend(kind)?.removeItem(key(name));
  } catch {
    // nothing to do
  }
}
