// The route table (document 002 §2): / redirects to /downloadPage, every route of ALL_ROUTES
// inside the signed-in frame, /login and /lock outside it, anything else not found. Every
// screen is a lazy chunk (screens.ts).
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { ALL_ROUTES, HOME_PATH, LOCK_PATH, LOGIN_PATH } from '../../shared/routes';
import { MIDDLE_PAGE_PATH } from '../../shared/home/api';
import LazyScreen from './lazy/LazyScreen';
import { ScreenEntry, screenFor } from './screens';
import AppRoot from './shell/AppRoot';
import { GuestOnly, LockedOnly, RequireSession } from './shell/guards';
import NotFoundPage from './shell/NotFoundPage';
import { RequireRight } from './shell/RequireRight';
import RouteError from './shell/RouteError';
import ShellLayout from './shell/ShellLayout';

export interface RouteOptions {
  /** replaces the chunk of some routes (tests) */
  screens?: Record<string, ScreenEntry>;
  /** ms before a chunk counts as failed (document 000 §8: 120 000) */
  chunkTimeoutMs?: number;
}

export function buildRoutes(options: RouteOptions = {}): RouteObject[] {
  const screen = (path: string) => {
    const entry = options.screens?.[path] ?? screenFor(path);
    return <LazyScreen key={path} loader={entry.load} props={entry.props} timeoutMs={options.chunkTimeoutMs} />;
  };
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        { path: LOGIN_PATH, element: <GuestOnly>{screen(LOGIN_PATH)}</GuestOnly> },
        { path: LOCK_PATH, element: <LockedOnly>{screen(LOCK_PATH)}</LockedOnly> },
        // the phone download page: no sign-in, no shell (phones open it from the download page's link)
        { path: MIDDLE_PAGE_PATH, element: screen(MIDDLE_PAGE_PATH) },
        {
          path: '/',
          element: (
            <RequireSession>
              <ShellLayout />
            </RequireSession>
          ),
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            // a screen the role may not open shows 权限不足 (issue 36)
            ...ALL_ROUTES.map((route) => ({ path: route.path, element: <RequireRight path={route.path}>{screen(route.path)}</RequireRight> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
