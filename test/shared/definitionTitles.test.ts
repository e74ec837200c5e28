// A collection's or a document's title is its route's menu label: the menu, the heading, the tab's
// title, the history, an export's file and sheet name one screen with the same words. Only a
// definition that is not its route's one screen (a tab of /deviceManage, a document opened by
// several identity routes, a setting that is a part of a hand-built screen: the score mechanism,
// the photo settings) names itself, and its routes are still in the menu.
import { definitionTitle } from '../../src/shared/definitionTitle';
import { DOCUMENTS } from '../../src/shared/documents';
import { translate } from '../../src/shared/i18n';
import { RESOURCES, resourcesByRoute } from '../../src/shared/resources';
import { ALL_ROUTES } from '../../src/shared/routes';

const menuLabel = (path: string) => ALL_ROUTES.find((r) => r.path === path)?.label;
const words = (key: string | undefined) => (key ? [translate('zh-CN', key), translate('en', key)] : undefined);
const definitions = [...RESOURCES, ...DOCUMENTS];

it.each(definitions.map((d) => [d.key, d] as const))("%s is titled by its route's menu label", (_key, def) => {
  const routes = 'identityRoutes' in def && def.identityRoutes ? Object.keys(def.identityRoutes) : [def.route];
  for (const route of routes) expect({ route, inMenu: menuLabel(route) !== undefined }).toEqual({ route, inMenu: true });
  const partOfScreen = 'ownScreen' in def && def.ownScreen === true;
  const ownScreen = routes.length === 1 && resourcesByRoute(def.route).length <= 1 && !partOfScreen;
  if (ownScreen) {
    expect(definitionTitle(def)).toBe(menuLabel(def.route));
    expect(words(definitionTitle(def))).toEqual(words(menuLabel(def.route)));
  } else {
    expect(def.ownTitle).toBeDefined();
  }
});

it('leaves a title of their own to the two tabs, the per-identity document and the two parts of hand-built screens only', () => {
  expect(definitions.flatMap((d) => (d.ownTitle ? [d.key] : [])).sort()).toEqual([
    'eIdCard',
    'emergencyRecords',
    'loginDevices',
    'photoConfig',
    'scoreMechanism',
  ]);
});
