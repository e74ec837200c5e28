// The console's own catalogues, which live beside their features rather than in the server's
// index: the list the shared tests check them by (consoleCatalogues.ts) holds every one, each
// is its file's own, and none defines a key the server's catalogues or another one defines.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE } from '../../src/shared/i18n';
import { CONSOLE_CATALOGUES } from './consoleCatalogues';

const ROOT = path.resolve(__dirname, '../..');

it('lists every catalogue declared in the console', () => {
  const files = execSync("git ls-files 'src/client/*.ts' 'src/client/*.tsx'", { cwd: ROOT }).toString().trim().split('\n');
  const declaring = files.filter((file) => /(?::|satisfies)\s*Catalogue\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(declaring.sort()).toEqual(Object.keys(CONSOLE_CATALOGUES).sort());
});

it.each(Object.entries(CONSOLE_CATALOGUES))("%s is that file's default export", async (file, catalogue) => {
  const loaded = (await import(path.join(ROOT, file))) as { default: unknown };
  expect(loaded.default).toBe(catalogue);
});

it('defines each key once: none the server holds, none another console catalogue holds', () => {
  const owners = new Map<string, string[]>(Object.keys(CATALOGUE).map((key) => [key, ['src/shared/i18n']]));
  for (const [file, catalogue] of Object.entries(CONSOLE_CATALOGUES)) {
    for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), file]);
  }
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  expect(Object.values(CONSOLE_CATALOGUES).every((catalogue) => Object.keys(catalogue).length > 0)).toBe(true);
});
