// Projects: shared and server run in Node, client in jsdom, e2e drives Debian's Chromium
// against the built console and the real server. When TEST_PG_URL names a PostgreSQL server,
// the engine-dependent server suites (test/server/postgresSuites.js) run a second time against it
// (project server-pg), in the same run. Server tests copy the run's seeded templates and browser
// tests its prepared data folder (test/templates), built once by the projects' global set-up.
const POSTGRES_SUITES = require('./test/server/postgresSuites');
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // @redux-devtools ships ES modules only (the action log's tests import its instrument and the
  // import of @redux-devtools/utils, which imports nanoid 5, also ES modules only)
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@redux-devtools|nanoid)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
const server = {
  ...common,
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/server/**/*.test.ts'],
  globalSetup: '<rootDir>/test/templates/globalSetup.ts',
};

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
  // the stage times first, then Jest's summary, then the plain closing line
  testSequencer: '<rootDir>/test/sequencer.js',
  reporters: ['<rootDir>/test/stageTimesReporter.js', 'default', '<rootDir>/test/summaryReporter.js'],
  projects: [
    { ...common, displayName: 'shared', testEnvironment: 'node', testMatch: ['<rootDir>/test/shared/**/*.test.ts'] },
    server,
    ...(process.env.TEST_PG_URL
      ? [
          {
            ...server,
            displayName: 'server-pg',
            setupFiles: ['<rootDir>/test/server/usePostgres.js'],
            testMatch: POSTGRES_SUITES.map((entry) => `<rootDir>/test/server/${entry}${entry.endsWith('/') ? '**/*.test.ts' : ''}`),
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
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
      slowTestThreshold: 60,
    },
  ],
};
