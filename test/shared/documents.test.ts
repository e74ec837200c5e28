// Every definition in DOCUMENTS, checked as a whole: one folder named by its key, its labels in
// both languages and its own, defaults and demo versions that pass its field rules.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTS, documentByRoute } from '../../src/shared/documents';
import { validateDocument } from '../../src/shared/documents/validate';
import { IDENTITIES } from '../../src/shared/domain/people';
import { CATALOGUE, translate } from '../../src/shared/i18n';
import { definitionTitle } from '../../src/shared/definitionTitle';

const FOLDERS = join(__dirname, '../../src/shared/documents');

describe.each(DOCUMENTS.map((def) => [def.key, def] as const))('document %s', (_key, def) => {
  it('maps each identity route to an identity, only when it is per identity', () => {
    const routes = Object.entries(def.identityRoutes ?? {});
    if (routes.length) expect(def.scope).toBe('tenantIdentity');
    for (const [route, identity] of routes) {
      expect(IDENTITIES).toContain(identity);
      expect(documentByRoute(route)).toBe(def);
    }
  });

  it('is one folder named by its key, with its labels, in both languages, and its own', () => {
    expect(
      readdirSync(join(FOLDERS, def.key))
        .filter((f) => ['definition.ts', 'labels.ts', 'demo.ts'].includes(f))
        .sort(),
    ).toEqual(['definition.ts', 'demo.ts', 'labels.ts']);
    const keys = [definitionTitle(def), ...def.fields.flatMap((f) => [f.label, ...(f.of ?? []).map((o) => o.label)])];
    expect(keys.filter((k) => !(CATALOGUE[k]?.[0].trim() && CATALOGUE[k]?.[1].trim()))).toEqual([]);
    // a title of its own only when several identity routes open it or it is a part of a
    // hand-built screen, then among its labels
    expect(def.ownTitle !== undefined).toBe(def.identityRoutes !== undefined || def.ownScreen === true);
    if (def.ownTitle) expect(def.labels[def.ownTitle]).toBeDefined();
    const others = DOCUMENTS.filter((d) => d !== def).flatMap((d) => Object.keys(d.labels));
    expect(Object.keys(def.labels).filter((k) => others.includes(k))).toEqual([]);
  });

  it('has demo versions, each passing its field rules once merged over the defaults', async () => {
    for (const identity of def.scope === 'tenantIdentity' ? IDENTITIES : [undefined]) {
      const saves = (await def.demo()).default({ id: '000000', name: '示范大学' }, Date.UTC(2026, 10, 26), identity);
      expect(saves.length).toBeGreaterThan(0);
      for (const save of saves) {
        expect(validateDocument(def, { ...def.defaults, ...save.content }, (k) => translate('zh-CN', k))).toEqual([]);
      }
    }
  });
});
