// What a signed-in administrator may open. Every administrator of a tenant may use every area
// (document 000 §6: "All users are administrators acting within their tenant"); the list is
// still sent so the console has one place to hide what a later role model forbids.
import { RESOURCES } from '../../shared/resources';
import { ALL_ROUTES } from '../../shared/routes';

const ACTIONS = ['list', 'save', 'update', 'remove'] as const;

export function permissionsOfAdmin(): string[] {
  return [...ALL_ROUTES.map((r) => r.path), ...RESOURCES.flatMap((def) => ACTIONS.map((a) => `${def.key}:${a}`))];
}
