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
// A suite that checks validation, the protocol, rendering, spreadsheets or pure functions runs
// once, on PGlite. Adding a suite of one of the kinds above: add its folder or file here. Every
// entry must match at least one test file (test/server/postgresSuites.test.ts checks it).
module.exports = [
  'alumni/posts.test.ts',
  'appCalls/keysAndRate.test.ts',
  'appCalls/visitFiling.test.ts',
  'appCalls/visits.test.ts',
  'audit/',
  'auth/throttle.test.ts',
  'businessPackages/',
  'db/dataLock.test.ts',
  'db/migrate.test.ts',
  'documents/documents.test.ts',
  'documents/publishGuards.test.ts',
  'exports/',
  'files/',
  'imports/',
  'jobCentre/',
  'news/',
  'people/list.test.ts',
  'people/searchTime.test.ts',
  'photoExport/',
  'photoImport/',
  'resources/list.test.ts',
  'resources/write.test.ts',
  'serviceStats/',
  'services/visitLog.test.ts',
  'twoProcesses/',
];
