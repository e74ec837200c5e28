// The browser tab's title: the open screen's name in the current language, then the project's
// name (e.g. "人员管理 - 湖畔大学"), so tabs, history and bookmarks tell the screens apart.
import { ALL_ROUTES, LOCK_PATH, LOGIN_PATH } from '../../../shared/routes';
import type { T } from '../../i18n';

const SEPARATOR = ' - ';

/** The route table's paths are matched as React Router does: any case, a trailing slash ignored. */
const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

const LABELS = new Map<string, string>([
  [normal(LOGIN_PATH), 'auth.signIn'],
  [normal(LOCK_PATH), 'auth.locked'],
  ...ALL_ROUTES.map((r): [string, string] => [normal(r.path), r.label]),
]);

/** The message key that names the screen at `pathname`; null for '/' (it leads elsewhere at once)
 *  and 'shell.notFound' for a path no route has. */
export function screenLabelOf(pathname: string): string | null {
  const path = normal(pathname || '/');
  if (path === '/') return null;
  return LABELS.get(path) ?? 'shell.notFound';
}

/** "<screen> - <project>"; only the project when no screen is named. A project with no name of its
 *  own is called by the console's name (auth.title). */
export function pageTitleOf(t: T, pathname: string, projectName: string): string {
  const project = projectName.trim() || t('auth.title');
  const label = screenLabelOf(pathname);
  return label ? `${t(label)}${SEPARATOR}${project}` : project;
}
