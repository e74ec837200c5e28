// The one listener on the router (issue 17 part 1; document 002 §2). On start and on every
// location change it dispatches `route/changed` (the location and how the history moved), so the
// store knows the route and an action log shows the navigation; dialogs' flows end on leaving
// their screen (lib/dialogRun.ts). As soon as a navigation starts, before the next screen
// renders, the stored new-search parameters are cleared (newSearch.ts).
import type { Location } from 'react-router-dom';
import { HistoryAction, routeChanged } from '../../features/route';
import { clearNewSearchParams } from '../newSearch';

export interface RouterLike {
  state: { location: Location; historyAction: string; navigation: { location?: Location } };
  subscribe(fn: (state: RouterLike['state']) => void): () => void;
}

type Dispatch = (action: ReturnType<typeof routeChanged>) => unknown;

const asHistoryAction = (a: string): HistoryAction => (a === 'PUSH' || a === 'REPLACE' ? a : 'POP');

/**
 * Starts following the router; returns the unsubscribe. Subscribers run before the router's
 * React state changes, so the next screen renders with the parameters gone and the store
 * already told (a dialog of the screen left is closed by then).
 */
export function followRouter(router: RouterLike, dispatch: Dispatch): () => void {
  let reported: Location | null = null;
  let clearedFor = router.state.location.key;

  const report = (location: Location, historyAction: string) => {
    const previousPathname = reported?.pathname ?? null;
    reported = location;
    const { pathname, search, hash, key } = location;
    dispatch(routeChanged({ pathname, search, hash, key, historyAction: asHistoryAction(historyAction), previousPathname }));
  };

  clearNewSearchParams();
  report(router.state.location, router.state.historyAction);
  return router.subscribe((state) => {
    // a navigation under way (a lazy route loading) or the new location itself
    const target = state.navigation.location ?? state.location;
    if (target.key !== clearedFor) {
      clearedFor = target.key;
      clearNewSearchParams();
    }
    if (state.location.key !== reported?.key) report(state.location, state.historyAction);
  });
}
