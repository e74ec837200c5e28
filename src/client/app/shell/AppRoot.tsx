// Above every route: the open page, the toasts (which show on /login and /lock too) and the
// browser tab's title.
import { Outlet } from 'react-router-dom';
import Toasts from '../../features/ui/Toasts';
import DocumentTitle from './DocumentTitle';

export default function AppRoot() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <Toasts />
    </>
  );
}
