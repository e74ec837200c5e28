// The feature cycle check of scripts/cycles.ts (scripts/importGraph.ts featureCycles): features
// that reach each other through any files, type imports included, are one cycle; an allowed
// edge is left out; and the console's features form none. (The same graph finds file cycles.)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALLOWED_FEATURE_EDGES, featureCycles, featureEdges, importCycles } from '../../../scripts/importGraph';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'features-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('feature cycles', () => {
  it('finds features that reach each other through other files and features, type imports too', () => {
    const root = tree({
      'export/index.ts': "export { opened } from './slice';\n",
      'export/slice.ts': "import type { Row } from '../people/rows';\nexport const opened = (r: Row) => r;\n",
      'people/rows.ts': 'export interface Row { id: number }\n',
      'people/Screen.tsx': "import { mount } from '../photos/mount';\nexport const screen = mount;\n",
      'photos/mount.ts': "import { opened } from '../export';\nexport const mount = opened;\n",
      'dicts/index.ts': "import { opened } from '../export';\nexport const d = opened;\n",
    });
    expect(featureCycles(root)).toEqual([['export', 'people', 'photos']]);
    expect(featureEdges(root).get('export')?.get('people')).toEqual(['export/slice.ts -> people/rows.ts']);
  });

  it('files of one feature importing each other make a file cycle, not a feature cycle', () => {
    const root = tree({
      'people/a.ts': "import { b } from './b';\nexport const a = 1 + b;\n",
      'people/b.ts': "export const b = 2;\nexport { a } from './a';\n",
      'dicts/index.ts': "import { a } from '../people/a';\nexport const d = a;\n",
    });
    expect(featureCycles(root)).toEqual([]);
    expect(importCycles(root).map((c) => c.map((f) => path.relative(root, f)))).toEqual([['people/a.ts', 'people/b.ts']]);
  });

  it('an allowed edge is left out, and only that one', () => {
    const root = tree({
      'session/Login.tsx': "import { notice } from '../documents/notice';\nexport const login = notice;\n",
      'documents/notice.ts': "import { token } from '../session/token';\nexport const notice = token;\n",
      'session/token.ts': 'export const token = 1;\n',
    });
    expect(featureCycles(root)).toEqual([['documents', 'session']]);
    expect(featureCycles(root, ['session -> documents'])).toEqual([]);
    expect(featureCycles(root, ['documents -> people'])).toEqual([['documents', 'session']]);
  });

  it("the console's features form no cycle, and no edge is let through", () => {
    expect(ALLOWED_FEATURE_EDGES).toEqual([]);
    expect(featureCycles(path.resolve(__dirname, '../../../src/client/features'), ALLOWED_FEATURE_EDGES)).toEqual([]);
  });
});
