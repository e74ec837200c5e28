// The global set-up of the server projects (jest.config.js): works out the run's template key
// once, hands it to every worker (TEST_TEMPLATE_KEY), and builds the templates the project's
// tests copy when they are not built yet (scripts/test.mjs builds them beside the checks, so in
// `npm test` this finds them ready). The build runs in a child process: the Jest process keeps
// no database in memory.
import { spawn } from 'node:child_process';
import { ROOT, templateKey } from './key';

export function buildInChild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/templates/build.ts', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '', TEST_TEMPLATE_KEY: templateKey() },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the test templates failed (exit ${code})`))));
  });
}

export default async function globalSetup(_global: unknown, project: { displayName?: { name: string } | string }): Promise<void> {
  const name = typeof project.displayName === 'string' ? project.displayName : project.displayName?.name;
  const pgUrl = process.env.TEST_PG_URL;
  // 'browser': the prepared data folder, for the tests that start real server processes
  await buildInChild(['pglite', 'browser', ...(name === 'server-pg' && pgUrl ? [`postgres=${pgUrl}`] : [])]);
}
