// Where the console is (issue 17 part 1): the router's location reaches the store as an event,
// `route/changed`, dispatched by the shell's router listener (app/route/routerListener.ts) on
// start and on every location change. An action log therefore shows the navigation, and a
// replayed `route/changed` only sets this state: a replay has no router, so nothing navigates.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';

/** How the history moved to a location (react-router's NavigationType). */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** the history entry's key (react-router's location.key) */
  key: string;
}

export interface RouteChange extends RouteLocation {
  historyAction: HistoryAction;
  /** the pathname before this change; null for the first location the router reported */
  previousPathname: string | null;
}

export interface RouteState {
  /** null until the router reported its first location (and in stores without a router) */
  location: RouteLocation | null;
  historyAction: HistoryAction | null;
}

export const initialRouteState: RouteState = { location: null, historyAction: null };

const routeSlice = createSlice({
  name: 'route',
  initialState: initialRouteState,
  reducers: {
    changed(state, action: PayloadAction<RouteChange>) {
      const { pathname, search, hash, key, historyAction } = action.payload;
      state.location = { pathname, search, hash, key };
      state.historyAction = historyAction;
    },
  },
});

export const { changed: routeChanged } = routeSlice.actions;
export default routeSlice.reducer;
