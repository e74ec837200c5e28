// Navigation events for saga and slice tests: what the router listener dispatches.
import { routeChanged, RouteChange } from '../../../../src/client/features/route';

let keys = 0;

/** The router moved from `from` to `to` (pathname, optionally with a search): Back by default. */
export function navigated(to: string, from: string | null, historyAction: RouteChange['historyAction'] = 'POP') {
  const [pathname, search = ''] = to.split('?');
  keys += 1;
  return routeChanged({ pathname, search: search ? `?${search}` : '', hash: '', key: `k${keys}`, historyAction, previousPathname: from });
}

/** Back from a list to the home page: the screen the dialog was opened on is left. */
export const leftScreen = (from = '/studentList', to = '/') => navigated(to, from);
