// The rights catalogue (issue 36), one module for the server and the console. A right is read or
// write of one screen (a console route of AREAS), or one of the dangerous actions named apart:
//   '/studentManage:read'   '/studentManage:write'   'danger:deleteAllPhotos'
// A role holds grants: a screen's right, a whole area's ('area:people:write': every screen of the
// area), a danger, or ALL_RIGHTS (the built-in role 全部权限). Write includes read. The session's
// `permission` is the expanded set (expandGrants), its `menu` the areas and screens it may read.
import { ALL_ROUTES, AREAS, AreaDef } from '../routes';

export type Access = 'read' | 'write';

/** The dangerous actions, each granted apart from the screen's write. */
export const DANGERS = ['deleteAllPhotos', 'undoImport', 'rotateAppKeys', 'publishDocument'] as const;
export type Danger = (typeof DANGERS)[number];

/** The grant of the built-in role: every right, also of screens added later. */
export const ALL_RIGHTS = '*';

export const screenRight = (path: string, access: Access): string => `${path}:${access}`;
export const areaGrant = (key: string, access: Access): string => `area:${key}:${access}`;
export const dangerRight = (danger: Danger): string => `danger:${danger}`;

/** What a route needs (route config `right`): nothing beyond a session, or a screen's access
 *  (any one of `screens` is enough: a call several screens make), and perhaps a danger. */
export type RouteRight = 'public' | 'signedIn' | { screens: string[]; access: Access; danger?: Danger };

const SCREENS = new Set(ALL_ROUTES.map((r) => r.path));
const AREA_KEYS = new Set(AREAS.map((a) => a.key));

/** Every grant a role may hold, in the catalogue's order: per area, its own grant and its screens'. */
export function allGrants(): string[] {
  const out: string[] = [];
  for (const area of AREAS) {
    for (const access of ['read', 'write'] as const) out.push(areaGrant(area.key, access));
    for (const r of area.routes) for (const access of ['read', 'write'] as const) out.push(screenRight(r.path, access));
  }
  return [...out, ...DANGERS.map(dangerRight)];
}

/** Whether a grant is one the catalogue knows (the roles' save refuses others). */
export function isKnownGrant(grant: string): boolean {
  if (grant === ALL_RIGHTS) return true;
  if (grant.startsWith('danger:')) return (DANGERS as readonly string[]).includes(grant.slice(7));
  const m = /^(area:)?(.+):(read|write)$/.exec(grant);
  if (!m) return false;
  return m[1] ? AREA_KEYS.has(m[2]) : SCREENS.has(m[2]);
}

/** The rights a role's grants give: screens' read and write (write brings read) and dangers. */
export function expandGrants(grants: readonly string[]): Set<string> {
  const out = new Set<string>();
  const screen = (path: string, access: Access) => {
    out.add(screenRight(path, 'read'));
    if (access === 'write') out.add(screenRight(path, 'write'));
  };
  for (const g of grants) {
    if (g === ALL_RIGHTS) {
      for (const r of ALL_ROUTES) screen(r.path, 'write');
      for (const d of DANGERS) out.add(dangerRight(d));
      continue;
    }
    if (g.startsWith('danger:')) {
      if (isKnownGrant(g)) out.add(g);
      continue;
    }
    const m = /^(area:)?(.+):(read|write)$/.exec(g);
    if (!m) continue;
    const access = m[3] as Access;
    if (m[1]) AREAS.find((a) => a.key === m[2])?.routes.forEach((r) => screen(r.path, access));
    else if (SCREENS.has(m[2])) screen(m[2], access);
  }
  return out;
}

/** Whether a session's expanded rights are every right there is (what ALL_RIGHTS gives): the
 *  console shows the backups to such a session; the server checks the role itself. */
export function holdsAllRights(rights: ReadonlySet<string>): boolean {
  for (const r of expandGrants([ALL_RIGHTS])) if (!rights.has(r)) return false;
  return true;
}

/** Whether the rights allow what a route needs. */
export function allows(rights: ReadonlySet<string>, need: RouteRight): boolean {
  if (need === 'public' || need === 'signedIn') return true;
  if (need.danger && !rights.has(dangerRight(need.danger))) return false;
  return need.screens.some((s) => rights.has(screenRight(s, need.access)));
}

/** The menu of a session: the areas, each with the screens the rights may read. */
export function menuOf(rights: ReadonlySet<string>): AreaDef[] {
  return AREAS.map((a) => ({ ...a, routes: a.routes.filter((r) => rights.has(screenRight(r.path, 'read'))) })).filter((a) => a.routes.length > 0);
}

/** The i18n key and params naming a right (the refusal names what is missing). */
export function rightLabel(need: Exclude<RouteRight, 'public' | 'signedIn'>): { screen: string; access: string; danger?: string } {
  const route = ALL_ROUTES.find((r) => r.path === need.screens[0]);
  return {
    screen: route?.label ?? need.screens[0],
    access: `rights.access.${need.access}`,
    danger: need.danger && `rights.danger.${need.danger}`,
  };
}

/** The i18n key of a grant's parts, for the roles' grant list (area or screen label, access). */
export function grantParts(grant: string): { label: string; access?: string; kind: 'all' | 'area' | 'screen' | 'danger' } {
  if (grant === ALL_RIGHTS) return { label: 'rights.all', kind: 'all' };
  if (grant.startsWith('danger:')) return { label: `rights.danger.${grant.slice(7)}`, kind: 'danger' };
  const m = /^(area:)?(.+):(read|write)$/.exec(grant);
  if (!m) return { label: grant, kind: 'screen' };
  if (m[1]) return { label: AREAS.find((a) => a.key === m[2])?.label ?? m[2], access: `rights.access.${m[3]}`, kind: 'area' };
  return { label: ALL_ROUTES.find((r) => r.path === m[2])?.label ?? m[2], access: `rights.access.${m[3]}`, kind: 'screen' };
}
