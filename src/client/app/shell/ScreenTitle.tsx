// The open screen's heading, drawn by the shell for every route from the route table's label
// (pageTitle.ts, the same name as the browser tab's): one mechanism, so no screen is left
// without a title and none draws its own. Screens below it show only their introduction
// (`.screen-intro`) and tools. An address that is no route shows no heading here: the
// not-found page names itself.
import { useLocation } from 'react-router-dom';
import type { T } from '../../i18n';
import { screenLabelOf } from './pageTitle';

export default function ScreenTitle({ t }: { t: T }) {
  const { pathname } = useLocation();
  const label = screenLabelOf(pathname);
  if (!label || label === 'shell.notFound') return null;
  return (
    <h2 className="screen-title" data-testid="screen-title">
      {t(label)}
    </h2>
  );
}
