// Every message the form's own field checks can produce (src/shared/resources/validate.ts) is in
// the catalogues the console has when a collection or a document screen is open: the registry's
// base and the feature's own. A key missing there is shown raw (`fieldRule.url.invalid` on
// /APPVersionsManage was). The problems are produced by running the checks, not listed by hand.
import core from '../../../../src/shared/i18n/core';
import routes from '../../../../src/shared/i18n/routes';
import widgets from '../../../../src/shared/i18n/widgets';
import password from '../../../../src/shared/i18n/password';
import type { Catalogue } from '../../../../src/shared/i18n/types';
import type { FieldDef, ResourceDef } from '../../../../src/shared/resources';
import { conditionalProblems, validateField } from '../../../../src/shared/resources/validate';
import { resourcesFeature } from '../../../../src/client/features/resources/feature';
import { DOCUMENT_CATALOGUES } from '../../../../src/client/features/documents/messages';

const field = (extra: Partial<FieldDef>): FieldDef => ({ name: 'f', column: 'f', label: 'common.yes', type: 'text', ...extra });

/** each check, with an input it refuses */
const refused: [FieldDef, unknown][] = [
  [field({ required: true }), ''],
  [field({ maxLength: 2 }), 'abc'],
  [field({ pattern: { source: '^a$', message: 'validation.pattern' } }), 'b'],
  [field({ check: 'taxpayerNumber' }), '123'],
  [field({ type: 'url' }), 'not a url'],
  [field({ type: 'url' }), 'ftp://example.edu/a'],
  [field({ type: 'url' }), 'https://user:pw@example.edu/a'],
  [field({ type: 'url' }), 'http://127.0.0.1/a'],
  [field({ type: 'number' }), 'x'],
  [field({ type: 'number', integer: true }), 1.5],
  [field({ type: 'number', min: 1, max: 2 }), 3],
  [field({ type: 'switch' }), 'yes'],
  [field({ type: 'select', options: { kind: 'static', items: [{ value: 1, label: 'common.yes' }] } }), 2],
  [field({ type: 'date' }), '2026-02-30'],
  [field({ type: 'datetime' }), '2026-02-01 25:00:00'],
  [field({ type: 'color' }), 'red'],
  [field({ type: 'image' }), 'nope'],
  [field({ type: 'multiSelect', maxItems: 1 }), ['a', 'b']],
];

const producedKeys = (): string[] => {
  const keys = refused.map(([f, v]) => {
    const p = validateField(f, v, (k) => k);
    if (!p) throw new Error(`${f.type} accepted ${JSON.stringify(v)}`);
    return p.key;
  });
  const def = { fields: [field({ name: 'on', type: 'switch' }), field({ requiredWhen: { field: 'on', value: true } })] } as ResourceDef;
  keys.push(...conditionalProblems(def, { on: true, f: '' }, (k) => k).map((p) => p.key));
  return [...new Set(keys)];
};

const has = (catalogues: Catalogue[], key: string) => catalogues.some((c) => key in c);
const BASE = [core, routes, widgets, password];

it.each([
  ['a collection screen', [...BASE, ...(resourcesFeature.catalogues ?? [])]],
  ['a settings document screen', [...BASE, ...DOCUMENT_CATALOGUES]],
])('every field check has its message on %s', (_screen, catalogues) => {
  const keys = producedKeys();
  expect(keys.length).toBeGreaterThan(15);
  expect(keys.filter((k) => !has(catalogues, k))).toEqual([]);
});
