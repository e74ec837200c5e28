// Document 002 §2: before every navigation the stored new-search parameters are cleared, so a
// screen never opens with a search another screen left behind. Screens store them in
// sessionStorage under 'newSearchParams' or another key starting with 'newSearch'. The router
// listener (route/routerListener.ts) clears them as each navigation starts.

export const NEW_SEARCH_PREFIX = 'newSearch';

export function clearNewSearchParams(storage: Storage | undefined = globalThis.sessionStorage): void {
  if (!storage) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(NEW_SEARCH_PREFIX)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}
