// Document 002 §2: before every navigation the stored new-search parameters are cleared, so a
// screen never opens with a search another screen left behind. Screens store them in
// sessionStorage under 'newSearchParams' or another key starting with 'newSearch'.
import type { Location } from 'react-router-dom';

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

interface RouterLike {
  state: { location: Location; navigation: { location?: Location } };
  subscribe(fn: (state: RouterLike['state']) => void): () => void;
}

/**
 * Clears as soon as the router starts towards a new location: while a lazy route loads it
 * reports navigation.location, otherwise the new location itself. Subscribers run before the
 * router's React state changes, so the next screen renders without the old parameters.
 */
export function clearNewSearchOnNavigation(router: RouterLike): () => void {
  let last = router.state.location.key;
  clearNewSearchParams();
  return router.subscribe((state) => {
    const target = state.navigation.location ?? state.location;
    if (target.key === last) return;
    last = target.key;
    clearNewSearchParams();
  });
}
