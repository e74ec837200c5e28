// Where the console goes after sign-in or unlock: the screen the user came from when it is a
// known route (never an outside address), else home. Shared by the saga and the route guards
// so both always agree.
import { ALL_ROUTES, HOME_PATH } from '../../../shared/routes';

const KNOWN_PATHS = new Set(ALL_ROUTES.map((r) => r.path));

export const landingPath = (from: string | null | undefined): string => (from && KNOWN_PATHS.has(from) ? from : HOME_PATH);
