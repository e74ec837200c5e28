// Every message the server or a definition can say exists in the catalogues in Chinese and
// English (the console and the apps resolve refusals by key, src/client/lib/problem.ts): each
// key-shaped literal in the server and shared code whose first part is a catalogue area, and
// the key families the server builds from a domain value (identity.<identity>, …) over every
// value. A key misspelt in a refusal, or a new area value without its text, fails here.
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CATALOGUE } from '../../src/shared/i18n';
import { IDENTITIES } from '../../src/shared/domain/people';
import { ITEM_OUTCOMES } from '../../src/shared/alumni/posts';
import { TARGETS } from '../../src/server/members/targets';
import { CONSOLE_CATALOGUES } from './consoleCatalogues';

/** the areas of every catalogue, the console's own included: a key of one of those said by the
 *  server is found, and fails, since only the server's catalogues (CATALOGUE here) answer it */
const AREAS = new Set([Object.keys(CATALOGUE), ...Object.values(CONSOLE_CATALOGUES).map((c) => Object.keys(c))].flat().map((k) => k.split('.')[0]));
/** key-shaped literals that are not messages */
const NOT_MESSAGES = new Set(['photos.zip']);

function literalKeys(): Map<string, string> {
  const files = execSync("git ls-files 'src/server/*.ts' 'src/shared/*.ts'").toString().trim().split('\n');
  const found = new Map<string, string>();
  for (const file of files.filter((f) => !f.startsWith('src/shared/i18n/'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['`]/g)) {
      if (AREAS.has(m[1].split('.')[0]) && !NOT_MESSAGES.has(m[1])) found.set(m[1], file);
    }
  }
  return found;
}

const said = (key: string) => {
  const pair = CATALOGUE[key];
  return { key, zh: !!pair && pair[0].trim() !== '', en: !!pair && pair[1].trim() !== '' };
};

it('finds the keys it checks (the scan is not empty)', () => {
  const keys = literalKeys();
  expect(keys.size).toBeGreaterThan(500);
  expect(keys.has('validation.required')).toBe(true);
});

it('has Chinese and English for every key-shaped literal of the server and the definitions', () => {
  const missing = [...literalKeys()].filter(([key]) => !(key in CATALOGUE)).map(([key, file]) => `${key} (${file})`);
  expect(missing).toEqual([]);
});

it('has Chinese and English for every key the server builds from a domain value', () => {
  const families = [
    ...IDENTITIES.map((i) => `identity.${i}`),
    // the plain outcomes (SHOWN, MASKED, DONE) carry no reason
    ...ITEM_OUTCOMES.filter((o) => !['SHOWN', 'MASKED', 'DONE'].includes(o)).map((o) => `alumniApp.outcome.${o}`),
    ...Object.keys(TARGETS).map((target) => `members.notFound.${target}`),
    ...['object', 'json', 'tooLarge', 'code', 'name', 'version', 'description'].map((f) => `businessPackages.refused.manifest.${f}`),
  ];
  for (const key of families) expect(said(key)).toEqual({ key, zh: true, en: true });
});
