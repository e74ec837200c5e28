// The key of the seeded test templates: a hash of every source file the migrations, the demo seed,
// a first start (accounts, demo sign-in) and the demo's pictures load, of the PGlite version, and of the day the seed
// was dated (seeded rows are dated relative to "now": a template from yesterday would show
// yesterday as today). A change to any of those files makes a new key, so the templates are
// rebuilt; the same key reuses them. The run's key is worked out once (templates/build.ts) and
// handed to every Jest worker in TEST_TEMPLATE_KEY, so a run that spans midnight uses one key.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** What a template holds is what these load. */
const ENTRIES = ['src/server/db/migrate.ts', 'src/server/db/seed/index.ts', 'src/server/auth/startup.ts', 'src/server/demoPictures/plugin.ts'];
/** the steps that make the templates (the browser folder's password change among them): the file
 *  alone, not what it loads (it starts the whole app) */
const STEPS = ['test/templates/build.ts', 'test/templates/walTrim.ts'];

export const PGLITE_VERSION = (
  JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }
).version;

/** The files a template depends on, relative to the repository, sorted. */
export function templateSources(): string[] {
  // read only where the key is worked out (the global set-up): the import graph loads TypeScript's
  // compiler (9 MB), which every test file reading the key from TEST_TEMPLATE_KEY would compile again
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { staticClosure } = require('../../scripts/importGraph') as typeof import('../../scripts/importGraph');
  const files = new Set<string>();
  for (const entry of ENTRIES) for (const f of staticClosure(path.join(ROOT, entry))) files.add(path.relative(ROOT, f));
  for (const step of STEPS) files.add(step);
  return [...files].sort();
}

export function computeTemplateKey(day = new Date().toISOString().slice(0, 10)): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${PGLITE_VERSION}\nday ${day}\n`);
  for (const file of templateSources()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The run's key: the one handed down by the global set-up, or worked out here. */
export function templateKey(): string {
  if (!process.env.TEST_TEMPLATE_KEY) process.env.TEST_TEMPLATE_KEY = computeTemplateKey();
  return process.env.TEST_TEMPLATE_KEY;
}
