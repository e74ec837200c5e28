// Above every route: the open page, the toasts (which show on /login and /lock too) and the
// browser tab's title. Its effect runs after the route's screens' own: it tells time travel a
// route has rendered (lib/timeTravel.ts: back at the latest step, the present settles then).
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { routeRendered } from '../../lib/timeTravel';
import Toasts from '../../features/ui/Toasts';
import DocumentTitle from './DocumentTitle';

export default function AppRoot() {
  const location = useLocation();
  useEffect(() => routeRendered(), [location]);
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <Toasts />
    </>
  );
}
