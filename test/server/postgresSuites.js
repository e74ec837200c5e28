// The server suites that run a second time against a real PostgreSQL server (project server-pg,
// when TEST_PG_URL is set), listed in this one place. PGlite is the same PostgreSQL engine (a
// newer major version), so a suite is listed when what it checks can differ by engine, version or
// process model:
//   - transactions, row locks and advisory locks (migrations, optimistic versions, job claims);
//   - job queues and their runners (imports, exports, photo zips, packages, news, the job centre),
//     and several processes on one database;
//   - the file store kept in the database (FILE_STORE=postgres), quotas and sweeps;
//   - bulk writes and their batching (imports, the alumni and visits intakes), roll-ups;
//   - the search SQL of the people and collection lists (trigram, advanced search);
//   - the sign-in throttle (counted in the database under concurrency).
// A suite that checks validation (uploads checked by content, refusals), tenant isolation by
// where clauses, the protocol, rendering, spreadsheets or pure functions runs once, on PGlite,
// even when it sits in a folder of the kinds above. Adding a suite of one of the kinds above: add
// its file here (a folder where every suite in it is of those kinds). Every entry must match at
// least one test file (test/server/postgresSuites.test.ts checks it).
module.exports = [
  'alumni/posts.test.ts',
  'appCalls/keysAndRate.test.ts',
  'appCalls/visitFiling.test.ts',
  'appCalls/visits.test.ts',
  'audit/audit.test.ts',
  'auth/throttle.test.ts',
  'businessPackages/processing.test.ts',
  'db/dataLock.test.ts',
  'db/migrate.test.ts',
  'documents/documents.test.ts',
  'documents/publishGuards.test.ts',
  'exports/cancel.test.ts',
  'exports/cleanup.test.ts',
  'exports/content.test.ts',
  'exports/resourceExport.test.ts',
  'exports/restart.test.ts',
  'files/',
  'imports/endToEnd.test.ts',
  'imports/rememberedMapping.test.ts',
  'imports/reportUndo.test.ts',
  'imports/restart.test.ts',
  'imports/rules.test.ts',
  'imports/undoFailed.test.ts',
  'imports/undoSpent.test.ts',
  'jobCentre/',
  'jobs/queue.test.ts',
  'news/',
  'operations/readyPostgres.test.ts',
  'people/list.test.ts',
  'people/searchTime.test.ts',
  'photoExport/cancel.test.ts',
  'photoExport/zip.test.ts',
  'photoImport/cancel.test.ts',
  'photoImport/cleanup.test.ts',
  'photoImport/endToEnd.test.ts',
  'photoImport/restart.test.ts',
  'resources/list.test.ts',
  'resources/write.test.ts',
  'serviceStats/',
  'services/visitLog.test.ts',
  'twoProcesses/',
];
