// `npm test`: the checks and then every Jest project in one run, so one summary ends the output.
//   1. Side by side (none depends on another): the type check, lint (eslint.config.mjs), the
//      formatter's check, the console's build (the browser tests load it; skipped when its inputs
//      are those of the last build in this checkout: scripts/buildInputs.mjs) and the seeded test
//      templates (test/templates: PGlite, PostgreSQL when TEST_PG_URL is set, the browser tests'
//      data folder). A failed check still lets the others finish, so one run shows every failure.
//   2. Jest: shared, client, server (embedded PGlite), the engine-dependent server suites again on
//      PostgreSQL when TEST_PG_URL is set, and e2e in Debian's Chromium.
// Each stage's time is printed before Jest's summary (scripts/stageTimes.mjs), so a regression
// shows the day it lands; Jest's own summary lines end the output.
import { spawn } from 'node:child_process';
import { buildIsCurrent } from './buildInputs.mjs';
import { printStageTimes, recordStage, stageTimesFile } from './stageTimes.mjs';

// made (or named by .ci/run) before any child starts, so they all write to the same file
stageTimesFile();

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      recordStage(name, Date.now() - started, status === 0 ? 'ok' : `failed (${status})`);
      resolve(status);
    });
  });
}

const node = process.execPath;
const pgUrl = process.env.TEST_PG_URL;
const checks = [
  run('type check', node, ['node_modules/typescript/bin/tsc', '--noEmit']),
  run('lint', node, ['node_modules/eslint/bin/eslint.js', '.']),
  // the formatter's check (.prettierrc.json; `npm run format` writes it)
  run('format check', node, [
    'node_modules/prettier/bin/prettier.cjs',
    '--check',
    '--log-level=warn',
    '{src,test,scripts,bench}/**/*.{ts,tsx,js,mjs,cjs}',
    '*.{js,mjs}',
  ]),
  buildIsCurrent() ? (recordStage('build', 0, 'skipped: inputs unchanged'), Promise.resolve(0)) : run('build', node, ['scripts/build.mjs']),
  run('test templates', node, ['--import', 'tsx', 'test/templates/build.ts', 'pglite', 'browser', ...(pgUrl ? [`postgres=${pgUrl}`] : [])], {
    NODE_OPTIONS: '',
  }),
];
const failed = (await Promise.all(checks)).find((status) => status !== 0);
if (failed !== undefined) {
  printStageTimes();
  process.exit(failed);
}

// no --forceExit: every suite closes what it opens (servers, databases, browsers, child
// processes), so Jest ends by itself; a handle left open shows as a run that does not end
// (test/stageTimesReporter.js prints the stage times and each project's before Jest's summary)
const jest = spawn(node, ['node_modules/jest/bin/jest.js', '--ci', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
});
jest.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
