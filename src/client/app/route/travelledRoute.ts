// The router follows the store while time travels (issue 34, lib/timeTravel.ts): as DevTools (or
// the replay viewer) steps through the past, the console shows each step's route, and back at the
// latest step the route of the present, wherever the past's screens took the router meanwhile (a
// signed-out step's guard sends it to /login). The other way round from the router listener, and
// only while travelling: the listener's own route/changed is dropped then (timeTravelGuard), so
// following the store makes no new present.
import { selectLocation } from '../../features/route';
import type { RootState } from '../reducers';
import { isTimeTravelling, onTimeTravelChange, routeRequested } from '../../lib/timeTravel';

export interface NavigableRouter {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate(to: string, options: { replace: boolean }): unknown;
}

interface StoreLike {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

/** Starts showing the store's route while travelling (the replay viewer: always); returns the stop. */
export function showTravelledRoute(router: NavigableRouter, store: StoreLike): () => void {
  const sync = () => {
    if (!isTimeTravelling()) return;
    const at = selectLocation(store.getState());
    if (!at) return;
    const to = `${at.pathname}${at.search}${at.hash}`;
    const { pathname, search, hash } = router.state.location;
    if (to === `${pathname}${search}${hash}`) return;
    // back at the latest step, the present settles once this route has rendered
    routeRequested();
    void router.navigate(to, { replace: true });
  };
  const stopStore = store.subscribe(sync);
  sync();
  const stopTravel = onTimeTravelChange(sync);
  return () => {
    stopStore();
    stopTravel();
  };
}
