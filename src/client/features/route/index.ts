// The route's public face: the navigation event other features listen to (a dialog's flow ends
// when its screen is left: isScreenLeft), and the selectors of the current location.
export { routeChanged, initialRouteState } from './routeSlice';
export type { RouteState, RouteLocation, RouteChange, HistoryAction } from './routeSlice';
export { isScreenLeft } from './screenLeft';
export * from './selectors';
