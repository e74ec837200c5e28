// `npm test`: type-check, lint (eslint.config.mjs), the formatter's check, build the console (the browser tests load
// it), then every Jest project in one run so one summary ends the output: shared, client, server
// (embedded PGlite), server against PostgreSQL when TEST_PG_URL is set, and e2e in Debian's Chromium.
import { spawnSync } from 'node:child_process';

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.']);
// the formatter's check (.prettierrc.json; `npm run format` writes it)
run(process.execPath, [
  'node_modules/prettier/bin/prettier.cjs',
  '--check',
  '--log-level=warn',
  '{src,test,scripts,bench}/**/*.{ts,tsx,js,mjs,cjs}',
  '*.{js,mjs}',
]);
run(process.execPath, ['scripts/build.mjs']);
// no --forceExit: every suite closes what it opens (servers, databases, browsers, child
// processes), so Jest ends by itself; a handle left open shows as a run that does not end
run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', ...process.argv.slice(2)], {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
});
