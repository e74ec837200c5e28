// The rights matrix's edits of a role's grants (issue 36), pure: the level a screen, an area or
// the whole catalogue is granted, what it has through its area, and the grants after a choice.
// Write includes read, so a level is one of none / read / write and each target holds at most
// one grant; a danger is on or off; ALL_RIGHTS stands for everything.
import { ALL_RIGHTS, areaGrant, dangerRight, Danger, screenRight } from '../../../shared/rights/catalogue';
import type { AreaDef } from '../../../shared/routes';

export type Level = 'none' | 'read' | 'write';
export const LEVELS: readonly Level[] = ['none', 'read', 'write'];
const RANK: Record<Level, number> = { none: 0, read: 1, write: 2 };

const levelOf = (grants: readonly string[], read: string, write: string): Level => (grants.includes(write) ? 'write' : grants.includes(read) ? 'read' : 'none');

export const areaLevel = (grants: readonly string[], area: AreaDef): Level =>
  grants.includes(ALL_RIGHTS) ? 'write' : levelOf(grants, areaGrant(area.key, 'read'), areaGrant(area.key, 'write'));

/** The screen's own grant (none when only its area grants it). */
export const screenOwnLevel = (grants: readonly string[], path: string): Level => levelOf(grants, screenRight(path, 'read'), screenRight(path, 'write'));

/** What the screen may do: its own grant or its area's, whichever is more. */
export const screenLevel = (grants: readonly string[], area: AreaDef, path: string): Level => {
  const own = screenOwnLevel(grants, path);
  const inherited = areaLevel(grants, area);
  return RANK[own] >= RANK[inherited] ? own : inherited;
};

/** Whether a level is below what the area already grants (shown, not choosable). */
export const belowArea = (grants: readonly string[], area: AreaDef, level: Level): boolean => RANK[level] < RANK[areaLevel(grants, area)];

const setLevel = (grants: readonly string[], read: string, write: string, level: Level): string[] => {
  const rest = grants.filter((g) => g !== read && g !== write);
  return level === 'none' ? rest : [...rest, level === 'read' ? read : write];
};

/** The grants with the area set to a level; its screens' own grants at or below it are dropped
 *  (the area gives them), those above it kept. */
export function withAreaLevel(grants: readonly string[], area: AreaDef, level: Level): string[] {
  const set = setLevel(grants, areaGrant(area.key, 'read'), areaGrant(area.key, 'write'), level);
  return set.filter(
    (g) => !area.routes.some((r) => (g === screenRight(r.path, 'read') && level !== 'none') || (g === screenRight(r.path, 'write') && level === 'write')),
  );
}

export const withScreenLevel = (grants: readonly string[], path: string, level: Level): string[] =>
  setLevel(grants, screenRight(path, 'read'), screenRight(path, 'write'), level);

export const withDanger = (grants: readonly string[], danger: Danger, on: boolean): string[] => {
  const g = dangerRight(danger);
  const rest = grants.filter((x) => x !== g);
  return on ? [...rest, g] : rest;
};

/** Every right on (only ALL_RIGHTS), or off (nothing: the role's other grants are chosen anew). */
export const withAll = (on: boolean): string[] => (on ? [ALL_RIGHTS] : []);

/** How many of the area's screens may be read, for the area's summary. */
export const readableCount = (grants: readonly string[], area: AreaDef): number =>
  area.routes.filter((r) => screenLevel(grants, area, r.path) !== 'none').length;
