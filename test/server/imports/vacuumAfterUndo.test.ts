// The embedded database runs no autovacuum: an undo that removed many rows vacuums the table, as a
// large import does (src/server/imports/vacuum.ts), so re-importing the same numbers does not meet
// their dead index entries; a small undo does not, and neither does a server on PostgreSQL.
import { sql } from 'kysely';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { VACUUM_AFTER_ROWS } from '../../../src/server/imports/vacuum';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { importFile, studentRow, STUDENT_HEADER, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, singleProcess: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const vacuums = async () =>
  Number((await sql<{ n: number }>`select vacuum_count as n from pg_stat_user_tables where relname = 'people'`.execute(t.db)).rows[0]?.n ?? 0);
const undo = (key: string) => call<{ removed: number; restored: number }>(t.app, session, { url: IMPORT_PATHS.undo, body: { key } });

it(`vacuums people after an undo of ${VACUUM_AFTER_ROWS} rows or more, not after a smaller one`, async () => {
  const small = await importFile(t.app, session, await xlsxOf([STUDENT_HEADER, ...Array.from({ length: 10 }, (_, i) => studentRow(900_000 + i))]));
  const before = await vacuums();
  expect((await undo(small.key)).result).toEqual({ removed: 10, restored: 0 });
  expect(await vacuums()).toBe(before);

  const rows = Array.from({ length: VACUUM_AFTER_ROWS }, (_, i) => studentRow(700_000 + i));
  const large = await importFile(t.app, session, await xlsxOf([STUDENT_HEADER, ...rows]));
  expect(large.status).toMatchObject({ state: 'finished', newInsertNum: VACUUM_AFTER_ROWS });
  await t.app.imports.runner.idle();
  const afterImport = await vacuums();
  // the large import vacuumed too
  expect(afterImport).toBeGreaterThan(before);
  expect((await undo(large.key)).result).toEqual({ removed: VACUUM_AFTER_ROWS, restored: 0 });
  expect(await vacuums()).toBe(afterImport + 1);
});
