import type { RouteLocation, RouteState } from './routeSlice';

type WithRoute = { route?: RouteState };

export const selectRoute = (state: WithRoute): RouteState | undefined => state.route;
export const selectLocation = (state: WithRoute): RouteLocation | null => state.route?.location ?? null;
export const selectPathname = (state: WithRoute): string | null => state.route?.location?.pathname ?? null;
