// The menu is on every screen from the first load, so every name it shows (each area's and each
// route's) must be in the catalogues the first load carries (core, routes, widgets, password:
// src/shared/i18n/registry.ts), not in a screen's own catalogue added with its chunk; otherwise
// the menu shows the raw key ('photosUi.route') until that screen is opened.
import { hasMessage, translate } from '../../src/shared/i18n/registry';
import { AREAS } from '../../src/shared/routes';

const labels = AREAS.flatMap((a) => [a.label, ...a.routes.map((r) => r.label)]);

it.each(labels)('%s is in the first-load catalogues, in both languages', (label) => {
  expect(hasMessage(label)).toBe(true);
  expect(translate('zh-CN', label)).not.toBe(label);
  expect(translate('en', label)).not.toBe(label);
});
