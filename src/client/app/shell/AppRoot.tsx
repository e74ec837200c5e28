// Above every route: the open page and the toasts, which show on /login and /lock too.
import { Outlet } from 'react-router-dom';
import Toasts from '../../features/ui/Toasts';

export default function AppRoot() {
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}
