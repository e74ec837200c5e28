// Projects: shared and server run in Node, client in jsdom, e2e drives Debian's Chromium
// against the built console and the real server. When TEST_PG_URL names a PostgreSQL server,
// the server suite runs a second time against it (project server-pg), in the same run.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // @redux-devtools ships ES modules only (the action log's tests import its instrument)
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@redux-devtools)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
const server = { ...common, displayName: 'server', testEnvironment: 'node', testMatch: ['<rootDir>/test/server/**/*.test.ts'] };

module.exports = {
  // a loaded 2-core CI machine runs a worker start or a first xlsx read several times slower than
  // a quiet one; a test that waits is judged by what it asserts, not by Jest's 5 s default (a
  // global option: Jest ignores it inside a project)
  testTimeout: 30_000,
  // Two worker processes, each replaced once it holds more than 1 GB between files. With Jest's
  // default on a 2-core machine (cores − 1 = 1) every file ran in band in one process, where the
  // PGlite instances of 380 files piled up: the same suites ran 4–5× slower in CI than alone.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/test/summaryReporter.js'],
  projects: [
    { ...common, displayName: 'shared', testEnvironment: 'node', testMatch: ['<rootDir>/test/shared/**/*.test.ts'] },
    server,
    ...(process.env.TEST_PG_URL
      ? [
          {
            ...server,
            displayName: 'server-pg',
            setupFiles: ['<rootDir>/test/server/usePostgres.js'],
            // what these check does not depend on the database behind (input validation over every
            // route, spreadsheet parsing): run once, on PGlite, which is the same PostgreSQL engine
            testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/server/routes/sweep.test.ts', '<rootDir>/test/server/spreadsheet/'],
          },
        ]
      : []),
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      moduleNameMapper: { '\\.(css|png|jpg|svg|woff2?)$': '<rootDir>/test/client/fileStub.js' },
    },
    { ...common, displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'], slowTestThreshold: 60 },
  ],
};
