// The PostgreSQL list (postgresSuites.js) names only suites that exist: a renamed or moved file
// would otherwise silently stop running on PostgreSQL.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const POSTGRES_SUITES: string[] = require('./postgresSuites');

const here = __dirname;
const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? testFiles(full) : name.endsWith('.test.ts') ? [path.relative(here, full).split(path.sep).join('/')] : [];
  });

test('every entry of the PostgreSQL list matches at least one server test file', () => {
  const files = testFiles(here);
  const unmatched = POSTGRES_SUITES.filter((entry) => !files.some((f) => (entry.endsWith('/') ? f.startsWith(entry) : f === entry)));
  expect(unmatched).toEqual([]);
});
