// What the console's first load carries (main.tsx's static imports): the shell, the session,
// ui, route and frame slices and the core messages; no feature's slice, saga or area catalogue, which
// come with their screen chunks. And the frame is in no import cycle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCycles, staticClosure } from '../../../scripts/importGraph';

const SRC = path.resolve(__dirname, '../../../src');
const rel = (f: string) => path.relative(SRC, f).split(path.sep).join('/');

describe('the first load', () => {
  const first = [...staticClosure(path.join(SRC, 'client/main.tsx'))].map(rel);

  it('holds the always-needed slices and sagas and the shell', () => {
    expect(first).toEqual(
      expect.arrayContaining([
        'client/features/session/sessionSlice.ts',
        'client/features/session/sessionSaga.ts',
        'client/features/ui/uiSlice.ts',
        'client/features/route/routeSlice.ts',
        'client/app/route/routerListener.ts',
        'client/frame/frameSlice.ts',
        'client/app/shell/ShellLayout.tsx',
        'shared/i18n/registry.ts',
        'shared/i18n/core.ts',
      ]),
    );
  });

  it('holds no feature slice, saga or registration, nor any area catalogue', () => {
    const lazy = first.filter((f) => /^client\/features\/(?!session\/|ui\/|route\/)[^/]+\/.*(Slice|Saga|reducer|feature)\.ts$/.test(f));
    expect(lazy).toEqual([]);
    const catalogues = first.filter((f) => f.startsWith('shared/i18n/'));
    expect(catalogues.sort()).toEqual([
      'shared/i18n/core.ts',
      'shared/i18n/password.ts',
      'shared/i18n/registry.ts',
      'shared/i18n/routes.ts',
      'shared/i18n/types.ts',
      'shared/i18n/widgets.ts',
    ]);
    // nor any catalogue declared elsewhere (a feature's own words, a definition's labels): only
    // the first-load ones and the rights' labels the registry adds
    const declaring = first.filter((f) => /^(?:export )?const \w+: Catalogue = \{/m.test(readFileSync(path.join(SRC, f), 'utf8')));
    expect(declaring.sort()).toEqual([
      'shared/i18n/core.ts',
      'shared/i18n/password.ts',
      'shared/i18n/registry.ts',
      'shared/i18n/routes.ts',
      'shared/i18n/widgets.ts',
      'shared/rights/labels.ts',
    ]);
    expect(first).not.toContain('client/app/allFeatures.ts');
    expect(first).not.toContain('client/app/replay.ts');
  });

  it('holds no definition: the documents and collections (their fields and labels) load with their screens', () => {
    // the public read of a published document is the first load's; it once came through the
    // documents' calls, and brought every definition with their labels (about 20 KB gzip)
    expect(first).toContain('client/api/publishedDocuments.ts');
    const definitions = first.filter((f) => /^shared\/(documents|resources)\/(index\.ts|[^/]+\/(definition|labels|demo)\.ts)$/.test(f));
    expect(definitions).toEqual([]);
  });

  it('has no import cycle through the frame (src/client/app), type imports included', () => {
    const cycles = importCycles(path.join(SRC, 'client'), { types: true }).map((c) => c.map(rel));
    expect(cycles.filter((c) => c.some((f) => f.startsWith('client/app/')))).toEqual([]);
    // and none at run time anywhere in the console
    expect(importCycles(path.join(SRC, 'client')).map((c) => c.map(rel))).toEqual([]);
  });

  it('keeps every feature public face (index.ts) free of views', () => {
    const faces = ['exports', 'importWizard', 'photoExport', 'photoImport', 'memberPicker', 'session'].map((f) =>
      path.join(SRC, `client/features/${f}/index.ts`),
    );
    for (const face of faces) {
      const views = [...staticClosure(face)].map(rel).filter((f) => f.endsWith('.tsx'));
      expect({ face: rel(face), views }).toEqual({ face: rel(face), views: [] });
    }
  });
});
